import { newProductDoc, newProductInput } from '@shared';
import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../api/types';
import { buildSearchIndex, filterProducts } from './filter-products';

function product(id: string, title: string, links: Partial<ProductRow['links']> = {}): ProductRow {
  const input = { ...newProductInput(), title, links: { ...newProductInput().links, ...links } };
  return { ...newProductDoc(input, 'owner', null), id };
}

const products = [
  product('a1', 'Tocător din bambus', { emag: 'https://www.emag.ro/tocator/pd/D5Q7Y2BBM/' }),
  product('b2', 'Bamboo Cutting Board', { amazon: 'https://www.amazon.de/dp/B08N5WRWNW' }),
  product('c3', 'Chef knife', { shopify: 'https://kitchen.myshopify.com/products/knife' }),
];
const index = buildSearchIndex(products);
const ids = (query: string) => filterProducts(index, query).map((p) => p.id);

describe('filterProducts', () => {
  it('returns everything for an empty or blank query, in order', () => {
    expect(ids('')).toEqual(['a1', 'b2', 'c3']);
    expect(ids('   ')).toEqual(['a1', 'b2', 'c3']);
  });

  it('matches titles case- and accent-insensitively', () => {
    expect(ids('BAMBOO')).toEqual(['b2']);
    expect(ids('tocator')).toEqual(['a1']);
    expect(ids('tocător')).toEqual(['a1']);
  });

  it('matches links (Amazon, eMAG, Shopify) and ids', () => {
    expect(ids('B08N5WRWNW')).toEqual(['b2']);
    expect(ids('emag.ro')).toEqual(['a1']);
    expect(ids('myshopify')).toEqual(['c3']);
    expect(ids('c3')).toEqual(['c3']);
  });

  it('needs every term to match', () => {
    expect(ids('board amazon')).toEqual(['b2']);
    expect(ids('board emag')).toEqual([]);
  });
});
