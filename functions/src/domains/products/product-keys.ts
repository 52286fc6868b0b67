import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { mapLimited, paths } from '../../shared/index.js';
import { isFailedPrecondition } from '../../shared/narrow.js';

/**
 * The import's lookup index (docs/decisions.md, "Imports"): productKeys/{keyId}, one document per
 * (seller, key) holding the ids of the seller's products that carry the key, so an import finds
 * the products its rows could be about by reading documents by id (a point read costs the same
 * at 20 products and at 100,000; a query over `derived` is answered by the emulator by scanning
 * the collection). Two kinds of key, as the planner matches them (import-plan.ts):
 * - `sku`: a product's own SKU key and each of its variant SKU keys in one space (a row's SKU may
 *   be another product's variant's and the other way round, so one read answers both);
 * - `link`: each link's lookup key (`derived.linkKeys`).
 * Written from a product's stored `derived` in the same commit as it, wherever `derived` is
 * written; a key that leaves a product takes only that product's id out (and the write's event
 * deletes an entry that leaves empty: deleteEmptiedKeyEntries). An entry that is stale
 * (a product deleted, or changed by a write whose commit is still to come) is harmless: the
 * import reads the product itself and its planner decides.
 */
export const PRODUCT_KEY_KINDS = ['sku', 'link'] as const;
export type ProductKeyKind = (typeof PRODUCT_KEY_KINDS)[number];

/** One key of one seller: `kind:key` (kinds hold no colon). */
export type ProductKeyToken = `${ProductKeyKind}:${string}`;

/** Index documents read per getAll. */
const KEY_READ_BATCH = 300;
/** getAll calls in flight at once. */
const KEY_READ_CONCURRENCY = 4;

/**
 * The document id of one seller's key: SHA-256 of the owner, kind and key, as hex (ids cannot
 * hold '/' and are at most 1,500 bytes; a key may be anything a spreadsheet holds).
 */
export function productKeyId(ownerId: string, token: ProductKeyToken): string {
  return createHash('sha256')
    .update(JSON.stringify([ownerId, token]))
    .digest('hex');
}

