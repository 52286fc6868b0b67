import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import {
  CLEARED_WITH_DELETE,
  REMOVED_FROM_PRODUCT_COUNT,
  deletedProductDoc,
  mapLimited,
  paths,
} from '../../shared/index.js';
import { recountPrivateRouting, routesPrivately } from './private-routing-count.js';
import { applyProductCountChange } from './product-count.js';
import {
  productKeyTokens,
  readKeyRemovals,
  writeKeyRemovals,
  type KeyEntryRemoval,
} from './product-keys.js';
import { updateTimeOf } from '../../platform/firestore.js';
import { isFailedPrecondition } from '../../shared/narrow.js';

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
  /** Milliseconds spent reading lookup entries, committing (all commits), and recounting. */
  timings: { keyReads: number; commits: number; recount: number };
}

/** Writes one commit may hold (Firestore allows 500): a bulk delete stays under it. */
export const DELETE_COMMIT_WRITES = 450;

/** Commits of one chunk in flight at once. */
export const DELETE_COMMITS_IN_FLIGHT = 4;

/** Writes a deleted product takes besides its lookup index entries: product, tombstone, search
 * document, public mirror. */
const WRITES_PER_PRODUCT = 4;

export interface DeleteChunkOptions {
  attempts?: number;
  /** Commits in flight at once (default DELETE_COMMITS_IN_FLIGHT). */
  inFlight?: number;
  /**
   * Recount the seller's private-routing count when a deleted product routed privately (default
   * true); false for a caller that recounts once after several chunks (the bulk delete's slice).
   */
  recount?: boolean;
}

/**
 * Deletes a chunk of one seller's products with everything each one leaves, so nothing is left
 * when the bulk delete says done and the delete events find nothing to do: in commits of at most
 * DELETE_COMMIT_WRITES writes, each product with its tombstone (marked CLEARED_WITH_DELETE and
 * REMOVED_FROM_PRODUCT_COUNT), its search document, its public mirror and its lookup index
 * entries (an entry left with no product is deleted in the same commit), and the commit's net
 * change to the seller's product count. The chunk's lookup entries are read at once, a few
 * hundred per call (readKeyRemovals); products that share an entry go in the same commit, so the
 * commits touch different documents (but the seller's count, an increment) and run
 * DELETE_COMMITS_IN_FLIGHT at once. Each delete carries the read's update time, and each lookup
 * entry its own: if a product or entry changed in between (the trigger just counted it, a review
 * arrived, an import added to the entry) that commit is refused, its products and entries are
 * read again and it is retried. The seller's private-routing count is recounted after the
 * commits when they deleted such a product. What was under a product is left to its delete
 * event, which only looks for it and queues its purge (purgeWhatWasUnder in product-write.ts).
 */
export async function deleteProductChunk(
  db: Firestore,
  ownerId: string,
  products: readonly DocumentSnapshot[],
  options: DeleteChunkOptions = {},
): Promise<DeleteChunkResult> {
  const timings = { keyReads: 0, commits: 0, recount: 0 };
  const result: DeleteChunkResult = { deleted: [], failed: [], privateRouting: 0, timings };
  const existing = products.filter((snapshot) => snapshot.exists);
  const readStart = Date.now();
  const removals = await readKeyRemovals(db, ownerId, existing.map(keyedProduct));
  timings.keyReads += Date.now() - readStart;
  const commitStart = Date.now();
  const outcomes = await mapLimited(
    commitLanes(existing, removals),
    options.inFlight ?? DELETE_COMMITS_IN_FLIGHT,
    async (lane) => {
      const done: { deleted: DocumentSnapshot[]; failed: string[] }[] = [];
      // The first commit of a lane uses the entries read above; a lane's later commits share an
      // entry with it (a key too many products carry for one commit) and read it again.
      for (const [index, group] of lane.entries()) {
        const read = index === 0 ? group.removals : null;
        done.push(await deleteGroup(db, ownerId, group.products, read, options.attempts ?? 3));
      }
      return done;
    },
  );
  timings.commits += Date.now() - commitStart;
  for (const outcome of outcomes.flat()) {
    result.failed.push(...outcome.failed);
    result.deleted.push(...outcome.deleted.map((snapshot) => snapshot.id));
    result.privateRouting += outcome.deleted.filter((snapshot) =>
      routesPrivately(snapshot.data()),
    ).length;
  }
  // Recounted, never decremented (private-routing-count.ts): one recount after the chunk's
  // commits covers them all.
  const recountStart = Date.now();
  if (result.privateRouting > 0 && options.recount !== false) {
    await recountPrivateRouting(db, ownerId);
  }
  timings.recount += Date.now() - recountStart;
  return result;
}

