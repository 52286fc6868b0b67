import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DERIVED_FIELDS_VERSION,
  productIndexFields,
  sameDerivedFields,
  textDigest,
  titleSortKey,
  type DerivableProduct,
} from './product-derived.js';
import { ProductDerived, ProductSearchDoc } from './schemas/product.js';
import { productSearchKeys } from './search-keys.js';

const product = (overrides: Partial<DerivableProduct> = {}): DerivableProduct => ({
  title: 'Tocător din bambus',
  sku: 'TB-38',
  links: {
    amazon: 'https://www.amazon.de/dp/B08N5WRWNW',
    emag: 'https://www.emag.ro/tocator/pd/DQ5B1FMBM/',
    shopify: 'https://shop.example.com/products/board',
  },
  complianceMode: true,
  stats: { reviewCount: 3, ratingSum: 13 },
  ...overrides,
});

describe('textDigest', () => {
  it('is 16 hex characters, the same for the same text every time', () => {
    expect(textDigest('')).toMatch(/^[0-9a-f]{16}$/);
    expect(textDigest('Tocător din bambus')).toMatch(/^[0-9a-f]{16}$/);
    expect(textDigest('Tocător din bambus')).toBe(textDigest('Tocător din bambus'));
  });

  it('tells apart texts that differ in one character, in order or in an accent', () => {
    const texts = ['', 'a', 'b', 'ab', 'ba', 'abc', 'abd', 'Tocator', 'Tocător', 'tocător'];
    expect(new Set(texts.map(textDigest)).size).toBe(texts.length);
  });
});

describe('productIndexFields', () => {
  it('is deterministic: the same product, id and owner give equal fields', () => {
    const first = productIndexFields('p1', 'seller', product());
    const second = productIndexFields('p1', 'seller', product());
    expect(second).toEqual(first);
    expect(sameDerivedFields(first.derived, second.derived)).toBe(true);
    expect(second.derived.searchDigest).toBe(first.derived.searchDigest);
  });

  it('matches the stored schemas, with no search keys in the product’s derived fields', () => {
    const { derived, search } = productIndexFields('p1', 'seller', product());
    expect(v.is(ProductDerived, derived)).toBe(true);
    expect(v.is(ProductSearchDoc, search)).toBe(true);
    expect(derived).not.toHaveProperty('search');
    expect(derived).toEqual({
      version: DERIVED_FIELDS_VERSION,
      titleKey: titleSortKey('Tocător din bambus'),
      skuKey: 'TB-38',
      linkKeys: expect.objectContaining({ b08n5wrwnw: true, dq5b1fmbm: true }) as unknown,
      averageRating: 4.33,
      hasAmazon: true,
      hasEmag: true,
      hasShopify: true,
      templateId: '',
      searchDigest: textDigest(JSON.stringify(search)),
    });
    expect(Object.keys(derived.linkKeys)).toHaveLength(3);
  });

  it('puts the keys, the owner and the filter fields at the product’s paths in the search document', () => {
    const { search } = productIndexFields(
      'Xy12AbCdEf',
      'seller',
      product({ complianceMode: false, appliedTemplate: { id: 'tpl-1' } }),
    );
    expect(search).toEqual({
      ownerId: 'seller',
      title: 'Tocător din bambus',
      sku: 'TB-38',
      links: product().links,
      complianceMode: false,
      derived: {
        search: Object.fromEntries(
          productSearchKeys({ id: 'Xy12AbCdEf', ...product() }).map((key) => [key, true]),
        ),
        hasAmazon: true,
        hasEmag: true,
        hasShopify: true,
        templateId: 'tpl-1',
      },
    });
    expect(search.derived.search).toMatchObject({ tocat: true, tb38: true, xy12abcdef: true });
  });

  it('reads a product without SKU or compliance mode as stored before they existed', () => {
    const { derived, search } = productIndexFields('p1', 'seller', {
      title: 'Board',
      links: { amazon: '', emag: '', shopify: '' },
    });
    expect(search).toMatchObject({ sku: '', complianceMode: true });
    expect(derived).toMatchObject({
      skuKey: '',
      averageRating: 0,
      linkKeys: {},
      hasAmazon: false,
      templateId: '',
    });
  });

  it('changes the digest when what search sees changes', () => {
    const base = productIndexFields('p1', 'seller', product()).derived.searchDigest;
    const changed: DerivableProduct[] = [
      product({ title: 'Tocător din stejar' }),
      product({ sku: 'TB-39' }),
      product({ links: { ...product().links, shopify: '' } }),
      product({ complianceMode: false }),
      product({ appliedTemplate: { id: 'tpl-1' } }),
    ];
    const digests = changed.map(
      (variant) => productIndexFields('p1', 'seller', variant).derived.searchDigest,
    );
    expect(digests).not.toContain(base);
    expect(new Set(digests).size).toBe(digests.length);
    // Another id or another owner is another search document too.
    expect(productIndexFields('p2', 'seller', product()).derived.searchDigest).not.toBe(base);
    expect(productIndexFields('p1', 'other', product()).derived.searchDigest).not.toBe(base);
  });

  it('keeps the digest and the search document when only the stats change', () => {
    const base = productIndexFields('p1', 'seller', product());
    const reviewed = productIndexFields(
      'p1',
      'seller',
      product({ stats: { reviewCount: 10, ratingSum: 50 } }),
    );
    expect(reviewed.search).toEqual(base.search);
    expect(reviewed.derived.searchDigest).toBe(base.derived.searchDigest);
    // The product's own list field does change: the rating sort.
    expect(reviewed.derived).toMatchObject({ averageRating: 5 });
    expect(sameDerivedFields(base.derived, reviewed.derived)).toBe(false);
  });

  it('puts variant SKUs in the search document: its keys, the list, a new digest', () => {
    const base = productIndexFields('p1', 'seller', product());
    const variants = productIndexFields('p1', 'seller', product({ variantSkus: ['TB-38-S'] }));
    expect(variants.derived.variantSkuKeys).toEqual(['TB-38-S']);
    expect(variants.search.variantSkus).toEqual(['TB-38-S']);
    expect(variants.search.derived.search).toMatchObject({ tb38s: true, s: true });
    expect(variants.derived.searchDigest).not.toBe(base.derived.searchDigest);
    // Without any, the search document has no list at all.
    expect(base.search).not.toHaveProperty('variantSkus');
  });
});
