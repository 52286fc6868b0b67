import { FieldValue, Transaction, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { PRODUCT_COUNT_FIELD, paths } from '../../shared/index.js';

/**
 * sellers/{uid}.productCount (docs/decisions.md, "Product list at scale"): the seller's number of products, so the product list can
 * say "1–25 of 10,016" without reading the catalogue. Kept by functions only:
 * - a product written by a client is counted by the indexProduct function, which marks it
 *   `inProductCount: true` in the same commit (a retried event finds the mark and adds nothing);
 * - its delete is subtracted once, marked on its tombstone (`removedFromProductCount`);
 * - code that writes products in chunks (bulk delete, imports, the seed) applies the chunk's net
 *   change itself with applyProductCountChange in the same batch as the products, and writes new
 *   products already marked (countedProductFields), so the trigger adds nothing for them.
 */

/** The one way to change a seller's product count: in the caller's batch or transaction. */
export function applyProductCountChange(
  db: Firestore,
  writer: WriteBatch | Transaction,
  ownerId: string,
  delta: number,
): void {
  if (delta === 0) return;
  // merge: never replaces the profile; creates the document if it does not exist yet (the web
  // app completes a profile that only holds server fields: ensureSellerProfile).
  const ref = db.doc(paths.seller(ownerId));
  const change = { [PRODUCT_COUNT_FIELD]: FieldValue.increment(delta) };
  if (writer instanceof Transaction) writer.set(ref, change, { merge: true });
  else writer.set(ref, change, { merge: true });
}

/** The fields a chunk writer stores on a product it creates and counts itself. */
export function countedProductFields(): { inProductCount: true } {
  return { inProductCount: true };
}

/**
 * Sets the count from the products marked as counted (one count() aggregation). For the demo seed
 * and repairs, when nothing else writes the seller's products at the same time.
 */
export async function recountProducts(db: Firestore, ownerId: string): Promise<number> {
  const counted = await db
    .collection(paths.products())
    .where('ownerId', '==', ownerId)
    .where('inProductCount', '==', true)
    .count()
    .get();
  const count = counted.data().count;
  await db.doc(paths.seller(ownerId)).set({ [PRODUCT_COUNT_FIELD]: count }, { merge: true });
  return count;
}
