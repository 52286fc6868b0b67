import type { ProductRow } from '../api/types';

export interface SearchEntry {
  product: ProductRow;
  /** Lower-cased title, id and links, joined: what a search term is looked up in. */
  haystack: string;
}

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Built once per list change (not per keystroke). */
export function buildSearchIndex(products: readonly ProductRow[]): SearchEntry[] {
  return products.map((product) => ({
    product,
    haystack: normalize(
      [
        product.title,
        product.id,
        product.links.amazon,
        product.links.emag,
        product.links.shopify,
      ].join('\n'),
    ),
  }));
}

/**
 * Products whose title or links contain every whitespace-separated term, case- and
 * accent-insensitive ("tocator" finds "Tocător"). An empty query returns all.
 */
export function filterProducts(index: readonly SearchEntry[], query: string): ProductRow[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return index.map((entry) => entry.product);
  return index
    .filter((entry) => terms.every((term) => entry.haystack.includes(term)))
    .map((entry) => entry.product);
}
