import { describe, expect, it } from 'vitest';
import { productIndexFields } from '../../shared/index.js';
import {
  linkToken,
  productKeyChangeCount,
  productKeyId,
  productKeyTokens,
  skuToken,
} from './product-keys.js';

const derivedOf = (sku: string, variantSkus: string[], amazon = '') =>
  productIndexFields('p1', 'seller', {
    title: 'Board',
    sku,
    variantSkus,
    links: { amazon, emag: '', shopify: '' },
  }).derived;

describe('productKeyTokens', () => {
  it('holds the own and variant SKU keys in one space, and each link key', () => {
    const derived = derivedOf(
      'tb-1',
      ['TB-1-XL', 'tb 1 (s)'],
      'https://www.amazon.de/dp/B07PGL2ZSL',
    );
    const tokens = productKeyTokens(derived);
    expect(tokens.has(skuToken('TB-1'))).toBe(true);
    expect(tokens.has(skuToken('TB-1-XL'))).toBe(true);
    expect([...tokens].filter((t) => t.startsWith('link:'))).toEqual(
      Object.keys(derived.linkKeys).map(linkToken),
    );
    expect(tokens.size).toBe(3 + Object.keys(derived.linkKeys).length);
  });

  it('is empty for a product with no derived fields yet, or no keys', () => {
    expect(productKeyTokens(undefined).size).toBe(0);
    expect(productKeyTokens({ skuKey: '', linkKeys: {} }).size).toBe(0);
  });

  it('counts only the keys that join or leave', () => {
    expect(productKeyChangeCount(derivedOf('A', []), derivedOf('A', []))).toBe(0);
    expect(productKeyChangeCount(derivedOf('A', []), derivedOf('B', []))).toBe(2);
    expect(productKeyChangeCount(null, derivedOf('A', ['A-2']))).toBe(2);
    expect(productKeyChangeCount(derivedOf('A', ['A-2']), null)).toBe(2);
  });
});

describe('productKeyId', () => {
  it('is a document id for any key, and differs by seller and by kind', () => {
    const id = productKeyId('seller', skuToken('a/b/../'.repeat(400)));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(productKeyId('other', skuToken('K'))).not.toBe(productKeyId('seller', skuToken('K')));
    expect(productKeyId('seller', linkToken('K'))).not.toBe(productKeyId('seller', skuToken('K')));
  });
});
