import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCardDownloads } from '../hooks/use-card-downloads';
import type { CardProduct } from '../lib/product-card';
import { cardBulkMessages } from '../messages';

/** The product list's bulk downloads of the selected products: their cards and raw codes. */
export function CardDownloadActions({ products }: { products: readonly CardProduct[] }) {
  const downloads = useCardDownloads();
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
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
