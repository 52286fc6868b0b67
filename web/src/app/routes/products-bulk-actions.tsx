import { CardDownloadActions } from '@/card';
import { PrintSheetButton } from '@/features/print-sheet';
import type { RenderBulkActions } from '@/features/products';
import { ApplyTemplateButton } from '@/features/templates';
import { WithStorage } from '@/lib/firebase-storage';

export type BulkSelection = Parameters<RenderBulkActions>[0];

/**
 * Every action for the product list's selection: card and raw QR downloads, Apply Template, the
 * A4 print sheet for selected rows; for "all matching" the downloads (streamed, page by page)
 * and Apply Template (a function job over the list's filter). A chunk of its own (with the templates feature and the card PNG code), loaded
 * once the list is on screen: the list's first load does without it (docs/page-speed.md).
 */
export default function ProductBulkActions({ selection }: { selection: BulkSelection }) {
  if (selection.kind !== 'rows') {
    return (
      <WithStorage>
        <CardDownloadActions source={{ count: selection.count, products: selection.products }} />
        <ApplyTemplateButton
          matching={{ filter: selection.filter, count: selection.count, sample: selection.sample }}
        />
      </WithStorage>
    );
  }
  return (
    <WithStorage>
      <CardDownloadActions products={selection.rows} />
      <ApplyTemplateButton products={selection.rows} />
      <PrintSheetButton products={selection.rows} />
    </WithStorage>
  );
}
