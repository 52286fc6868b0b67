import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  REMOVED_FROM_PRODUCT_COUNT,
  deletedProductDoc,
  paths,
  productIndexFields,
  sameDerivedFields,
  type ProductSearchDoc,
} from '../../shared/index.js';
import { applyProductCountChange } from './product-count.js';
import { writeProductKeyChanges } from './product-keys.js';
import { updateTimeOf } from '../../platform/firestore.js';
import { isFailedPrecondition } from '../../shared/narrow.js';

/**
 * What productDerivedFields needs, checked loosely: a stored product that fails ProductDoc in
 * some other field (only the Admin SDK can write one) still gets its list fields.
 */
export const Derivable = v.object({
  title: v.string(),
  sku: v.optional(v.string(), ''),
  variantSkus: v.optional(v.array(v.string())),
  links: v.object({ amazon: v.string(), emag: v.string(), shopify: v.string() }),
  complianceMode: v.optional(v.boolean()),
  stats: v.optional(v.object({ reviewCount: v.number(), ratingSum: v.number() })),
  appliedTemplate: v.optional(v.object({ id: v.string() })),
});

export type IndexProductResult =
  /** derived and the search document written (and maybe counted) */
  | 'indexed'
  /** only counted: its fields cannot be derived (logged by the trigger) */
  | 'invalid'
  /** nothing to write: a retried event, the function's own write, or a field nothing derives from */
  | 'unchanged'
  /** deleted by now: its delete event handles it */
  | 'gone'
  /** written again since it was read: that write's event indexes it */
  | 'superseded';

/**
 * A product was created or updated: writes its server-computed list fields (`derived`), its
 * search document (productSearch/{id}) and its lookup index entries (productKeys) when they differ from what it holds (the digest in
 * `derived` stands for the search document), and counts it in the seller's productCount the first
 * time, in one commit. Works from the product as it is now, so late, repeated or out-of-order events are
 * harmless; writes nothing when nothing changed, which ends the loop its own write starts. The
 * write carries the read's update time as a precondition instead of a transaction, so it never
 * holds up the review transactions that increment the product's stats: if the product changed in
 * between, the write is dropped and the newer write's event does the work.
 */
export async function indexProduct(
  db: Firestore,
  productId: string,
  /**
   * The event's `before` carried inProductCount: true. Only Admin SDK code that rewrites a whole
   * product (set without merge) can drop the mark; it is then put back without counting again.
   */
  countedBefore = false,
): Promise<IndexProductResult> {
  const ref = db.doc(paths.product(productId));
  const snapshot = await ref.get();
  const data = snapshot.data();
  if (!snapshot.exists || !data) return 'gone';
  const { update, search, countFor, derivable } = indexUpdate(productId, data);
  if (Object.keys(update).length === 0) return derivable ? 'unchanged' : 'invalid';

  const batch = db.batch();
  batch.update(ref, update, { lastUpdateTime: updateTimeOf(snapshot) });
  if (search) {
    batch.set(db.doc(paths.productSearch(productId)), search);
    // The import's lookup index follows the keys, in the same commit (product-keys.ts).
    writeProductKeyChanges(db, batch, search.ownerId, productId, data.derived, update.derived);
  }
  if (countFor !== null && !countedBefore) applyProductCountChange(db, batch, countFor, +1);
  try {
    await batch.commit();
  } catch (error) {
    if (isFailedPrecondition(error)) return 'superseded';
    throw error;
  }
  return derivable ? 'indexed' : 'invalid';
}

/**
 * What indexing a stored product writes: its list fields and search document when they differ
 * from what it holds, and the count mark (countFor: the owner whose count it joins) when it has
 * none. Nothing for a product written with both, as an import writes its products.
 */
export function indexUpdate(productId: string, data: Record<string, unknown>) {
  const update: Record<string, unknown> = {};
  const ownerId = typeof data.ownerId === 'string' ? data.ownerId : null;
  const derivable = v.safeParse(Derivable, data);
  let search: ProductSearchDoc | null = null;
  if (derivable.success && ownerId !== null) {
    const fields = productIndexFields(productId, ownerId, derivable.output);
    if (!sameDerivedFields(data.derived, fields.derived)) {
      update.derived = fields.derived;
      search = fields.search;
    }
  }
  const unmarked = ownerId !== null && data.inProductCount !== true;
  if (unmarked) update.inProductCount = true;
  return { update, search, countFor: unmarked ? ownerId : null, derivable: derivable.success };
}

/**
 * True when a product as written needs no indexing. Its event then has nothing to do without
 * reading it again: a later write of the product comes with its own event.
 */
export function indexedAsWritten(productId: string, data: Record<string, unknown>): boolean {
  const { update, derivable } = indexUpdate(productId, data);
  return derivable && Object.keys(update).length === 0;
}

export type UncountResult = 'uncounted' | 'alreadyUncounted' | 'notCounted';

/**
 * A product was deleted: takes it off the seller's productCount once. `before` is the product as
 * the delete event saw it: a product never counted (deleted before indexProduct ran) is not
 * subtracted. The tombstone records that the count was settled, so a retried event, or a bulk
 * delete that already subtracted its chunk, subtracts nothing; a delete without a tombstone (only
 * the Admin SDK can do one) gets one now, since the id is dead either way.
 */
export async function uncountDeletedProduct(
  db: Firestore,
  productId: string,
  before: Record<string, unknown>,
): Promise<UncountResult> {
  const ownerId = before.ownerId;
  if (before.inProductCount !== true || typeof ownerId !== 'string') return 'notCounted';
  const tombstoneRef = db.doc(paths.deletedProduct(productId));
  return db.runTransaction(async (transaction) => {
    const tombstone = await transaction.get(tombstoneRef);
    if (tombstone.get(REMOVED_FROM_PRODUCT_COUNT) === true) return 'alreadyUncounted';
    transaction.set(
      tombstoneRef,
      tombstone.exists
        ? { [REMOVED_FROM_PRODUCT_COUNT]: true }
        : {
            ...deletedProductDoc(ownerId, FieldValue.serverTimestamp()),
            [REMOVED_FROM_PRODUCT_COUNT]: true,
          },
      { merge: true },
    );
    applyProductCountChange(db, transaction, ownerId, -1);
    return 'uncounted';
  });
}
