import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CardDesign, QrStyle } from '@shared';
import { lazy, Suspense, useId, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  QrCard,
  QrCodeImage,
  QrContrastWarning,
  reviewUrl as buildReviewUrl,
  useCardDownloads,
  type CardProduct,
} from '@/card';
import { useBusy } from '@/hooks/use-busy';

// The card design editor (its dialog, fields and pickers) loads when the seller opens it.
const CardDesignDialog = lazy(async () => ({
  default: (await import('./card-design-dialog')).CardDesignDialog,
}));

const qrGeneratorMessages = defineMessages({
  heading: { id: 'qr.generator.heading', defaultMessage: 'QR Code Generator' },
  rawTab: { id: 'qr.generator.rawTab', defaultMessage: 'Raw QR' },
  cardTab: { id: 'qr.generator.cardTab', defaultMessage: 'QR Card' },
  url: { id: 'qr.generator.url', defaultMessage: 'QR code URL' },
  clickToEdit: { id: 'qr.generator.clickToEdit', defaultMessage: 'Click to edit' },
  downloadPng: { id: 'qr.generator.downloadPng', defaultMessage: 'Download PNG' },
  downloadSvg: { id: 'qr.generator.downloadSvg', defaultMessage: 'Download SVG' },
  downloadCard: { id: 'qr.generator.downloadCard', defaultMessage: 'Download QR Card' },
  untitled: { id: 'qr.generator.untitled', defaultMessage: 'this product' },
  cardSize: {
    id: 'qr.generator.cardSize',
    defaultMessage: 'Card: 3.5 × 5 in (89 × 127 mm), PNG at 300 dpi.',
  },
  rawSize: { id: 'qr.generator.rawSize', defaultMessage: 'PNG 1024 × 1024 px or SVG (any size).' },
});

const qrAlt = defineMessage<{ title: string }>({
  id: 'qr.generator.qrAlt',
  defaultMessage: 'QR code for {title}',
});
const cardAlt = defineMessage<{ title: string }>({
  id: 'qr.generator.cardAlt',
  defaultMessage: 'Printable QR card for {title}',
});

export interface QrCodeGeneratorProps {
  /** The product as edited (the draft's title and design, the stored server fields). */
  product: CardProduct;
  onQrStyleChange: (next: QrStyle) => void;
  onCardChange: (next: CardDesign) => void;
  /** Translated errors by dot path, for the design dialog. */
  errors: Record<string, string | undefined>;
}

type View = 'raw' | 'card';

/** The edit screen's QR Code Generator: 'Raw QR' and 'QR Card' views, settings, downloads. */
export function QrCodeGenerator({ product, ...props }: QrCodeGeneratorProps) {
  const intl = useIntl();
  const downloads = useCardDownloads();
  const [view, setView] = useState<View>('raw');
  const [editing, setEditing] = useState(false);
  // Mounted from the first use on, so the dialog closes with its transition.
  const [editorUsed, setEditorUsed] = useState(false);
  if (editing && !editorUsed) setEditorUsed(true);
  const [busy, run] = useBusy();
  const tabsId = useId();
  const url = buildReviewUrl(product.id);
  const name = product.title || intl.formatMessage(qrGeneratorMessages.untitled);

  const rawImage = (size: number) => (
    <QrCodeImage
      url={url}
      qrStyle={product.qrStyle}
      size={size}
      alt={intl.formatMessage(qrAlt, { title: name })}
    />
  );
  const cardImage = (width: number) => (
    <QrCard
      product={product}
      displayWidth={width}
      label={intl.formatMessage(cardAlt, { title: name })}
    />
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby={`${tabsId}-heading`}
    >
      <Typography id={`${tabsId}-heading`} variant="h6" component="h2">
        <FormattedMessage {...qrGeneratorMessages.heading} />
      </Typography>
      <Tabs value={view} onChange={(_event, next: View) => setView(next)} sx={{ mb: 2 }}>
        <Tab
          value="raw"
          label={intl.formatMessage(qrGeneratorMessages.rawTab)}
          id={`${tabsId}-raw`}
        />
        <Tab
          value="card"
          label={intl.formatMessage(qrGeneratorMessages.cardTab)}
          id={`${tabsId}-card`}
        />
      </Tabs>

      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {/* Clicking the preview is a mouse shortcut; the 'Click to edit' button is the accessible way. */}
        <Box
          onClick={() => setEditing(true)}
          title={intl.formatMessage(qrGeneratorMessages.clickToEdit)}
          sx={{ cursor: 'pointer' }}
        >
          {view === 'raw' ? rawImage(220) : cardImage(260)}
        </Box>
        <Button startIcon={<EditIcon />} onClick={() => setEditing(true)} size="small">
          <FormattedMessage {...qrGeneratorMessages.clickToEdit} />
        </Button>
        {view === 'raw' && <QrContrastWarning qrStyle={product.qrStyle} />}

        <Box sx={{ width: '100%' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage {...qrGeneratorMessages.url} />
          </Typography>
          <Link
            href={url}
            target="_blank"
            rel="noopener"
            data-testid="qr-code-url"
            sx={{ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 13 }}
          >
            {url}
          </Link>
        </Box>

        {view === 'raw' ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
          >
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={busy}
              // Each download reports its own outcome in a toast: nothing to await here.
              onClick={() => void run(() => downloads.rawPng(product))}
            >
              <FormattedMessage {...qrGeneratorMessages.downloadPng} />
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={busy}
              onClick={() => void run(() => downloads.rawSvg(product))}
            >
              <FormattedMessage {...qrGeneratorMessages.downloadSvg} />
            </Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={busy}
            onClick={() => void run(() => downloads.card(product))}
          >
            <FormattedMessage {...qrGeneratorMessages.downloadCard} />
          </Button>
        )}
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage
            {...(view === 'raw' ? qrGeneratorMessages.rawSize : qrGeneratorMessages.cardSize)}
          />
        </Typography>
      </Stack>

      <Suspense fallback={null}>
        {editorUsed ? (
          <CardDesignDialog
            open={editing}
            onClose={() => setEditing(false)}
            qrStyle={product.qrStyle}
            card={product.card}
            onQrStyleChange={props.onQrStyleChange}
            onCardChange={props.onCardChange}
            errors={props.errors}
            preview={
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {rawImage(120)}
                {cardImage(120)}
              </Stack>
            }
          />
        ) : null}
      </Suspense>
    </Paper>
  );
}
