import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@shared';
import domtoimage from 'dom-to-image-more';
import { ensureCardFonts } from './card-font';

/**
 * Rasterises a card SVG (buildCardSvg) into the print PNG: 3.5 × 5 in at 300 dpi = 1050 × 1500
 * px. The SVG is mounted at full size in an off-screen element, captured with the card font
 * loaded, and removed.
 */
export async function cardSvgPngBlob(svg: string): Promise<Blob> {
  await ensureCardFonts(); // captured text must be in the card font, not a fallback
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = `position:fixed;top:0;left:${-2 * CARD_WIDTH_PX}px;pointer-events:none;`;
  const canvas = document.createElement('div');
  canvas.style.cssText = `width:${CARD_WIDTH_PX}px;height:${CARD_HEIGHT_PX}px;`;
  // buildCardSvg escapes every text it embeds.
  canvas.innerHTML = svg;
  host.append(canvas);
  document.body.append(host);
  try {
    return await domtoimage.toBlob(canvas, {
      width: CARD_WIDTH_PX,
      height: CARD_HEIGHT_PX,
      style: { transform: 'none', margin: '0' },
    });
  } finally {
    host.remove();
  }
}
