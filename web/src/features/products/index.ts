/** The products feature's public surface (composed by app/routes/products.tsx and edit.tsx). */
export { ProductEditScreen } from './components/product-edit-screen';
export { ProductListScreen } from './components/product-list-screen';
export type { RenderBulkActions } from './components/product-list-view';
export type { ProductRow, ProductSelection } from './api/types';
export type { RenderTemplateFilter } from './components/product-list-controls';
