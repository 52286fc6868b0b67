import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { REMOVED_FROM_PRODUCT_COUNT, deletedProductDoc, paths } from '../../shared/index.js';
import { applyProductCountChange } from './product-count.js';
import { updateTimeOf } from '../../platform/firestore.js';
import { errorCode } from '../../shared/narrow.js';

/** gRPC FAILED_PRECONDITION: a document changed after it was read. */
const FAILED_PRECONDITION = 9;

export type DeleteProductResult = 'deleted' | 'missing';

/**
 * The only way server code deletes a product: the delete and its tombstone
 * (deletedProducts/{id}) commit together, exactly as the web app's batch does under the rules,
 * so the id can never be used again (docs/decisions.md, "Deleted product ids are dead").
 * The syncPublicProduct function then removes the mirror and every subcollection.
 */
export async function deleteProductWithTombstone(
  db: Firestore,
  productId: string,
): Promise<DeleteProductResult> {
  const productRef = db.doc(paths.product(productId));
  return db.runTransaction(async (tx) => {
    // Read raw, not through the ProductDoc converter: a product whose data no longer matches its
    // schema must still be deletable; the tombstone only needs its owner.
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) return 'missing';
    tx.delete(productRef);
    tx.set(
      db.doc(paths.deletedProduct(productId)),
      deletedProductDoc(String(snapshot.get('ownerId')), FieldValue.serverTimestamp()),
    );
    return 'deleted';
  });
}

export interface DeleteChunkResult {
  deleted: string[];
  /** Products that changed while being deleted, three times in a row: left as they are. */
  failed: string[];
}

/** Products per bulk-delete commit: two writes each (product, tombstone) plus the count. */
export const DELETE_CHUNK_SIZE = 200;

/**
 * Deletes up to DELETE_CHUNK_SIZE of one seller's products in one commit, each with its
 * tombstone, and applies the chunk's net change to the seller's product count in the same commit
 * (the tombstones say so, and the indexProduct function subtracts nothing more). Each delete
 * carries the read's update time: if a product changed in between (the trigger just counted it,
 * a review arrived) the commit is refused, the products are read again and the chunk retried.
 */
export async function deleteProductChunk(
  db: Firestore,
  ownerId: string,
  products: readonly DocumentSnapshot[],
  attempts = 3,
): Promise<DeleteChunkResult> {
  let current = products.filter((snapshot) => snapshot.exists);
  for (let attempt = 1; attempt <= attempts && current.length > 0; attempt++) {
    const batch = db.batch();
    let counted = 0;
    for (const snapshot of current) {
      batch.delete(snapshot.ref, { lastUpdateTime: updateTimeOf(snapshot) });
      batch.set(db.doc(paths.deletedProduct(snapshot.id)), {
        ...deletedProductDoc(ownerId, FieldValue.serverTimestamp()),
        [REMOVED_FROM_PRODUCT_COUNT]: true,
      });
      if (snapshot.get('inProductCount') === true) counted += 1;
    }
    applyProductCountChange(db, batch, ownerId, -counted);
    try {
      await batch.commit();
      return { deleted: current.map((snapshot) => snapshot.id), failed: [] };
    } catch (error) {
      if (errorCode(error) !== FAILED_PRECONDITION) throw error;
      if (attempt === attempts) break;
      const fresh = await db.getAll(...current.map((snapshot) => snapshot.ref));
      current = fresh.filter((snapshot) => snapshot.exists && snapshot.get('ownerId') === ownerId);
    }
  }
  return { deleted: [], failed: current.map((snapshot) => snapshot.id) };
}