const derivedOf = (snapshot: DocumentSnapshot): unknown => snapshot.get('derived');
const keyedProduct = (snapshot: DocumentSnapshot) => ({
  productId: snapshot.id,
  derived: derivedOf(snapshot),
});

/** Products that go in one commit, with the lookup entry removals read for them. */
interface CommitGroup {
  products: DocumentSnapshot[];
  removals: KeyEntryRemoval[];
}

/**
 * Splits products into commits: products that share a lookup entry together (the entry's one
 * write takes all their ids out), each commit within DELETE_COMMIT_WRITES. The commits of one
 * lane run one after another: a lane of more than one holds products sharing an entry that do
 * not fit one commit. Lanes touch different documents, so they may run at once.
 */
export function commitLanes(
  products: readonly DocumentSnapshot[],
  removals: readonly KeyEntryRemoval[],
): CommitGroup[][] {
  // Products joined by a shared entry (union-find over product ids).
  const parent = new Map<string, string>(products.map((snapshot) => [snapshot.id, snapshot.id]));
  const root = (id: string): string => {
    let at = id;
    for (let up = parent.get(at); up !== undefined && up !== at; up = parent.get(at)) at = up;
    parent.set(id, at);
    return at;
  };
  for (const { productIds } of removals) {
    const [first, ...rest] = [...productIds].filter((id) => parent.has(id));
    if (first === undefined) continue;
    for (const id of rest) parent.set(root(id), root(first));
  }
  const components = new Map<string, CommitGroup>();
  for (const snapshot of products) {
    const key = root(snapshot.id);
    const component = components.get(key) ?? { products: [], removals: [] };
    component.products.push(snapshot);
    components.set(key, component);
  }
  for (const removal of removals) {
    const first = [...removal.productIds].find((id) => parent.has(id));
    if (first !== undefined) components.get(root(first))?.removals.push(removal);
  }
  const cost = (group: CommitGroup) =>
    group.products.length * WRITES_PER_PRODUCT + group.removals.length;
  const lanes: CommitGroup[][] = [];
  let packed: CommitGroup = { products: [], removals: [] };
  // The count's one write.
  let writes = 1;
  for (const component of components.values()) {
    if (1 + cost(component) > DELETE_COMMIT_WRITES) {
      lanes.push(splitComponent(component));
      continue;
    }
    if (writes + cost(component) > DELETE_COMMIT_WRITES) {
      lanes.push([packed]);
      packed = { products: [], removals: [] };
      writes = 1;
    }
    packed.products.push(...component.products);
    packed.removals.push(...component.removals);
    writes += cost(component);
  }
  if (packed.products.length > 0) lanes.push([packed]);
  return lanes;
}

/** A component too big for one commit, in commits by product (each reads its entries again). */
function splitComponent(component: CommitGroup): CommitGroup[] {
  const groups: CommitGroup[] = [];
  let group: DocumentSnapshot[] = [];
  let writes = 1;
  for (const snapshot of component.products) {
    const productCost = WRITES_PER_PRODUCT + productKeyTokens(derivedOf(snapshot)).size;
    if (group.length > 0 && writes + productCost > DELETE_COMMIT_WRITES) {
      groups.push({ products: group, removals: [] });
      group = [];
      writes = 1;
    }
    group.push(snapshot);
    writes += productCost;
  }
  if (group.length > 0) groups.push({ products: group, removals: [] });
  return groups;
}

async function deleteGroup(
  db: Firestore,
  ownerId: string,
  products: readonly DocumentSnapshot[],
  read: readonly KeyEntryRemoval[] | null,
  attempts: number,
): Promise<{ deleted: DocumentSnapshot[]; failed: string[] }> {
  let current = [...products];
  let removals = read;
  for (let attempt = 1; attempt <= attempts && current.length > 0; attempt++) {
    removals ??= await readKeyRemovals(db, ownerId, current.map(keyedProduct));
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
    writeKeyRemovals(batch, removals);
    applyProductCountChange(db, batch, ownerId, -counted);
    try {
      await batch.commit();
      return { deleted: current, failed: [] };
    } catch (error) {
      if (!isFailedPrecondition(error)) throw error;
      if (attempt === attempts) break;
      const fresh = await db.getAll(...current.map((snapshot) => snapshot.ref));
      current = fresh.filter((snapshot) => snapshot.exists && snapshot.get('ownerId') === ownerId);
      removals = null;
    }
  }
  return { deleted: [], failed: current.map((snapshot) => snapshot.id) };
}
