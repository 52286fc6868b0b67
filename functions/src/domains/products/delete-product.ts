import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  CLEARED_WITH_DELETE,
  REMOVED_FROM_PRODUCT_COUNT,
  deletedProductDoc,
  paths,
} from '../../shared/index.js';
import { recountPrivateRouting, routesPrivately } from './private-routing-count.js';
import { applyProductCountChange } from './product-count.js';
import { productKeyTokens, removeFromProductKeys } from './product-keys.js';
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
  /** Deleted products that route low ratings privately (the seller's count was recounted). */
  privateRouting: number;
}

/** Writes one commit may hold (Firestore allows 500): a bulk delete stays under it. */
export const DELETE_COMMIT_WRITES = 450;

/** Writes a deleted product takes besides its lookup index entries: product, tombstone, search
 * document, public mirror. */
const WRITES_PER_PRODUCT = 4;

export interface DeleteChunkOptions {
  attempts?: number;
}

/**
 * Deletes a chunk of one seller's products with everything each one leaves, so nothing is left
 * when the bulk delete says done and the delete events find nothing to do: in commits of at most
 * DELETE_COMMIT_WRITES writes, each product with its tombstone (marked CLEARED_WITH_DELETE and
 * REMOVED_FROM_PRODUCT_COUNT), its search document, its public mirror and its lookup index
 * entries (an entry left with no product is deleted in the same commit), and the commit's net
 * change to the seller's product count. Each delete carries the read's update time, and each
 * lookup entry its own: if a product or entry changed in between (the trigger just counted it, a
 * review arrived, an import added to the entry) the commit is refused, read again and retried.
 * The seller's private-routing count is recounted after the commits when they deleted such a
 * product. What was under a product is left to its delete event, which only looks for it and
 * queues its purge (purgeWhatWasUnder in product-write.ts): listing a document's subcollections is
 * a scan of the whole database on the Firestore emulator (about 25 to 60 s at 100,000 products).
 */
export async function deleteProductChunk(
  db: Firestore,
  ownerId: string,
  products: readonly DocumentSnapshot[],
  options: DeleteChunkOptions = {},
): Promise<DeleteChunkResult> {
  const result: DeleteChunkResult = { deleted: [], failed: [], privateRouting: 0 };
  for (const group of commitGroups(products.filter((snapshot) => snapshot.exists))) {
    const outcome = await deleteGroup(db, ownerId, group, options.attempts ?? 3);
    result.failed.push(...outcome.failed);
    result.deleted.push(...outcome.deleted.map((snapshot) => snapshot.id));
    result.privateRouting += outcome.deleted.filter((snapshot) =>
      routesPrivately(snapshot.data()),
    ).length;
  }
  // Recounted, never decremented (private-routing-count.ts): one recount after the chunk's
  // commits covers them all.
  if (result.privateRouting > 0) await recountPrivateRouting(db, ownerId);
  return result;
}

const derivedOf = (snapshot: DocumentSnapshot): unknown => snapshot.get('derived');

/** Splits products into groups whose writes fit one commit. */
function commitGroups(products: readonly DocumentSnapshot[]): DocumentSnapshot[][] {
  const groups: DocumentSnapshot[][] = [];
  let group: DocumentSnapshot[] = [];
  // The count's one write.
  let writes = 1;
  for (const snapshot of products) {
    const cost = WRITES_PER_PRODUCT + productKeyTokens(derivedOf(snapshot)).size;
    if (group.length > 0 && writes + cost > DELETE_COMMIT_WRITES) {
      groups.push(group);
      group = [];
      writes = 1;
    }
    group.push(snapshot);
    writes += cost;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

async function deleteGroup(
  db: Firestore,
  ownerId: string,
  products: readonly DocumentSnapshot[],
  attempts: number,
): Promise<{ deleted: DocumentSnapshot[]; failed: string[] }> {
  let current = [...products];
  for (let attempt = 1; attempt <= attempts && current.length > 0; attempt++) {
    const batch = db.batch();
    let counted = 0;
    for (const snapshot of current) {
      batch.delete(snapshot.ref, { lastUpdateTime: updateTimeOf(snapshot) });
      batch.set(db.doc(paths.deletedProduct(snapshot.id)), {
        ...deletedProductDoc(ownerId, FieldValue.serverTimestamp()),
        [REMOVED_FROM_PRODUCT_COUNT]: true,
        [CLEARED_WITH_DELETE]: true,
      });
      batch.delete(db.doc(paths.productSearch(snapshot.id)));
      batch.delete(db.doc(paths.publicProduct(snapshot.id)));
      if (snapshot.get('inProductCount') === true) counted += 1;
    }
    await removeFromProductKeys(
      db,
      batch,
      ownerId,
      current.map((snapshot) => ({ productId: snapshot.id, derived: derivedOf(snapshot) })),
    );
    applyProductCountChange(db, batch, ownerId, -counted);
    try {
      await batch.commit();
      return { deleted: current, failed: [] };
    } catch (error) {
      if (errorCode(error) !== FAILED_PRECONDITION) throw error;
      if (attempt === attempts) break;
      const fresh = await db.getAll(...current.map((snapshot) => snapshot.ref));
      current = fresh.filter((snapshot) => snapshot.exists && snapshot.get('ownerId') === ownerId);
    }
  }
  return { deleted: [], failed: current.map((snapshot) => snapshot.id) };
}
