import { ProductEditScreen } from '@/features/products';
import { WithStorage } from '@/lib/firebase-storage';

/** /edit creates a product, /edit/:id edits one (the router has already validated the id). */
export default function EditRoute() {
  return (
    <WithStorage>
      <ProductEditScreen />
    </WithStorage>
  );
}
