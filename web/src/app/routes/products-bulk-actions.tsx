import { CardDownloadActions } from '@/card';
import { PrintSheetButton } from '@/features/print-sheet';
import type { ProductRow } from '@/features/products';
import { ApplyTemplateButton } from '@/features/templates';
import { WithStorage } from '@/lib/firebase-storage';

/**
 * Every action for the product list's selected rows: card and raw QR downloads, Apply Template,
 * the A4 print sheet. A chunk of its own (with the templates feature and the card PNG code),
 * loaded once the list is on screen: the list's first load does without it (issue 13).
 */
export default function ProductBulkActions({ products }: { products: ProductRow[] }) {
  return (
    <WithStorage>
      <CardDownloadActions products={products} />
      <ApplyTemplateButton products={products} />
      <PrintSheetButton products={products} />
    </WithStorage>
  );
}