export const skuToken = (key: string): ProductKeyToken => `sku:${key}`;
export const linkToken = (key: string): ProductKeyToken => `link:${key}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys a product's stored `derived` (ProductDerived) carries; read loosely, since a product
 * may have none yet, or one from an older version of the fields.
 */
export function productKeyTokens(derived: unknown): Set<ProductKeyToken> {
  const tokens = new Set<ProductKeyToken>();
  if (!isRecord(derived)) return tokens;
  if (typeof derived.skuKey === 'string' && derived.skuKey !== '') {
    tokens.add(skuToken(derived.skuKey));
  }
  if (Array.isArray(derived.variantSkuKeys)) {
    for (const key of derived.variantSkuKeys) {
      if (typeof key === 'string' && key !== '') tokens.add(skuToken(key));
    }
  }
  if (isRecord(derived.linkKeys)) {
    for (const key of Object.keys(derived.linkKeys)) tokens.add(linkToken(key));
  }
  return tokens;
}

const keyRef = (db: Firestore, ownerId: string, token: ProductKeyToken) =>
  db.doc(paths.productKey(productKeyId(ownerId, token)));

/** Reads index entries by id: KEY_READ_BATCH per getAll, KEY_READ_CONCURRENCY calls at once. */
async function readEntries(db: Firestore, refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
  const pages: DocumentReference[][] = [];
  for (let i = 0; i < refs.length; i += KEY_READ_BATCH)
    pages.push(refs.slice(i, i + KEY_READ_BATCH));
  return (await mapLimited(pages, KEY_READ_CONCURRENCY, (page) => db.getAll(...page))).flat();
}

/**
 * Adds to `batch` what moves the index from a product's `before` derived fields to its `after`
 * (either null: the product is created, or deleted): its id joins the keys it gained and leaves
 * the keys it lost. Returns the number of writes added (a commit's size is budgeted).
 */
export function writeProductKeyChanges(
  db: Firestore,
  batch: WriteBatch,
  ownerId: string,
  productId: string,
  before: unknown,
  after: unknown,
): number {
  const had = productKeyTokens(before);
  const has = productKeyTokens(after);
  let writes = 0;
  for (const token of has) {
    if (had.has(token)) continue;
    batch.set(
      keyRef(db, ownerId, token),
      { ownerId, productIds: FieldValue.arrayUnion(productId) },
      { merge: true },
    );
    writes += 1;
  }
  for (const token of had) {
    if (has.has(token)) continue;
    batch.set(
      keyRef(db, ownerId, token),
      { ownerId, productIds: FieldValue.arrayRemove(productId) },
      { merge: true },
    );
    writes += 1;
  }
  return writes;
}

/**
 * Deletes the entries of the keys a product lost (`before` → `after`, its stored `derived` fields
 * as a write changed them) that name no product any more: writeProductKeyChanges takes the id out
 * with arrayRemove, which cannot delete what it empties. Each delete carries the entry's update
 * time as read, so an entry an import filled in between stays. Returns how many were deleted.
 */
export async function deleteEmptiedKeyEntries(
  db: Firestore,
  ownerId: string,
  before: unknown,
  after: unknown,
): Promise<number> {
  const kept = productKeyTokens(after);
  const lost = [...productKeyTokens(before)].filter((token) => !kept.has(token));
  if (lost.length === 0) return 0;
  const entries = await readEntries(
    db,
    lost.map((token) => keyRef(db, ownerId, token)),
  );
  const emptied = entries.filter((entry) => {
    const ids: unknown = entry.get('productIds');
    return entry.updateTime && Array.isArray(ids) && ids.length === 0;
  });
  const deleted = await Promise.all(
    emptied.map(async (entry) => {
      const lastUpdateTime = entry.updateTime;
      if (!lastUpdateTime) return false;
      try {
        await entry.ref.delete({ lastUpdateTime });
        return true;
      } catch (error) {
        if (isFailedPrecondition(error)) return false;
        throw error;
      }
    }),
  );
  return deleted.filter(Boolean).length;
}

/** One lookup index entry deleted products are under, as read, and the ids to take out of it. */
export interface KeyEntryRemoval {
  entry: DocumentSnapshot;
  productIds: Set<string>;
}

/**
 * Reads the lookup index entries deleted products' stored `derived` fields name (by id, a few
 * hundred per call, a few calls at once), each with the ids to take out of it. Entries that do
 * not exist are left out.
 */
export async function readKeyRemovals(
  db: Firestore,
  ownerId: string,
  products: readonly { productId: string; derived: unknown }[],
): Promise<KeyEntryRemoval[]> {
  const removed = new Map<string, Set<string>>();
  for (const { productId, derived } of products) {
    for (const token of productKeyTokens(derived)) {
      const path = paths.productKey(productKeyId(ownerId, token));
      const ids = removed.get(path) ?? new Set<string>();
      ids.add(productId);
      removed.set(path, ids);
    }
  }
  const snapshots = await readEntries(
    db,
    [...removed.keys()].map((path) => db.doc(path)),
  );
  const removals: KeyEntryRemoval[] = [];
  for (const entry of snapshots) {
    const productIds = removed.get(entry.ref.path);
    if (entry.exists && entry.updateTime && productIds) removals.push({ entry, productIds });
  }
  return removals;
}

/**
 * Adds to `batch` the removals read by readKeyRemovals: the ids leave each entry, or an entry left
 * with none is deleted, so no entry stays behind empty. Each write carries the entry's update
 * time as read: if an import changes an entry in between, the commit is refused and the caller
 * reads again. Returns the number of writes added.
 */
export function writeKeyRemovals(batch: WriteBatch, removals: readonly KeyEntryRemoval[]): number {
  for (const { entry, productIds } of removals) {
    const lastUpdateTime = entry.updateTime;
    if (!lastUpdateTime) continue;
    const stored: unknown = entry.get('productIds');
    const left = (Array.isArray(stored) ? stored : []).filter((id) => !productIds.has(String(id)));
    if (left.length === 0) batch.delete(entry.ref, { lastUpdateTime });
    else {
      batch.update(
        entry.ref,
        { productIds: FieldValue.arrayRemove(...productIds) },
        { lastUpdateTime },
      );
    }
  }
  return removals.length;
}

/**
 * Adds to `batch` what takes deleted products' ids out of the lookup index (readKeyRemovals, then
 * writeKeyRemovals). Returns the number of writes added.
 */
export async function removeFromProductKeys(
  db: Firestore,
  batch: WriteBatch,
  ownerId: string,
  products: readonly { productId: string; derived: unknown }[],
): Promise<number> {
  return writeKeyRemovals(batch, await readKeyRemovals(db, ownerId, products));
}

/** How many index writes writeProductKeyChanges adds for these derived fields. */
export function productKeyChangeCount(before: unknown, after: unknown): number {
  const had = productKeyTokens(before);
  const has = productKeyTokens(after);
  let count = 0;
  for (const token of has) if (!had.has(token)) count += 1;
  for (const token of had) if (!has.has(token)) count += 1;
  return count;
}

/**
 * The ids of the seller's products the index has under any of `tokens`: one read per key, by id,
 * a few hundred per call.
 */
export async function productIdsByKeys(
  db: Firestore,
  ownerId: string,
  tokens: Iterable<ProductKeyToken>,
): Promise<{ productIds: string[]; reads: number }> {
  const refs = [...new Set(tokens)].map((token) => keyRef(db, ownerId, token));
  const ids = new Set<string>();
  for (const snapshot of await readEntries(db, refs)) {
    // The owner is part of the id; checked again so a document never crosses sellers.
    if (snapshot.get('ownerId') !== ownerId) continue;
    const productIds: unknown = snapshot.get('productIds');
    if (!Array.isArray(productIds)) continue;
    for (const id of productIds) if (typeof id === 'string' && id !== '') ids.add(id);
  }
  return { productIds: [...ids], reads: refs.length };
}

/**
 * Makes sure the index has each product under every key its `derived` carries (the migration's
 * backfill, for products written before the index existed): reads the keys' documents by id and
 * writes only the mappings missing. Returns the number of mappings written.
 */
export async function backfillProductKeys(
  db: Firestore,
  products: readonly { id: string; ownerId: string; derived: unknown }[],
): Promise<number> {
  const wanted = new Map<string, { ownerId: string; productIds: Set<string> }>();
  for (const product of products) {
    for (const token of productKeyTokens(product.derived)) {
      const path = paths.productKey(productKeyId(product.ownerId, token));
      const entry = wanted.get(path) ?? { ownerId: product.ownerId, productIds: new Set() };
      entry.productIds.add(product.id);
      wanted.set(path, entry);
    }
  }
  const paths_ = [...wanted.keys()];
  let written = 0;
  for (let i = 0; i < paths_.length; i += KEY_READ_BATCH) {
    const page = paths_.slice(i, i + KEY_READ_BATCH);
    const snapshots = await db.getAll(...page.map((path) => db.doc(path)));
    const batch = db.batch();
    let writes = 0;
    snapshots.forEach((snapshot, index) => {
      const entry = wanted.get(page[index] ?? '');
      if (!entry) return;
      const stored: unknown = snapshot.get('productIds');
      const have = new Set(Array.isArray(stored) ? stored : []);
      const missing = [...entry.productIds].filter((id) => !have.has(id));
      if (missing.length === 0) return;
      batch.set(
        snapshot.ref,
        { ownerId: entry.ownerId, productIds: FieldValue.arrayUnion(...missing) },
        { merge: true },
      );
      writes += 1;
      written += missing.length;
    });
    if (writes > 0) await batch.commit();
  }
  return written;
}
