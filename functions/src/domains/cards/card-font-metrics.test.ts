import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARD_FONT_ADVANCES } from '../../shared/card-font-metrics.js';
import { measureCardText } from '../../shared/card-text.js';
import { CARD_FONT_FILES } from './fonts.js';
import { readFontMetrics } from './ttf-metrics.js';

/**
 * The shared width table is generated from the bundled TTFs by this test:
 * `UPDATE_CARD_FONT_METRICS=1 npx vitest run --project unit card-font-metrics` rewrites it;
 * a normal run fails if the table and the font files disagree.
 */
const TABLE_FILE = fileURLToPath(new URL('../../shared/card-font-metrics.ts', import.meta.url));

/** Latin (basic, Latin-1, Extended-A/B), combining marks, Greek, Cyrillic, punctuation, €. */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x300, 0x36f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

function generate(): string {
  const weights = Object.keys(CARD_FONT_FILES) as (keyof typeof CARD_FONT_FILES)[];
  const metrics = weights.map((weight) => readFontMetrics(readFileSync(CARD_FONT_FILES[weight])));
  const unitsPerEm = metrics[0]!.unitsPerEm;
  const out: string[] = [
    '// Generated from the bundled Noto Sans TTFs by functions/src/domains/cards/card-font-metrics.test.ts',
    '// (UPDATE_CARD_FONT_METRICS=1). Do not edit by hand.',
    `export const CARD_FONT_UNITS_PER_EM = ${unitsPerEm};`,
    '',
    '/** Advance widths in font units: [first code point, widths of consecutive code points]. */',
    '// prettier-ignore',
    'export const CARD_FONT_ADVANCES = {',
  ];
  weights.forEach((weight, index) => {
    const font = metrics[index]!;
    if (font.unitsPerEm !== unitsPerEm) throw new Error('Weights differ in unitsPerEm');
    out.push(`  ${weight}: [`);
    for (const [first, last] of RANGES) {
      const widths: number[] = [];
      for (let cp = first; cp <= last; cp++) widths.push(font.advance(cp));
      out.push(`    [0x${first.toString(16)}, [`);
      for (let i = 0; i < widths.length; i += 16) {
        out.push(`      ${widths.slice(i, i + 16).join(', ')},`);
      }
      out.push('    ]],');
    }
    out.push('  ],');
  });
  out.push('} as const;', '');
  return out.join('\n');
}

describe('card font metrics table', () => {
  it('matches the bundled TTF files', () => {
    const expected = generate();
    if (process.env.UPDATE_CARD_FONT_METRICS) writeFileSync(TABLE_FILE, expected);
    expect(readFileSync(TABLE_FILE, 'utf8')).toBe(expected);
  });

  it('covers the letters of Latin, Romanian, Bulgarian and Greek text', () => {
    const regular = readFontMetrics(readFileSync(CARD_FONT_FILES.regular));
    const samples = 'AaZzĂăÂâÎîȘșȚțŞşŢţÄÖÜßÉÈçñøåŁłŐőŽžБбЖжЩщЪъЮюЯяΑαΒβΓγΩωΆάΐ€–—…';
    for (const char of samples) expect(regular.has(char.codePointAt(0)!), char).toBe(true);
    expect(CARD_FONT_ADVANCES.bold.length).toBe(CARD_FONT_ADVANCES.regular.length);
  });

  it('measures text from the table in card pixels', () => {
    const regular = readFontMetrics(readFileSync(CARD_FONT_FILES.regular));
    const text = 'Șapte căței Ωμέγα Щука';
    const units = Array.from(text).reduce((sum, c) => sum + regular.advance(c.codePointAt(0)!), 0);
    expect(measureCardText(text, 'regular', 50)).toBeCloseTo((units * 50) / regular.unitsPerEm, 6);
  });
});
