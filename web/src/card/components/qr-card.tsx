import Box from '@mui/material/Box';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@shared';
import { buildCardSvg } from '@shared/card-svg';
import { useEffect, useMemo } from 'react';
import { useCardLogo } from '../hooks/use-card-logo';
import { ensureCardFonts } from '../lib/card-font';
import { cardInputOf, type CardProduct } from '../lib/product-card';

export interface QrCardProps {
  /** The product whose card this is (the edit screen's draft, a template on a sample product). */
  product: CardProduct;
  /** On-screen width in CSS px; the card keeps its 3.5 : 5 proportions. */
  displayWidth?: number;
  /** Accessible name of the card picture. */
  label: string;
}

/**
 * The printable QR card in the page: the one card view of the product screens, the template
 * editor and list, and Apply Template's preview. It shows buildCardSvg() from @shared with the
 * same inputs and logo as every PNG (productCardPng) and the server renderer, drawn at full size
 * (CARD_WIDTH_PX × CARD_HEIGHT_PX) and shrunk with a transform.
 */
export function QrCard({ product, displayWidth = 300, label }: QrCardProps) {
  const { logoPath, title, reviewUrl, card, qrStyle, language } = cardInputOf(product);
  const logoHref = useCardLogo(logoPath);
  const svg = useMemo(
    () => buildCardSvg({ title, reviewUrl, card, qrStyle, language, logoHref }),
    [title, reviewUrl, card, qrStyle, language, logoHref],
  );
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
}
