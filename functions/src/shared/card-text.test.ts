import { describe, expect, it } from 'vitest';
import { CARD_LAYOUT_GEOMETRY, CARD_TITLE_MIN_FONT_SIZE } from './card-layout.js';
import { fitCardText, measureCardText, normalizeCardText, wrapCardText } from './card-text.js';

const box = { maxWidth: 400, maxLines: 2, fontSize: 40, weight: 'regular' as const };

describe('wrapCardText', () => {
  it('keeps short text on one line and collapses whitespace', () => {
    expect(wrapCardText('  Bamboo \n board  ', box)).toEqual(['Bamboo board']);
    expect(normalizeCardText(' a \t b ')).toBe('a b');
    expect(wrapCardText('   ', box)).toEqual([]);
  });

  it('breaks between words, every line within the width', () => {
    const lines = wrapCardText('Cană de cafea din ceramică emailată', box);
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe('Cană de cafea din ceramică emailată');
    for (const line of lines) expect(measureCardText(line, 'regular', 40)).toBeLessThanOrEqual(400);
  });

  it('ends text that does not fit with an ellipsis', () => {
    const lines = wrapCardText(
      'Чаша за кафе от керамика с двойни стени и капак от бамбук, комплект от два броя',
      box,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(measureCardText(lines[1]!, 'regular', 40)).toBeLessThanOrEqual(400);
    // Cut after a whole word: what is left of the last line is the start of the text's words.
    const kept = lines.join(' ').slice(0, -1).split(' ');
    const words = 'Чаша за кафе от керамика с двойни стени и капак от бамбук, комплект от два броя'
      .replace(',', '')
      .split(' ');
    expect(kept.map((w) => w.replace(',', ''))).toEqual(words.slice(0, kept.length));
  });

  it('breaks a word longer than a line between characters', () => {
    const lines = wrapCardText('Ά'.repeat(40), { ...box, maxLines: 3 });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measureCardText(line, 'regular', 40)).toBeLessThanOrEqual(400);
  });

  it('measures bold wider than regular, and scales with the font size', () => {
    expect(measureCardText('Review', 'bold', 40)).toBeGreaterThan(
      measureCardText('Review', 'regular', 40),
    );
    expect(measureCardText('Review', 'regular', 80)).toBeCloseTo(
      2 * measureCardText('Review', 'regular', 40),
    );
  });
});

describe('fitCardText', () => {
  // eMAG's naming standard: brand, type, model, then every attribute; 255 characters.
  const longTitle =
    'Tocator din lemn de bambus Ecosa Kitchen Pro, cu canal pentru suc si manere laterale, ' +
    'reversibil, 45 x 30 x 2 cm, pentru carne, legume si paine, compatibil cu masina de spalat ' +
    'vase, natural, set de 3 bucati cu suport vertical, garantie 2 ani, model 2024 A';

  it.each(['classic', 'minimal'] as const)(
    'shrinks a 255-character title on the %s card until all of it fits its box',
    (layout) => {
      expect(longTitle).toHaveLength(255);
      const box = CARD_LAYOUT_GEOMETRY[layout].title;
      const fitted = fitCardText(longTitle, box, CARD_TITLE_MIN_FONT_SIZE);
      expect(fitted.lines.join(' ')).toBe(longTitle);
      expect(fitted.fontSize).toBeLessThan(box.fontSize);
      expect(fitted.fontSize).toBeGreaterThanOrEqual(CARD_TITLE_MIN_FONT_SIZE);
      expect(fitted.lines.length * fitted.lineHeight).toBeLessThanOrEqual(
        box.maxLines * box.lineHeight,
      );
      for (const line of fitted.lines) {
        expect(measureCardText(line, box.weight, fitted.fontSize)).toBeLessThanOrEqual(
          box.maxWidth,
        );
      }
    },
  );

  it('keeps a short title at the box’s size', () => {
    const box = CARD_LAYOUT_GEOMETRY.classic.title;
    expect(fitCardText('Bamboo board', box, CARD_TITLE_MIN_FONT_SIZE)).toEqual({
      lines: ['Bamboo board'],
      fontSize: box.fontSize,
      lineHeight: box.lineHeight,
    });
  });
});
