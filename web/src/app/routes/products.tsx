import { CardDownloadActions } from '@/card';
import { PrintSheetButton } from '@/features/print-sheet';
import {
  ProductListScreen,
  type RenderBulkActions,
  type RenderTemplateFilter,
} from '@/features/products';
import { ApplyTemplateButton, TemplateFilterSelect } from '@/features/templates';

/**
 * Every action for the product list's selection, composed here so the products feature imports
 * no other feature: card and raw QR downloads, Apply Template, the A4 print sheet for selected
 * rows; for "all matching" the downloads (streamed, page by page) and Apply Template (a function
 * job over the list's filter).
 */
export const productBulkActions: RenderBulkActions = (selection) =>
  selection.kind === 'rows' ? (
    <>
      <CardDownloadActions products={selection.rows} />
      <ApplyTemplateButton products={selection.rows} />
      <PrintSheetButton products={selection.rows} />
    </>
  ) : (
    <>
      <CardDownloadActions source={{ count: selection.count, products: selection.products }} />
      <ApplyTemplateButton
        matching={{ filter: selection.filter, count: selection.count, sample: selection.sample }}
      />
    </>
  );

export const productTemplateFilter: RenderTemplateFilter = (value, onChange) => (
  <TemplateFilterSelect value={value} onChange={onChange} />
);

/** /products. */
export default function ProductsRoute() {
  return (
    <ProductListScreen
      renderBulkActions={productBulkActions}
      renderTemplateFilter={productTemplateFilter}
    />
  );
}
