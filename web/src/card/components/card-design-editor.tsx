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
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import {
  cardEditorMessages as m,
  layoutNameMessage,
  optionalCountMessage,
  pickColorMessage,
} from '../messages';
import { CardDesignWarnings } from './card-design-warnings';
import { ColorField } from './color-field';
import { isOneOf } from '@shared/narrow';

const ecLabels = { L: m.ecL, M: m.ecM, Q: m.ecQ, H: m.ecH } as const;

export interface CardDesignEditorProps {
  card: CardDesign;
  qrStyle: QrStyle;
  onCardChange: (next: CardDesign) => void;
  onQrStyleChange: (next: QrStyle) => void;
  /** Translated errors to show, by dot path ('qrStyle.foreground', 'card.headline'). */
  errors: Record<string, string | undefined>;
}

/**
 * The one card design editor: QR colours and error correction, the card's texts, colours and
 * layout, and the design's warnings (CardDesignWarnings). Used by the product's "Click to edit"
 * dialog and by the template editor, which add their own fields around it. Controlled: it shows
 * what it is given and reports every change.
 */
export function CardDesignEditor(props: CardDesignEditorProps) {
  const { card, qrStyle, onCardChange, onQrStyleChange, errors } = props;
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);

  const color = (
    label: MessageDescriptor,
    path: string,
    value: string,
    set: (v: string) => void,
  ) => (
    <ColorField
      name={path}
      label={t(label)}
      pickerLabel={intl.formatMessage(pickColorMessage, { field: t(label) })}
      value={value}
      onChange={set}
      error={errors[path]}
    />
  );

  const text = (key: 'headline' | 'callToAction' | 'brandName', max: number) => (
    <TextField
      name={`card.${key}`}
      label={t(m[key])}
      value={card[key]}
      onChange={(event) => onCardChange({ ...card, [key]: event.target.value })}
      error={Boolean(errors[`card.${key}`])}
      helperText={
        errors[`card.${key}`] ??
        intl.formatMessage(optionalCountMessage, { count: card[key].length, max })
      }
      size="small"
      fullWidth
    />
  );

  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        <FormattedMessage {...m.qrSection} />
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          {color(m.foreground, 'qrStyle.foreground', qrStyle.foreground, (foreground) =>
            onQrStyleChange({ ...qrStyle, foreground }),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {color(m.background, 'qrStyle.background', qrStyle.background, (background) =>
            onQrStyleChange({ ...qrStyle, background }),
          )}
        </Grid>
        <Grid size={12}>
          <TextField
            select
            name="qrStyle.errorCorrection"
            label={t(m.errorCorrection)}
            helperText={t(m.errorCorrectionHelp)}
            value={qrStyle.errorCorrection}
            onChange={({ target: { value } }) => {
              if (isOneOf(QR_ERROR_CORRECTION_LEVELS, value)) {
                onQrStyleChange({ ...qrStyle, errorCorrection: value });
              }
            }}
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
        <FormattedMessage {...m.cardSection} />
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>{text('headline', CARD_TEXT_MAX_LENGTH)}</Grid>
        <Grid size={12}>{text('callToAction', CARD_TEXT_MAX_LENGTH)}</Grid>
        <Grid size={12}>{text('brandName', BRAND_NAME_MAX_LENGTH)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {color(m.accentColor, 'card.accentColor', card.accentColor, (accentColor) =>
            onCardChange({ ...card, accentColor }),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {color(
            m.cardBackground,
            'card.backgroundColor',
            card.backgroundColor,
            (backgroundColor) => onCardChange({ ...card, backgroundColor }),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {color(m.textColor, 'card.textColor', card.textColor, (textColor) =>
            onCardChange({ ...card, textColor }),
          )}
        </Grid>
        <Grid size={12}>
          <TextField
            select
            name="card.layout"
            label={t(m.layout)}
            value={card.layout}
            onChange={({ target: { value } }) => {
              if (isOneOf(CARD_LAYOUTS, value)) onCardChange({ ...card, layout: value });
            }}
            size="small"
            fullWidth
          >
            {CARD_LAYOUTS.map((layout) => (
              <MenuItem key={layout} value={layout}>
                {intl.formatMessage(layoutNameMessage, { layout })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <CardDesignWarnings card={card} qrStyle={qrStyle} />
        </Grid>
      </Grid>
    </>
  );
}
