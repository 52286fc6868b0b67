import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE } from './product.js';
import { TemplateInput, isOwnLogoPath, templateDesign } from './template.js';

const valid = {
  name: ' Spring ',
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thanks' },
  qrStyle: DEFAULT_QR_STYLE,
  logoPath: '',
  language: 'ro',
};

describe('TemplateInput', () => {
  it('accepts a valid template and trims the name', () => {
    const result = v.safeParse(TemplateInput, valid);
    expect(result.success && result.output.name).toBe('Spring');
  });

  it('refuses bad fields with message keys the web app translates', () => {
    const issue = (data: unknown) => {
      const result = v.safeParse(TemplateInput, data);
      return result.success ? null : result.issues[0]!.message;
    };
    expect(issue({ ...valid, name: '  ' })).toBe('templateName.required');
    expect(issue({ ...valid, name: 'x'.repeat(61) })).toBe('templateName.tooLong');
    expect(issue({ ...valid, language: 'xx' })).toBe('choice.invalid');
    expect(issue({ ...valid, card: { ...valid.card, accentColor: 'red' } })).toBe('color.invalid');
  });

  it('copies the design parts for a product', () => {
    const design = templateDesign(v.parse(TemplateInput, valid));
    expect(design).toEqual({ card: valid.card, qrStyle: valid.qrStyle });
    expect(design.card).not.toBe(valid.card);
  });
});

describe('isOwnLogoPath', () => {
  it('accepts only the uid’s own logo files', () => {
    expect(isOwnLogoPath('logos/u1/logo-1.png', 'u1')).toBe(true);
    expect(isOwnLogoPath('logos/u2/logo-1.png', 'u1')).toBe(false);
    expect(isOwnLogoPath('logos/u1/a/b.png', 'u1')).toBe(false);
    expect(isOwnLogoPath('cards/u1/p.png', 'u1')).toBe(false);
  });
});
