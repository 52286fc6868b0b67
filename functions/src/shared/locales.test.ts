import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES } from './locales.js';

describe('locales (spec §2)', () => {
  it('are exactly the 23 supported codes, without duplicates', () => {
    expect(LOCALES).toHaveLength(23);
    expect(new Set(LOCALES).size).toBe(23);
    expect([...LOCALES].sort()).toEqual(
      [
        'bg',
        'cs',
        'da',
        'de',
        'el',
        'en',
        'es',
        'et',
        'fi',
        'fr',
        'ga',
        'hr',
        'hu',
        'it',
        'lt',
        'lv',
        'nl',
        'pl',
        'pt',
        'ro',
        'sk',
        'sl',
        'sv',
      ].sort(),
    );
  });

  it('default to a supported locale', () => {
    expect(isLocale(DEFAULT_LOCALE)).toBe(true);
  });

  it.each([
    ['ro', true],
    ['en', true],
    ['RO', false],
    ['en-US', false],
    ['', false],
    [undefined, false],
    [7, false],
  ])('isLocale(%j) = %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});
