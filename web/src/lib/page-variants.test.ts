import { describe, expect, it } from 'vitest';
import { pageVariant, toPageVariants } from './page-variants';

const pages = {
  en: '<main lang="en"><h1>Welcome</h1><p>Sign in <b>now</b></p><span>QR</span></main>',
  ro: '<main lang="ro"><h1>Bine ați venit</h1><p>Conectați-vă <b>acum</b></p><span>QR</span></main>',
  de: '<main lang="de"><h1>Willkommen</h1><p>Jetzt anmelden</p><span>QR</span></main>',
};

describe('page variants', () => {
  it('gives back every locale’s markup exactly', () => {
    const variants = toPageVariants(pages);
    for (const [locale, html] of Object.entries(pages)) {
      expect(pageVariant(variants, locale)).toBe(html);
    }
    expect(pageVariant(variants, 'fr')).toBeUndefined();
  });

  it('sends the shared markup once and only the words per locale', () => {
    const variants = toPageVariants(pages);
    expect(variants.parts).toContain('</h1><p>');
    expect(variants.values.ro).toEqual([
      '<main lang="ro">',
      'Bine ați venit',
      'Conectați-vă ',
      'acum',
    ]);
    // A locale whose markup has another shape (no <b> here) is sent whole.
    expect(variants.values.de).toBe(pages.de);
  });
});
