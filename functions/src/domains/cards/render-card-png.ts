/**
 * Server-side card PNG: the shared card SVG (shared/card-svg.ts, also drawn by the page) rasterised
 * by resvg at 300 dpi with the bundled Noto Sans fonts.
 *
 * Why resvg and not sharp: resvg is a complete SVG renderer that takes font files directly
 * (fontFiles, no system fonts), so the output does not depend on what the Cloud Functions image or
 * a developer's machine has installed; sharp draws text through fontconfig/system fonts (boxes
 * where none are installed) and would need the SVG turned into its own drawing calls. Both install
 * prebuilt from npm with nothing downloaded at install time.
 */
import { CARD_DPI, CARD_FONT_FAMILY, LOGO_CONTENT_TYPES } from '../../shared/index.js';
import { buildCardSvg, type CardSvgInput } from '../../shared/card-svg.js';
import { CARD_FONT_FILES } from './fonts.js';
import { withPhysicalDpi } from './png-phys.js';
import { isOneOf } from '../../shared/narrow.js';

export type RenderCardInput = CardSvgInput;

const RESVG_OPTIONS = {
  font: {
    fontFiles: [CARD_FONT_FILES.regular, CARD_FONT_FILES.bold],
    loadSystemFonts: false,
    defaultFontFamily: CARD_FONT_FAMILY,
  },
  fitTo: { mode: 'original' as const },
  dpi: CARD_DPI,
  shapeRendering: 2 as const,
  textRendering: 1 as const,
  logLevel: 'off' as const,
};

/** Renders the card to a PNG of CARD_WIDTH_PX × CARD_HEIGHT_PX carrying a 300 dpi pHYs chunk. */
export async function renderCardPng(input: RenderCardInput): Promise<Buffer> {
  // Imported on the first render: every function shares index.js, and reviewApi's cold start
  // should not load the native renderer it never uses.
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(buildCardSvg(input), RESVG_OPTIONS);
  return withPhysicalDpi(image.asPng(), CARD_DPI);
}

/**
 * The logo as a data: URL for the SVG, or null when it cannot be used safely: an SVG logo must not
 * reference anything outside itself (the upload is sanitised in the browser; this is the server's
 * own check, since resvg would otherwise try to load a referenced file).
 */
export function logoDataUrl(bytes: Buffer, contentType: string): string | null {
  if (!isOneOf(LOGO_CONTENT_TYPES, contentType)) return null;
  if (contentType === 'image/svg+xml') {
    const text = bytes.toString('utf8');
    const external = /(?:href|src)\s*=\s*["'](?!#|data:image\/(?:png|jpeg);)/i;
    if (external.test(text) || /<script|url\(\s*["']?(?!#)/i.test(text)) return null;
  }
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}
