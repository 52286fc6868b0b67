import type { ProductRow } from '../api/types';

/** What search looks at. */
export type SearchableProduct = Pick<ProductRow, 'id' | 'title' | 'links'>;

export interface SearchEntry<T extends SearchableProduct = ProductRow> {
  product: T;
  /** Lower-cased title, id and links, joined: what a search term is looked up in. */
  haystack: string;
}

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Built once per list change (not per keystroke). */
export function buildSearchIndex<T extends SearchableProduct>(
  products: readonly T[],
): SearchEntry<T>[] {
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
export function filterProducts<T extends SearchableProduct>(
  index: readonly SearchEntry<T>[],
  query: string,
): T[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return index.map((entry) => entry.product);
  return index
    .filter((entry) => terms.every((term) => entry.haystack.includes(term)))
    .map((entry) => entry.product);
}
