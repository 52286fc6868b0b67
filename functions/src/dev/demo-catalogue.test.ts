import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AUTO_ID_PATTERN, ProductInput, averageRating, parseSearch } from '../shared/index.js';
import { demoCatalogueId, demoCatalogueProduct } from './demo-catalogue.js';
import { seedProductsCount } from './seed.js';

describe('the demo catalogue (SEED_PRODUCTS)', () => {
  const sample = Array.from({ length: 2000 }, (_, index) => demoCatalogueProduct(index));

  it('is deterministic, with fixed ids', () => {
    expect(demoCatalogueProduct(1234)).toEqual(demoCatalogueProduct(1234));
    expect(demoCatalogueId(7)).toBe('DemoCatalogue0000007');
    for (const product of sample) expect(product.id).toMatch(AUTO_ID_PATTERN);
    expect(new Set(sample.map((p) => p.id)).size).toBe(sample.length);
  });

  it('holds only products the app itself would accept', () => {
    for (const product of sample) {
      const parsed = v.safeParse(ProductInput, product.input);
      expect(parsed.success, product.id).toBe(true);
      expect(parsed.output).toEqual(product.input);
    }
  });

  it('varies languages, marketplaces, compliance and review counts', () => {
    const titles = sample.map((p) => p.input.title).join(' ');
    for (const word of ['Tocător', 'Schneidebrett', 'Дъска', 'Vágódeszka', 'Planche', 'Chef']) {
      expect(titles).toContain(word);
    }
    const has = (store: 'amazon' | 'emag' | 'shopify') =>
      sample.filter((p) => p.input.links[store] !== '').length;
    expect(has('amazon')).toBeGreaterThan(500);
    expect(has('emag')).toBeGreaterThan(500);
    expect(has('shopify')).toBeGreaterThan(500);
    const counts = sample.map((p) => p.stats.reviewCount);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeGreaterThan(100);
    expect(sample.some((p) => p.input.complianceMode)).toBe(true);
    expect(sample.every((p) => averageRating(p.stats) <= 5)).toBe(true);
    expect(parseSearch(sample[0]!.input.sku).serverKeys.length).toBeGreaterThan(0);
  });

  it('SEED_PRODUCTS takes 0 to 100,000 and refuses anything else', () => {
    expect(seedProductsCount(undefined)).toBe(0);
    expect(seedProductsCount('')).toBe(0);
    expect(seedProductsCount('10000')).toBe(10_000);
    for (const bad of ['-1', '1.5', 'many', '100001']) {
      expect(() => seedProductsCount(bad)).toThrow(/SEED_PRODUCTS/);
    }
  });
});
