import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_DESIGN, DEFAULT_QR_STYLE } from './product.js';
import {
  TEMPLATE_JOB_MAX_PRODUCTS,
  TemplateInput,
  TemplateJobRequest,
  isOwnLogoPath,
  templateDesign,
} from './template.js';

const valid = {
  name: ' Spring ',
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thanks' },
  qrStyle: DEFAULT_QR_STYLE,
  logoPath: '',
  language: 'ro',
  complianceMode: true,
};

describe('TemplateInput', () => {
  it('accepts a valid template and trims the name', () => {
    const result = v.safeParse(TemplateInput, valid);
    expect(result.success && result.output.name).toBe('Spring');
  });

  it('refuses bad fields with message keys the web app translates', () => {
    const issue = (data: unknown) => {
      const result = v.safeParse(TemplateInput, data);
      return result.success ? null : result.issues[0].message;
    };
    expect(issue({ ...valid, name: '  ' })).toBe('templateName.required');
    expect(issue({ ...valid, name: 'x'.repeat(61) })).toBe('templateName.tooLong');
    expect(issue({ ...valid, language: 'xx' })).toBe('choice.invalid');
    expect(issue({ ...valid, card: { ...valid.card, accentColor: 'red' } })).toBe('color.invalid');
    expect(issue({ ...valid, complianceMode: 'no' })).toBe('choice.invalid');
    const { complianceMode: _absent, ...withoutRouting } = valid;
    expect(v.safeParse(TemplateInput, withoutRouting).success).toBe(false);
  });

  it('copies the design parts and the routing for a product', () => {
    const design = templateDesign(v.parse(TemplateInput, valid));
    expect(design).toEqual({ card: valid.card, qrStyle: valid.qrStyle, complianceMode: true });
    expect(design.card).not.toBe(valid.card);
    const routesPrivately = templateDesign({ ...valid, complianceMode: false });
    expect(routesPrivately.complianceMode).toBe(false);
  });

  it('a template saved before templates carried the routing leaves it alone', () => {
    const design = templateDesign({ card: valid.card, qrStyle: valid.qrStyle });
    expect(design).toEqual({ card: valid.card, qrStyle: valid.qrStyle });
    expect('complianceMode' in design).toBe(false);
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

describe('TemplateJobRequest', () => {
  const ok = (value: unknown) => v.safeParse(TemplateJobRequest, value).success;

  it('accepts a template id and 1 to TEMPLATE_JOB_MAX_PRODUCTS product ids', () => {
    expect(ok({ templateId: 'tpl_1-A', productIds: ['p1'] })).toBe(true);
    const most = Array.from({ length: TEMPLATE_JOB_MAX_PRODUCTS }, (_, i) => `p${i}`);
    expect(ok({ templateId: 'tpl', productIds: most })).toBe(true);
  });

  it('leaves product ids that name nothing to the job, which reports them one by one', () => {
    expect(ok({ templateId: 'tpl', productIds: ['bad/id'] })).toBe(true);
  });

  it.each([
    ['no products', { templateId: 'tpl', productIds: [] }],
    [
      'too many products',
      { templateId: 'tpl', productIds: Array(TEMPLATE_JOB_MAX_PRODUCTS + 1).fill('p') },
    ],
    ['product ids that are not a list', { templateId: 'tpl', productIds: 'p1' }],
    ['a product id that is not a string', { templateId: 'tpl', productIds: [1] }],
    ['a template id with a slash', { templateId: 'a/b', productIds: ['p1'] }],
    ['no template id', { productIds: ['p1'] }],
  ])('refuses %s', (_, value) => {
    expect(ok(value)).toBe(false);
  });
});
