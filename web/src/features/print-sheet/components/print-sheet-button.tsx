import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PRINT_SHEET_MAX } from '@/config/constants';
import { useToast } from '@/components/ui/toast';
import { productCardPng, type CardProduct } from '@/card';
import { useBusy } from '@/hooks/use-busy';
import { downloadBlob } from '@/lib/download';
import { useStorage } from '@/lib/firebase';

export const printSheetMessages = defineMessages({
  button: { id: 'printSheet.button', defaultMessage: 'Print sheet (PDF)' },
  processing: { id: 'printSheet.processing', defaultMessage: 'Processing' },
  preparing: { id: 'printSheet.preparing', defaultMessage: 'Preparing the A4 print sheet...' },
  done: { id: 'printSheet.done', defaultMessage: 'Print sheet downloaded successfully' },
  failed: { id: 'printSheet.failed', defaultMessage: 'Failed to create the print sheet' },
  documentTitle: { id: 'printSheet.documentTitle', defaultMessage: 'QR cards' },
});

const tooManyMessage = defineMessage<{ max: number }>({
  id: 'printSheet.tooMany',
  defaultMessage:
    'A print sheet holds at most {max, number} cards. Select fewer products, or download the cards as a ZIP.',
});

export const PRINT_SHEET_FILE_NAME = 'qr-cards-a4.pdf';

/**
 * A4 PDF of the selected products' cards, four per page with crop marks, at 300 dpi. Built in
 * the browser from the same card PNGs as every download (productCardPng), so it prints exactly
 * what the seller sees and downloads.
 */
export function PrintSheetButton({ products }: { products: readonly CardProduct[] }) {
  const intl = useIntl();
  const toast = useToast();
  const storage = useStorage();
  const [busy, runBusy] = useBusy();

  const run = async () => {
    // Every card's PNG is held for the PDF: a long selection would freeze the tab.
    if (products.length > PRINT_SHEET_MAX) {
      toast.error(tooManyMessage, { values: { max: PRINT_SHEET_MAX } });
      return;
    }
    const pending = toast.info(printSheetMessages.preparing, {
      title: printSheetMessages.processing,
      persist: true,
    });
    try {
      const pngs: Uint8Array[] = [];
      for (const product of products) {
        const blob = await productCardPng(storage, product);
        pngs.push(new Uint8Array(await blob.arrayBuffer()));
      }
      // pdf-lib is large (~180 KB gzip); load it only when a seller actually prints.
      const { buildPrintSheetPdf } = await import('../lib/print-sheet');
      const pdf = await buildPrintSheetPdf(
        pngs,
        intl.formatMessage(printSheetMessages.documentTitle),
      );
      // pdf-lib's Uint8Array<ArrayBufferLike> is a BlobPart at run time; TS's lib typing asks for ArrayBuffer.
      downloadBlob(new Blob([pdf as BlobPart], { type: 'application/pdf' }), PRINT_SHEET_FILE_NAME);
      toast.close(pending);
      toast.success(printSheetMessages.done);
    } catch (error) {
      console.error(error);
      toast.close(pending);
      toast.error(printSheetMessages.failed);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PrintIcon />}
      disabled={busy || products.length === 0}
      onClick={() => void runBusy(run)}
    >
      <FormattedMessage {...printSheetMessages.button} />
    </Button>
  );
}
