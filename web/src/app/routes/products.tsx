import { CardDownloadActions } from '@/card';
import { PrintSheetButton } from '@/features/print-sheet';
import { ProductListScreen, type RenderBulkActions } from '@/features/products';
import { ApplyTemplateButton } from '@/features/templates';

/**
 * Every action for the product list's selected rows, composed here so the products feature
 * imports no other feature: card and raw QR downloads, Apply Template, the A4 print sheet.
 */
export const productBulkActions: RenderBulkActions = (selected) => (
  <>
    <CardDownloadActions products={selected} />
    <ApplyTemplateButton products={selected} />
    <PrintSheetButton products={selected} />
  </>
);

/** /products. */
export default function ProductsRoute() {
  return <ProductListScreen renderBulkActions={productBulkActions} />;
}
