import type { ProductFilter, ProductOrder } from '@shared';
import type { PagePosition } from '../lib/list-params';

/**
 * The products feature's server-state keys (lib/server-state): each read's key is named here
 * once, for the screens that read it, the actions that read it now and the writes that forget it.
 */
export const productKeys = {
  /** The edit screen's product; without an id, every product read so (a write forgets them). */
  product: (id?: string) => (id === undefined ? ['product'] : ['product', id]),
  /** A page of the list (live, or scanned when the server cannot answer its search). */
  page: (
    uid: string,
    filter: ProductFilter,
    order: ProductOrder,
    position: PagePosition,
    pageSize: number,
  ) => ['products', uid, filter, order, position, pageSize],
  /** A searched row's product, under what its search document shows. */
  searchedRow: (uid: string, id: string, shown: string) => ['product-by-id', uid, id, shown],
  /** A search page's products. */
  searchedRows: (uid: string, rows: readonly { id: string; shown: string }[]) => [
    'products-by-id',
    uid,
    rows,
  ],
  /** A filtered list's count; without arguments, every count (a write forgets them). */
  count: (uid?: string, equals?: unknown) =>
    uid === undefined ? ['product-count'] : ['product-count', uid, equals],
  /** Whether the seller is at the products ceiling (asked after a refused create). */
  limit: (uid: string) => ['product-limit', uid],
  /** A step of a bulk action's read of every matching product, after `cursor` (a document's path). */
  matching: (uid: string, filter: ProductFilter, cursor: string | null) => [
    'products-matching',
    uid,
    filter,
    cursor,
  ],
};
