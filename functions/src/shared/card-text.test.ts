import { describe, expect, it } from 'vitest';
import { measureCardText, normalizeCardText, wrapCardText } from './card-text.js';

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
