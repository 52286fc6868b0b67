/**
 * deletedProducts/{productId}: the tombstone of a deleted product. The product's delete and this
 * document are one atomic commit (firestore.rules refuses a delete without it), and no product can
 * ever be created under a tombstoned id, by anyone: the id is printed in the seller's QR codes, so
 * it must never lead to another product. Clients create it only together with the delete and can
 * never read, change or delete it; functions use deleteProductWithTombstone().
 */
export interface DeletedProductDoc<Time = unknown> {
  /** The seller who owned (and deleted) the product. */
  ownerId: string;
  /** Server time of the delete (request.time in the rules). */
  deletedAt: Time;
  /**
   * The member who deleted it, on a client's delete (the rules check it is the writer); absent
   * when functions delete (a bulk delete records one activity entry for the whole job).
   */
  deletedBy?: string;
  /**
   * Functions only (docs/decisions.md, "Product list at scale"): the product has left sellers/{uid}.productCount. Set by the
   * indexProduct function when it counts the delete, or by a bulk delete in the same commit, so
   * a retried delete event never subtracts twice.
   */
  [REMOVED_FROM_PRODUCT_COUNT]?: true;
  /**
   * Functions only: the commit that deleted the product (a bulk delete's) also removed its
   * search document, public mirror and lookup index entries and took it off the product count,
   * so its delete event has nothing left to do.
   */
  [CLEARED_WITH_DELETE]?: true;
}

export const REMOVED_FROM_PRODUCT_COUNT = 'removedFromProductCount';
export const CLEARED_WITH_DELETE = 'clearedWithDelete';

/** The tombstone a delete writes; `now` is the SDK's server-timestamp sentinel. */
export function deletedProductDoc<Time>(
  ownerId: string,
  now: Time,
  deletedBy?: string,
): DeletedProductDoc<Time> {
  return { ownerId, deletedAt: now, ...(deletedBy !== undefined ? { deletedBy } : {}) };
}
