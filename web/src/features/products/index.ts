/** The products feature's public surface (composed by app/routes/products.tsx and edit.tsx). */
/** The edit screen is a chunk of its own: the product list's first load does without it. */
export const loadProductEditScreen = async () =>
  (await import('./components/product-edit-screen')).ProductEditScreen;
export { ProductListScreen } from './components/product-list-screen';
export type {
  ListProductsSource,
  RenderBulkActions,
  RenderListActions,
} from './components/product-list-view';
export type { ProductRow, ProductSelection } from './api/types';
export type { RenderTemplateFilter } from './components/product-list-controls';
