import { loadProductEditScreen } from '@/features/products';
import { WithStorage } from '@/lib/firebase-storage';

// This route module is itself a lazy chunk: it resolves once the screen's chunk has loaded.
const ProductEditScreen = await loadProductEditScreen();

/** /edit creates a product, /edit/:id edits one (the router has already validated the id). */
export default function EditRoute() {
  return (
    <WithStorage>
      <ProductEditScreen />
    </WithStorage>
  );
}
