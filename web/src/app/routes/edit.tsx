import { ProductEditScreen } from '@/features/products';

/** /edit creates a product, /edit/:id edits one (the router has already validated the id). */
export default function EditRoute() {
  return <ProductEditScreen />;
}
