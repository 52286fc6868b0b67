import Stack from '@mui/material/Stack';
import type { CardDesign, QrStyle } from '@shared';
import { PositiveOnlyWarning } from './positive-only-warning';
import { QrContrastWarning } from './qr-contrast-warning';

/**
 * Every warning about a card design, in the one place the design editor shows them (for the
 * product dialog and the template editor alike). Warnings advise, they never block saving.
 * Today: QR colours that scan badly, and a headline or call to action that asks only happy
 * customers for a review (docs/decisions.md, "Trust"). Add a design check here and both editors show it.
 */
export function CardDesignWarnings({ card, qrStyle }: { card: CardDesign; qrStyle: QrStyle }) {
  return (
    <Stack spacing={1} data-testid="card-design-warnings" sx={{ '&:empty': { display: 'none' } }}>
      <QrContrastWarning qrStyle={qrStyle} />
      <PositiveOnlyWarning texts={[card.headline, card.callToAction]} />
    </Stack>
  );
}
