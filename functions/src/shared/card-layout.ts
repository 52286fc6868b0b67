/**
 * Geometry of the printable QR card, one home for the page (in-page card, template preview),
 * the server renderer (functions/src/domains/cards/render-card-png.ts) and the A4 print sheet.
 *
 * Every number is in card pixels at CARD_DPI: the SVG viewBox is 0 0 CARD_WIDTH_PX CARD_HEIGHT_PX,
 * the server renders it 1:1 into the PNG, the page scales it down. buildCardSvg() (card-svg.ts)
 * is the only code that turns this geometry into a picture, so the card in the page and the
 * downloaded PNG are the same drawing.
 *
 * Note (engineer E, templates): a first version of this file by the products engineer was
 * overwritten by mistake at 20:05 when both created it at once; this version follows product.ts
 * (classic = header band, minimal = rule lines). Extend it freely. No star imagery (docs/decisions.md, "Trust"): a
 * row of five stars suggests the expected answer, which Amazon's and the FTC's review rules
 * forbid on an insert that asks for a review.
 */
import type { CARD_LAYOUTS } from './schemas/product.js';

export type CardLayout = (typeof CARD_LAYOUTS)[number];

export const CARD_DPI = 300;
/** 3.5 × 5 in (88.9 × 127 mm): four fit an A4 sheet with room for crop marks. */
export const CARD_WIDTH_IN = 3.5;
export const CARD_HEIGHT_IN = 5;
export const CARD_WIDTH_PX = CARD_WIDTH_IN * CARD_DPI; // 1050
export const CARD_HEIGHT_PX = CARD_HEIGHT_IN * CARD_DPI; // 1500

/** The bundled TTFs' own family name (Noto Sans 400/700), which resvg matches on the server. */
export const CARD_FONT_FAMILY = 'Noto Sans';
/**
 * The name the page registers the same TTF files under (web/src/lib/card-font.ts): a name of its
 * own, so loading the card font never changes the app's system-font UI.
 */
export const CARD_PAGE_FONT_FAMILY = 'QR Card Noto Sans';
/** font-family of every text in the card SVG: the page's copy first, then the font's own name. */
export const CARD_FONT_FAMILY_LIST = `'${CARD_PAGE_FONT_FAMILY}', '${CARD_FONT_FAMILY}'`;
export const CARD_FONT_WEIGHTS = { regular: 400, bold: 700 } as const;
export type CardFontWeight = keyof typeof CARD_FONT_WEIGHTS;

/** Quiet zone around the QR code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE_MODULES = 4;

/** A block of text centred on `centerX`, wrapped to `maxWidth`, at most `maxLines` lines. */
export interface CardTextBox {
  centerX: number;
  /** Top of the box; lines are centred vertically inside maxLines × lineHeight. */
  top: number;
  maxWidth: number;
  fontSize: number;
  lineHeight: number;
  maxLines: number;
  weight: CardFontWeight;
}

export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardLayoutGeometry {
  /** Coloured band across the top in the accent colour (classic), or none. */
  band: CardRect | null;
  /** Horizontal accent rule lines (minimal): y of each line's centre, width, stroke. */
  rules: { ys: number[]; width: number; strokeWidth: number } | null;
  /** Logo image, fitted inside this box keeping its aspect ratio. */
  logo: CardRect;
  /** Brand name; drawn only when the card has one. */
  brand: CardTextBox;
  headline: CardTextBox;
  /** Square that holds the QR code including its quiet zone. */
  qr: CardRect;
  title: CardTextBox;
  callToAction: CardTextBox;
}

/**
 * The product title shrinks down to this size (about 5 pt at 300 dpi) so that a title of up to
 * 255 characters fits its box whole (card-text.ts, fitCardText).
 */
export const CARD_TITLE_MIN_FONT_SIZE = 22;

const CX = CARD_WIDTH_PX / 2;

export const CARD_LAYOUT_GEOMETRY: Record<CardLayout, CardLayoutGeometry> = {
  classic: {
    band: { x: 0, y: 0, width: CARD_WIDTH_PX, height: 260 },
    rules: null,
    logo: { x: 50, y: 50, width: 160, height: 160 },
    brand: {
      centerX: CX + 90,
      top: 92,
      maxWidth: 690,
      fontSize: 56,
      lineHeight: 76,
      maxLines: 1,
      weight: 'bold',
    },
    headline: {
      centerX: CX,
      top: 296,
      maxWidth: 930,
      fontSize: 58,
      lineHeight: 76,
      maxLines: 2,
      weight: 'bold',
    },
    qr: { x: CX - 280, y: 548, width: 560, height: 560 },
    title: {
      centerX: CX,
      top: 1128,
      maxWidth: 930,
      fontSize: 44,
      lineHeight: 58,
      maxLines: 2,
      weight: 'regular',
    },
    callToAction: {
      centerX: CX,
      top: 1272,
      maxWidth: 930,
      fontSize: 50,
      lineHeight: 66,
      maxLines: 2,
      weight: 'bold',
    },
  },
  minimal: {
    band: null,
    rules: { ys: [292, 1316], width: 880, strokeWidth: 6 },
    logo: { x: CX - 100, y: 64, width: 200, height: 128 },
    brand: {
      centerX: CX,
      top: 204,
      maxWidth: 880,
      fontSize: 40,
      lineHeight: 56,
      maxLines: 1,
      weight: 'regular',
    },
    headline: {
      centerX: CX,
      top: 314,
      maxWidth: 880,
      fontSize: 54,
      lineHeight: 70,
      maxLines: 2,
      weight: 'bold',
    },
    qr: { x: CX - 310, y: 536, width: 620, height: 620 },
    title: {
      centerX: CX,
      top: 1176,
      maxWidth: 880,
      fontSize: 42,
      lineHeight: 56,
      maxLines: 2,
      weight: 'regular',
    },
    callToAction: {
      centerX: CX,
      top: 1336,
      maxWidth: 880,
      fontSize: 44,
      lineHeight: 58,
      maxLines: 2,
      weight: 'bold',
    },
  },
};
