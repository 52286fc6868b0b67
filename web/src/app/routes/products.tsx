import { lazy, Suspense, useEffect } from 'react';
import { ProductListScreen, type RenderBulkActions } from '@/features/products';

const loadBulkActions = () => import('./products-bulk-actions');
const ProductBulkActions = lazy(loadBulkActions);

/**
 * Every action for the product list's selected rows, composed here so the products feature
 * imports no other feature (app/routes/products-bulk-actions.tsx, a lazy chunk).
 */
export const productBulkActions: RenderBulkActions = (selected) => (
  <Suspense fallback={null}>
    <ProductBulkActions products={selected} />
  </Suspense>
);

/** /products. */
export default function ProductsRoute() {
  // Ready before the seller selects a row: fetched once the list has had its turn.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadBulkActions().catch(() => undefined), 2_000);
    return () => window.clearTimeout(timer);
  }, []);
  return <ProductListScreen renderBulkActions={productBulkActions} />;
}
