/** The products feature's public surface (composed by app/routes/products.tsx and edit.tsx). */
/**
 * The edit screen, imported by its route alone: the route's chunk holds it (and app-edit.html preloads
 * it with the route), and the product list's first load does without it (the bundle guard checks).
 */
export { ProductEditScreen } from './components/product-edit-screen';
export { ProductListScreen } from './components/product-list-screen';
export type {
  ListProductsSource,
  RenderBulkActions,
  RenderListActions,
} from './components/product-list-view';
export type { ProductRow, ProductSelection } from './api/types';
export type { RenderTemplateFilter } from './components/product-list-controls';
