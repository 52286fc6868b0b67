import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {
  contrastRatio,
  HexColor,
  qrContrastWarnings,
  type QrContrastWarning,
  type QrStyle,
} from '@shared';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';

const messages = {
  lowContrast: defineMessage<{ ratio: string }>({
    id: 'qr.contrast.low',
    defaultMessage:
      'These colours have too little contrast ({ratio}:1; at least 3:1 is needed). Phones may fail to scan this code.',
  }),
  inverted: defineMessage<{ ratio: string }>({
    id: 'qr.contrast.inverted',
    defaultMessage:
      'The code is lighter than its background. Many scanner apps cannot read inverted codes: use a dark code on a light background.',
  }),
};

/** Warns (never blocks) when a QR colour pair would be hard to scan; rules: @shared/qr-contrast. */
export function QrContrastWarning({
  qrStyle,
}: {
  qrStyle: Pick<QrStyle, 'foreground' | 'background'>;
}) {
  const intl = useIntl();
  if (!v.is(HexColor, qrStyle.foreground) || !v.is(HexColor, qrStyle.background)) return null;
  const warnings: QrContrastWarning[] = qrContrastWarnings(qrStyle);
  if (warnings.length === 0) return null;
  const ratio = intl.formatNumber(contrastRatio(qrStyle.foreground, qrStyle.background), {
    maximumFractionDigits: 1,
  });
  return (
    <Stack spacing={1} data-testid="qr-contrast-warning">
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          <FormattedMessage {...messages[warning]} values={{ ratio }} />
        </Alert>
      ))}
    </Stack>
  );
}
