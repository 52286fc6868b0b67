import { describe, expect, it } from 'vitest';
import { emptyProductStats, newProductDoc, newProductInput } from '../../shared/index.js';
import { productWrite, publicFieldsChanged, publicView } from './sync-public-product.js';

const stored = () => newProductDoc({ ...newProductInput(), title: 'Board' }, 'owner', new Date(0));
type StoredProduct = ReturnType<typeof stored>;

describe('publicFieldsChanged', () => {
  it('is true on create and on delete', () => {
    expect(publicFieldsChanged(undefined, stored())).toBe(true);
    expect(publicFieldsChanged(stored(), undefined)).toBe(true);
  });

  it('ignores counters, timestamps and server bookkeeping', () => {
    const after = {
      ...stored(),
      stats: { ...emptyProductStats(), reviewCount: 3 },
      updatedAt: new Date(5),
      cardRender: { version: 2 },
    };
    expect(publicFieldsChanged(stored(), after)).toBe(false);
  });

  it.each([
    ['title', (p: StoredProduct) => (p.title = 'Other')],
    ['minRating', (p: StoredProduct) => (p.minRating = 2)],
    ['complianceMode', (p: StoredProduct) => (p.complianceMode = !p.complianceMode)],
    ['a link', (p: StoredProduct) => (p.links = { ...p.links, emag: 'https://www.emag.ro/x' })],
    ['a QR colour', (p: StoredProduct) => (p.qrStyle = { ...p.qrStyle, foreground: '#112233' })],
    ['card branding', (p: StoredProduct) => (p.card = { ...p.card, brandName: 'Acme' })],
  ])('is true when %s changes', (_name, change) => {
    const after = stored();
    change(after);
    expect(publicFieldsChanged(stored(), after)).toBe(true);
  });
});

describe('publicView', () => {
  it('trims to the public fields of a valid product', () => {
    expect(publicView(stored())).toMatchObject({ title: 'Board', minRating: 4 });
  });

  it('is null for a document that breaks the schema (nothing half-valid goes public)', () => {
    expect(publicView({ ...stored(), title: '' })).toBeNull();
    expect(publicView({ ...stored(), card: undefined })).toBeNull();
  });
});

describe('productWrite (decided from the event, not from the document now)', () => {
  it.each([
    [false, true, 'created'],
    [true, true, 'updated'],
    [true, false, 'deleted'],
    [false, false, null],
  ] as const)('before %s, after %s → %s', (before, after, expected) => {
    expect(productWrite(before, after)).toBe(expected);
  });
});
