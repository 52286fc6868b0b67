import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { useBusy } from '@/hooks/use-busy';
import { useCardDownloads } from '../hooks/use-card-downloads';
import type { CardProduct } from '../lib/product-card';
import { cardBulkMessages } from '../messages';

/** The product list's bulk downloads of the selected products: their cards and raw codes. */
export function CardDownloadActions({ products }: { products: readonly CardProduct[] }) {
  const downloads = useCardDownloads();
  const [busy, run] = useBusy();
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy || products.length === 0}
        onClick={() => void run(() => downloads.cards(products))}
      >
        <FormattedMessage {...cardBulkMessages.downloadCards} />
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy || products.length === 0}
        onClick={() => void run(() => downloads.rawPng(products))}
      >
        <FormattedMessage {...cardBulkMessages.downloadRaw} />
      </Button>
    </>
  );
}
