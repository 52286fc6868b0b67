import Box from '@mui/material/Box';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX, type CardDesign, type Locale, type QrStyle } from '@shared';
import { buildCardSvg } from '@shared/card-svg';
import { forwardRef, useEffect, useMemo } from 'react';
import { ensureCardFonts } from '../lib/card-font';

export interface QrCardProps {
  title: string;
  reviewUrl: string;
  card: CardDesign;
  qrStyle: QrStyle;
  language: Locale;
  logoHref?: string | null;
  /** On-screen width in CSS px; the card keeps its 3.5 : 5 proportions. */
  displayWidth?: number;
  /** Accessible name of the card picture. */
  label: string;
}

export function useCardSvg(props: Omit<QrCardProps, 'displayWidth' | 'label'>): string {
  const { title, reviewUrl, card, qrStyle, language, logoHref } = props;
  return useMemo(
    () => buildCardSvg({ title, reviewUrl, card, qrStyle, language, logoHref }),
    [title, reviewUrl, card, qrStyle, language, logoHref],
  );
}

/**
 * The printable QR card in the page. Self-contained (props only, no context): the drawing is
 * buildCardSvg() from @shared, the same one the server renderer and the template preview use.
 * The ref is the full-size card canvas (CARD_WIDTH_PX × CARD_HEIGHT_PX) that cardPngBlob()
 * captures; on screen it is shrunk with a transform.
 */
export const QrCard = forwardRef<HTMLDivElement, QrCardProps>(function QrCard(
  { displayWidth = 300, label, ...input },
  ref,
) {
  const svg = useCardSvg(input);
  // The bundled card font (same TTF as the server renderer), so the page matches the PNG.
  useEffect(() => {
    void ensureCardFonts();
  }, []);
  const scale = displayWidth / CARD_WIDTH_PX;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: displayWidth,
        height: Math.round(CARD_HEIGHT_PX * scale),
        overflow: 'hidden',
        boxShadow: 3,
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <Box
        ref={ref}
        data-testid="qr-card-canvas"
        sx={{
          width: CARD_WIDTH_PX,
          height: CARD_HEIGHT_PX,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          '& > svg': { display: 'block' },
        }}
        // buildCardSvg escapes every text it embeds.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </Box>
  );
});
