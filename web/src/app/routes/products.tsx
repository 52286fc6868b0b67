import { PrintSheetButton } from '@/features/print-sheet';
import { ProductListScreen } from '@/features/products';
import { ApplyTemplateButton } from '@/features/templates';

/**
 * /products. `renderBulkActions` is where other features add actions for the selected rows:
 * templates (issue 5) adds 'Apply Template' and the A4 print sheet.
 */
export default function ProductsRoute() {
  return (
    <ProductListScreen
      renderBulkActions={(selected) => (
        <>
          <ApplyTemplateButton products={selected} />
          <PrintSheetButton products={selected} />
        </>
      )}
    />
  );
}
