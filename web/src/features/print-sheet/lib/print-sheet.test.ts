import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from '@shared';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { A4_POINTS, POINTS_PER_INCH, buildPrintSheetPdf, planPrintSheet } from './print-sheet';

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('planPrintSheet', () => {
  it('puts four cards on a page, at 3.5 × 5 in, inside the page and apart', () => {
    const pages = planPrintSheet(9);
    expect(pages.map((page) => page.cards.length)).toEqual([4, 4, 1]);
    for (const card of pages[0]!.cards) {
      expect(card.width).toBeCloseTo(3.5 * POINTS_PER_INCH);
      expect(card.height).toBeCloseTo(5 * POINTS_PER_INCH);
      expect(card.x).toBeGreaterThan(0);
      expect(card.y).toBeGreaterThan(0);
      expect(card.x + card.width).toBeLessThan(A4_POINTS.width);
      expect(card.y + card.height).toBeLessThan(A4_POINTS.height);
    }
    const [a, b, c, d] = pages[0]!.cards;
    for (const [p, q] of [
      [a, b],
      [a, c],
      [a, d],
      [b, c],
      [b, d],
      [c, d],
    ] as const) {
      expect(overlaps(p!, q!)).toBe(false);
    }
  });

  it('draws eight crop marks per card, outside the card and on the page', () => {
    const [page] = planPrintSheet(1);
    const card = page!.cards[0]!;
    expect(page!.marks).toHaveLength(8);
    for (const mark of page!.marks) {
      const inside = (x: number, y: number) =>
        x > card.x && x < card.x + card.width && y > card.y && y < card.y + card.height;
      expect(inside(mark.x1, mark.y1) || inside(mark.x2, mark.y2)).toBe(false);
      for (const value of [mark.x1, mark.x2]) expect(value).toBeGreaterThan(0);
      // Every mark lies on the extension of one of the card's edges.
      const onEdge =
        [card.x, card.x + card.width].includes(mark.x1) ||
        [card.y, card.y + card.height].includes(mark.y1);
      expect(onEdge).toBe(true);
    }
  });
});

describe('buildPrintSheetPdf', () => {
  // Encodes five 1050×1500 PNGs and a PDF: CPU work that takes 2 s on a quiet 2-core machine.
  it('writes an A4 PDF with one 300 dpi image per card', { timeout: 20_000 }, async () => {
    const png = Uint8Array.from(
      PNG.sync.write(new PNG({ width: CARD_WIDTH_PX, height: CARD_HEIGHT_PX })),
    );
    const bytes = await buildPrintSheetPdf([png, png, png, png, png], 'Cards');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width).toBeCloseTo(A4_POINTS.width, 1);
    expect(height).toBeCloseTo(A4_POINTS.height, 1);
    expect(pdf.getTitle()).toBe('Cards');
  });

  it('refuses images that are not card-sized', async () => {
    const small = Uint8Array.from(PNG.sync.write(new PNG({ width: 10, height: 10 })));
    await expect(buildPrintSheetPdf([small], 'x')).rejects.toThrow(/not 1050×1500/);
  });
});
