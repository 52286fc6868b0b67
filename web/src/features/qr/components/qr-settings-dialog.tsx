import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BRAND_NAME_MAX_LENGTH,
  CARD_LAYOUTS,
  CARD_TEXT_MAX_LENGTH,
  QR_ERROR_CORRECTION_LEVELS,
  type CardDesign,
  type QrStyle,
} from '@shared';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { PositiveOnlyWarning } from '@/components/compliance/positive-only-warning'; // issue 8
import { ColorField } from './color-field';
import { QrContrastWarning } from './qr-contrast-warning';

export const qrSettingsMessages = defineMessages({
  title: { id: 'qr.settings.title', defaultMessage: 'QR code and card settings' },
  qrSection: { id: 'qr.settings.qrSection', defaultMessage: 'QR code colours' },
  foreground: { id: 'qr.settings.foreground', defaultMessage: 'Code colour' },
  background: { id: 'qr.settings.background', defaultMessage: 'Background colour' },
  errorCorrection: { id: 'qr.settings.errorCorrection', defaultMessage: 'Error correction' },
  errorCorrectionHelp: {
    id: 'qr.settings.errorCorrectionHelp',
    defaultMessage: 'Higher levels still scan when part of the code is scratched or covered.',
  },
  ecL: { id: 'qr.settings.ec.L', defaultMessage: 'Low (7%)' },
  ecM: { id: 'qr.settings.ec.M', defaultMessage: 'Medium (15%)' },
  ecQ: { id: 'qr.settings.ec.Q', defaultMessage: 'Quartile (25%)' },
  ecH: { id: 'qr.settings.ec.H', defaultMessage: 'High (30%)' },
  cardSection: { id: 'qr.settings.cardSection', defaultMessage: 'QR card branding' },
  headline: { id: 'qr.settings.headline', defaultMessage: 'Headline' },
  callToAction: { id: 'qr.settings.callToAction', defaultMessage: 'Call to action' },
  brandName: { id: 'qr.settings.brandName', defaultMessage: 'Brand name' },
  accentColor: { id: 'qr.settings.accentColor', defaultMessage: 'Accent colour' },
  cardBackground: { id: 'qr.settings.cardBackground', defaultMessage: 'Card background colour' },
  textColor: { id: 'qr.settings.textColor', defaultMessage: 'Text colour' },
  layout: { id: 'qr.settings.layout', defaultMessage: 'Layout' },
  layoutClassic: { id: 'qr.settings.layout.classic', defaultMessage: 'Classic (colour band)' },
  layoutMinimal: { id: 'qr.settings.layout.minimal', defaultMessage: 'Minimal (thin lines)' },
  done: { id: 'qr.settings.done', defaultMessage: 'Done' },
});

const pickColor = defineMessage<{ field: string }>({
  id: 'qr.settings.pickColor',
  defaultMessage: 'Pick {field}',
});

const optionalCount = defineMessage<{ count: number; max: number }>({
  id: 'qr.settings.optionalCount',
  defaultMessage: 'Optional; leave empty to leave it off the card · {count, number}/{max, number}',
});

const ecLabels = {
  L: qrSettingsMessages.ecL,
  M: qrSettingsMessages.ecM,
  Q: qrSettingsMessages.ecQ,
  H: qrSettingsMessages.ecH,
} as const;
const layoutLabels = {
  classic: qrSettingsMessages.layoutClassic,
  minimal: qrSettingsMessages.layoutMinimal,
} as const;

export interface QrSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  qrStyle: QrStyle;
  card: CardDesign;
  onQrStyleChange: (next: QrStyle) => void;
  onCardChange: (next: CardDesign) => void;
  /** Translated errors by dot path ('qrStyle.foreground', 'card.headline'). */
  errors: Record<string, string | undefined>;
  /** Live preview of what is being edited. */
  preview?: React.ReactNode;
}

