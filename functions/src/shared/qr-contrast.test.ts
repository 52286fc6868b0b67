import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  QR_MIN_CONTRAST,
  qrContrastWarnings,
  relativeLuminance,
} from './qr-contrast.js';

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it.each([
    [{ foreground: '#000000', background: '#ffffff' }, []],
    [{ foreground: '#1565c0', background: '#ffffff' }, []],
    [{ foreground: '#aaaaaa', background: '#ffffff' }, ['lowContrast']],
    [{ foreground: '#ffffff', background: '#000000' }, ['inverted']],
    [{ foreground: '#ffff00', background: '#ffffff' }, ['lowContrast']],
    [{ foreground: '#eeeeee', background: '#dddddd' }, ['lowContrast', 'inverted']],
  ])('%j → %j', (style, expected) => {
    expect(qrContrastWarnings(style)).toEqual(expected);
  });

  it('draws the line at 3:1', () => {
    expect(QR_MIN_CONTRAST).toBe(3);
    // #959595 on white is just under 3:1, #949494 just over.
    expect(contrastRatio('#959595', '#ffffff')).toBeLessThan(3);
    expect(qrContrastWarnings({ foreground: '#959595', background: '#ffffff' })).toEqual([
      'lowContrast',
    ]);
    expect(contrastRatio('#949494', '#ffffff')).toBeGreaterThan(3);
    expect(qrContrastWarnings({ foreground: '#949494', background: '#ffffff' })).toEqual([]);
  });
});
