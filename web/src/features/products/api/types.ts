import type { ProductDoc, ProductFilter } from '@shared';

/** A product as the seller's screens hold it: the stored document (with its server fields) and its id. */
export type ProductRow = ProductDoc & { id: string };

/**
 * What the seller selected on the product list: rows (any pages), or "all N matching" the list's
 * filter, which bulk actions hand to a function job instead of listing ids (docs/decisions.md, "Product list at scale").
 */
export type ProductSelection =
  | { kind: 'rows'; rows: ProductRow[] }
  | {
      kind: 'matching';
      filter: ProductFilter;
      /** How many the list counted, or null when it could not count them exactly. */
      count: number | null;
      /** A product of the current page, for previews. */
      sample: ProductRow | undefined;
      /** Reads the matching products one after the other (bulk downloads). */
      products: () => AsyncIterable<ProductRow>;
    };
