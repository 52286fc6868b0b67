import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CARD_DOWNLOAD_MAX, QR_DOWNLOAD_MAX } from '@/config/constants';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useBusy } from '@/hooks/use-busy';
import { useCardDownloads } from '../hooks/use-card-downloads';
import type { CardProduct } from '../lib/product-card';
import { bulkProgressMessage, bulkTooManyMessage, cardBulkMessages } from '../messages';

/**
 * Products to download, read as they are needed (docs/decisions.md, "Product list at scale": "all N matching" pages through the
 * list's query rather than holding every product): how many there are (null when unknown) and
 * the products themselves, one after the other.
 */
export interface CardProductSource {
  count: number | null;
  products: () => AsyncIterable<CardProduct>;
}

const MAX = { card: CARD_DOWNLOAD_MAX, qr: QR_DOWNLOAD_MAX } as const;

async function* listed(products: readonly CardProduct[]): AsyncIterable<CardProduct> {
  yield* products;
}

/**
 * The product list's bulk downloads: the selected products' cards and raw codes, one ZIP each,
 * made one file at a time with progress and Cancel. More than CARD_DOWNLOAD_MAX cards (or
 * QR_DOWNLOAD_MAX codes) is refused with a message before anything starts.
 */
export function CardDownloadActions(
  props: { products: readonly CardProduct[] } | { source: CardProductSource },
) {
  const intl = useIntl();
  const toast = useToast();
  const downloads = useCardDownloads();
  const [busy, run] = useBusy();
  const [progress, setProgress] = useState<{ kind: 'card' | 'qr'; done: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const titleId = useId();
  const source: CardProductSource =
    'source' in props
      ? props.source
      : { count: props.products.length, products: () => listed(props.products) };

  const start = (kind: 'card' | 'qr') =>
    run(async () => {
      const max = MAX[kind];
      if (source.count === null || source.count > max) {
        toast.error(bulkTooManyMessage, { values: { max } });
        return;
      }
      if (source.count === 1 && 'products' in props && props.products[0]) {
        const [product] = props.products;
        await (kind === 'card' ? downloads.card(product) : downloads.rawPng(product));
        return;
      }
      const controller = new AbortController();
      abort.current = controller;
      setProgress({ kind, done: 0 });
      const outcome = await downloads.bulk(kind, source.products(), {
        max,
        signal: controller.signal,
        onProgress: (done) => setProgress({ kind, done }),
      });
      setProgress(null);
      if (outcome === 'cancelled') toast.info(cardBulkMessages.cancelled);
    });

  const total = source.count ?? 0;
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy || source.count === 0}
        onClick={() => void start('card')}
      >
        <FormattedMessage {...cardBulkMessages.downloadCards} />
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        disabled={busy || source.count === 0}
        onClick={() => void start('qr')}
      >
        <FormattedMessage {...cardBulkMessages.downloadRaw} />
      </Button>
      <Dialog open={progress !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>
          <FormattedMessage
            {...(progress?.kind === 'qr' ? cardBulkMessages.titleRaw : cardBulkMessages.titleCards)}
          />
        </DialogTitle>
        <DialogContent>
          <LinearProgress
            variant="determinate"
            value={total ? ((progress?.done ?? 0) / total) * 100 : 0}
            data-testid="bulk-download-progress"
          />
          <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
            {intl.formatMessage(bulkProgressMessage, { done: progress?.done ?? 0, total })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <FormattedMessage {...cardBulkMessages.keepOpen} />
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => abort.current?.abort()}>
            <FormattedMessage {...cardBulkMessages.cancel} />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
