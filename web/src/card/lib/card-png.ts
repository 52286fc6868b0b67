import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@shared';
import domtoimage from 'dom-to-image-more';
import { ensureCardFonts } from './card-font';

/**
 * Rasterises a card canvas element (CARD_WIDTH_PX × CARD_HEIGHT_PX, see QrCard) into the print PNG:
 * 3.5 × 5 in at 300 dpi = 1050 × 1500 px. The on-screen card is the same element shrunk with a CSS
 * transform, which is removed for the capture, so the PNG has exactly the print size.
 */
export async function cardPngBlob(canvas: HTMLElement): Promise<Blob> {
  await ensureCardFonts(); // captured text must be in the card font, not a fallback
  return domtoimage.toBlob(canvas, {
    width: CARD_WIDTH_PX,
    height: CARD_HEIGHT_PX,
    style: { transform: 'none', margin: '0' },
  });
}

/**
 * For cards that are not on screen (bulk downloads from the product list): mounts the card's SVG
 * in an off-screen canvas element, captures it, removes it.
 */
export async function cardSvgPngBlob(svg: string): Promise<Blob> {
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
    return await cardPngBlob(canvas);
  } finally {
    host.remove();
  }
}
