import { lazy, Suspense, useEffect } from 'react';
import { ExportProductsButton } from '@/features/imports';
import {
  ProductListScreen,
  type RenderBulkActions,
  type RenderListActions,
  type RenderTemplateFilter,
} from '@/features/products';
import { TemplateFilterSelect } from '@/features/templates';

const loadBulkActions = () => import('./products-bulk-actions');
const ProductBulkActions = lazy(loadBulkActions);

/**
 * Every action for the product list's selection, composed here so the products feature imports
 * no other feature (app/routes/products-bulk-actions.tsx, a lazy chunk).
 */
export const productBulkActions: RenderBulkActions = (selection) => (
  <Suspense fallback={null}>
    <ProductBulkActions selection={selection} />
  </Suspense>
);

export const productTemplateFilter: RenderTemplateFilter = (value, onChange) => (
  <TemplateFilterSelect value={value} onChange={onChange} />
);

/** "Export products" (the imports feature: the file has the import template's columns). */
export const productListActions: RenderListActions = (source) => (
  <ExportProductsButton source={source} />
);

/** /products. */
export default function ProductsRoute() {
  // Ready before the seller selects a row: fetched once the list has had its turn.
  useEffect(() => {
    const timer = window.setTimeout(() => void loadBulkActions().catch(() => undefined), 2_000);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <ProductListScreen
      renderBulkActions={productBulkActions}
      renderTemplateFilter={productTemplateFilter}
      renderListActions={productListActions}
    />
  );
}