/** "Click to edit": colours, error correction and card branding, previewed live behind it. */
export function QrSettingsDialog(props: QrSettingsDialogProps) {
  const { open, onClose, qrStyle, card, onQrStyleChange, onCardChange, errors, preview } = props;
  const intl = useIntl();
  const t = (message: (typeof qrSettingsMessages)[keyof typeof qrSettingsMessages]) =>
    intl.formatMessage(message);

  const color = (
    label: keyof typeof qrSettingsMessages,
    path: string,
    value: string,
    onChange: (value: string) => void,
  ) => (
    <ColorField
      name={path}
      label={t(qrSettingsMessages[label])}
      pickerLabel={intl.formatMessage(pickColor, {
        field: t(qrSettingsMessages[label]).toLowerCase(),
      })}
      value={value}
      onChange={onChange}
      error={errors[path]}
    />
  );

  const text = (label: 'headline' | 'callToAction' | 'brandName', max: number) => (
    <TextField
      name={`card.${label}`}
      label={t(qrSettingsMessages[label])}
      value={card[label]}
      onChange={(event) => onCardChange({ ...card, [label]: event.target.value })}
      error={Boolean(errors[`card.${label}`])}
      helperText={
        errors[`card.${label}`] ??
        intl.formatMessage(optionalCount, { count: card[label].length, max })
      }
      size="small"
      fullWidth
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="qr-settings-title"
    >
      <DialogTitle id="qr-settings-title">{t(qrSettingsMessages.title)}</DialogTitle>
      <DialogContent dividers>
        {preview && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{preview}</Box>}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
          <FormattedMessage {...qrSettingsMessages.qrSection} />
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            {color('foreground', 'qrStyle.foreground', qrStyle.foreground, (foreground) =>
              onQrStyleChange({ ...qrStyle, foreground }),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {color('background', 'qrStyle.background', qrStyle.background, (background) =>
              onQrStyleChange({ ...qrStyle, background }),
            )}
          </Grid>
          <Grid size={12}>
            <QrContrastWarning qrStyle={qrStyle} />
          </Grid>
          <Grid size={12}>
            <TextField
              select
              name="qrStyle.errorCorrection"
              label={t(qrSettingsMessages.errorCorrection)}
              helperText={t(qrSettingsMessages.errorCorrectionHelp)}
              value={qrStyle.errorCorrection}
              onChange={(event) =>
                onQrStyleChange({
                  ...qrStyle,
                  errorCorrection: event.target.value as QrStyle['errorCorrection'],
                })
              }
              size="small"
              fullWidth
            >
              {QR_ERROR_CORRECTION_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {t(ecLabels[level])}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>

        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.5 }}>
          <FormattedMessage {...qrSettingsMessages.cardSection} />
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>{text('headline', CARD_TEXT_MAX_LENGTH)}</Grid>
          <Grid size={12}>{text('callToAction', CARD_TEXT_MAX_LENGTH)}</Grid>
          {/* Issue 8 (trust): warn about wording that asks only happy customers. */}
          <Grid size={12}>
            <PositiveOnlyWarning texts={[card.headline, card.callToAction]} />
          </Grid>
          <Grid size={12}>{text('brandName', BRAND_NAME_MAX_LENGTH)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {color('accentColor', 'card.accentColor', card.accentColor, (accentColor) =>
              onCardChange({ ...card, accentColor }),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {color(
              'cardBackground',
              'card.backgroundColor',
              card.backgroundColor,
              (backgroundColor) => onCardChange({ ...card, backgroundColor }),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {color('textColor', 'card.textColor', card.textColor, (textColor) =>
              onCardChange({ ...card, textColor }),
            )}
          </Grid>
          <Grid size={12}>
            <TextField
              select
              name="card.layout"
              label={t(qrSettingsMessages.layout)}
              value={card.layout}
              onChange={(event) =>
                onCardChange({ ...card, layout: event.target.value as CardDesign['layout'] })
              }
              size="small"
              fullWidth
            >
              {CARD_LAYOUTS.map((layout) => (
                <MenuItem key={layout} value={layout}>
                  {t(layoutLabels[layout])}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage {...qrSettingsMessages.done} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
