import { CARD_DPI, CARD_HEIGHT_IN, CARD_HEIGHT_PX, CARD_WIDTH_IN, CARD_WIDTH_PX } from '@shared';
import { PDFDocument, rgb } from 'pdf-lib';

/**
 * A4 print sheet: cards at their real size (3.5 × 5 in) in a 2 × 2 grid per page, each with crop
 * marks just outside its corners. PDF units are points (1/72 in); each card PNG (1050 × 1500 px)
 * is placed at 252 × 360 pt, i.e. exactly 300 dpi.
 */
export const POINTS_PER_INCH = 72;
const POINTS_PER_MM = POINTS_PER_INCH / 25.4;
export const A4_POINTS = { width: 210 * POINTS_PER_MM, height: 297 * POINTS_PER_MM } as const;

const SHEET = {
  columns: 2,
  rows: 2,
  /** Gap between neighbouring cards, room for the crop marks of both. */
  gapMm: 10,
  /** Crop marks start this far from the card edge and are this long. */
  markOffsetMm: 2,
  markLengthMm: 5,
  markWidthPt: 0.5,
} as const;

const CARDS_PER_PAGE = SHEET.columns * SHEET.rows;
const CARD_W = CARD_WIDTH_IN * POINTS_PER_INCH;
const CARD_H = CARD_HEIGHT_IN * POINTS_PER_INCH;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface SheetPage {
  cards: Rect[];
  marks: Line[];
}

/** Crop marks of one card: two short lines at each corner, in line with its edges. */
function cropMarks(card: Rect): Line[] {
  const offset = SHEET.markOffsetMm * POINTS_PER_MM;
  const length = SHEET.markLengthMm * POINTS_PER_MM;
  const lines: Line[] = [];
  const xs = [card.x, card.x + card.width];
  const ys = [card.y, card.y + card.height];
  for (const x of xs) {
    for (const y of ys) {
      const outX = x === card.x ? -1 : 1;
      const outY = y === card.y ? -1 : 1;
      lines.push({ x1: x + outX * offset, y1: y, x2: x + outX * (offset + length), y2: y });
      lines.push({ x1: x, y1: y + outY * offset, x2: x, y2: y + outY * (offset + length) });
    }
  }
  return lines;
}

/** Where each of `count` cards goes, page by page (PDF origin: bottom left). */
export function planPrintSheet(count: number): SheetPage[] {
  const gap = SHEET.gapMm * POINTS_PER_MM;
  const gridWidth = SHEET.columns * CARD_W + (SHEET.columns - 1) * gap;
  const gridHeight = SHEET.rows * CARD_H + (SHEET.rows - 1) * gap;
  const left = (A4_POINTS.width - gridWidth) / 2;
  const top = A4_POINTS.height - (A4_POINTS.height - gridHeight) / 2;
  const pages: SheetPage[] = [];
  let page: SheetPage | undefined;
  for (let index = 0; index < count; index++) {
    const slot = index % CARDS_PER_PAGE;
    if (slot === 0 || !page) {
      page = { cards: [], marks: [] };
      pages.push(page);
    }
    const column = slot % SHEET.columns;
    const row = Math.floor(slot / SHEET.columns);
    const card: Rect = {
      x: left + column * (CARD_W + gap),
      y: top - (row + 1) * CARD_H - row * gap,
      width: CARD_W,
      height: CARD_H,
    };
    page.cards.push(card);
    page.marks.push(...cropMarks(card));
  }
  return pages;
}

/** The PDF from card PNGs (CARD_WIDTH_PX × CARD_HEIGHT_PX each), in order. */
export async function buildPrintSheetPdf(
  cardPngs: Uint8Array[],
  title: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('QR Reviews');
  const plan = planPrintSheet(cardPngs.length);
  const pngs = cardPngs.values();
  for (const pagePlan of plan) {
    const page = pdf.addPage([A4_POINTS.width, A4_POINTS.height]);
    for (const rect of pagePlan.cards) {
      const png = pngs.next();
      // The plan has one card per image: running out is a bug, said clearly.
      if (png.done) throw new Error('The print sheet plans more cards than it has images');
      const image = await pdf.embedPng(png.value);
      if (image.width !== CARD_WIDTH_PX || image.height !== CARD_HEIGHT_PX) {
        throw new Error(
          `Card image is ${image.width}×${image.height}, not ${CARD_WIDTH_PX}×${CARD_HEIGHT_PX} (${CARD_DPI} dpi)`,
        );
      }
      page.drawImage(image, rect);
    }
    for (const mark of pagePlan.marks) {
      page.drawLine({
        start: { x: mark.x1, y: mark.y1 },
        end: { x: mark.x2, y: mark.y2 },
        thickness: SHEET.markWidthPt,
        color: rgb(0, 0, 0),
      });
    }
  }
  return pdf.save();
}
