import Stack from '@mui/material/Stack';
import type { CardDesign, QrStyle } from '@shared';
import { QrContrastWarning } from './qr-contrast-warning';

/**
 * Every warning about a card design, in the one place the design editor shows them (for the
 * product dialog and the template editor alike). Warnings advise, they never block saving.
 * Today: QR colours that scan badly. Add a design check here and both editors show it.
 */
export function CardDesignWarnings({ qrStyle }: { card: CardDesign; qrStyle: QrStyle }) {
  return (
    <Stack spacing={1} data-testid="card-design-warnings" sx={{ '&:empty': { display: 'none' } }}>
      <QrContrastWarning qrStyle={qrStyle} />
    </Stack>
  );
}
