import { logger } from 'firebase-functions';
import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { EnqueueJobTask } from '../../platform/jobs/job-runner.js';
import { CLEARED_WITH_DELETE, deepEqual, isDocId, paths } from '../../shared/index.js';
import { indexProduct, indexedAsWritten, uncountDeletedProduct } from './index-product.js';
import { updatePrivateRoutingCount } from './private-routing-count.js';
import { purgeScopeOf, queueProductPurge } from './purge-product.js';
import { deleteEmptiedKeyEntries, removeFromProductKeys } from './product-keys.js';
import { isFailedPrecondition } from '../../shared/narrow.js';
import { productWrite, publicFieldsChanged, syncPublicProduct } from './sync-public-product.js';

/** One write of products/{productId}, as its Firestore event carries it. */
export interface ProductChange {
  productId: string;
  before: DocumentSnapshot | undefined;
  after: DocumentSnapshot | undefined;
}

const writeOf = ({ before, after }: ProductChange) =>
  productWrite(before?.exists === true, after?.exists === true);

/** What a review's submission writes on its product: the counters and the list fields from them. */
const COUNTER_FIELDS = new Set(['stats', 'derived']);

const withoutCounterFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !COUNTER_FIELDS.has(key)));

const derivedBesidesAverage = (data: Record<string, unknown>) => {
  const derived = data.derived;
  if (typeof derived !== 'object' || derived === null) return derived;
  return Object.fromEntries(Object.entries(derived).filter(([key]) => key !== 'averageRating'));
};

/**
 * A write that changed only the review counters and the average rating derived from them, as a
 * review's submission writes them (submitReview), with the list fields as the index derives them:
 * nothing in the event has work (no list field, search document, mirror, card, count or activity
 * changed), so the trigger ends here without a read. Any other write, or a submission that raced
 * another and wrote an average now off, is not one.
 */
export function countersOnlyChange(
  productId: string,
  previous: Record<string, unknown> | undefined,
  written: Record<string, unknown> | undefined,
): boolean {
  if (!previous || !written) return false;
  return (
    deepEqual(withoutCounterFields(previous), withoutCounterFields(written)) &&
    deepEqual(derivedBesidesAverage(previous), derivedBesidesAverage(written)) &&
    indexedAsWritten(productId, written)
  );
}

/**
 * A delete whose own commit removed everything the product leaves but what was under it (a bulk
 * delete's or an undo's: deleteProductChunk marks its tombstone CLEARED_WITH_DELETE), found with
 * one read: its event only looks for what was under it (purgeWhatWasUnder) and the card PNG.
 */
export async function clearedWithItsDelete(db: Firestore, change: ProductChange): Promise<boolean> {
  if (writeOf(change) !== 'deleted' || !isDocId(change.productId)) return false;
  const tombstone = await db.doc(paths.deletedProduct(change.productId)).get();
  return tombstone.get(CLEARED_WITH_DELETE) === true;
}

/**
 * Keeps a product's server-computed list fields (sort keys, filters), its search document and the
 * seller's product counts (every product, and those routing privately), for every write by any
 * path: the web app, imports, template jobs, the Admin SDK. A deleted product's search document
 * and its lookup index entries (product-keys.ts) go with it.
 */
export async function indexOnWrite(db: Firestore, change: ProductChange): Promise<void> {
  const write = writeOf(change);
  if (!write) return;
  const { productId, before, after } = change;
  // An id Firestore reserves fails every write under it: retrying would never end (the rules
  // refuse such ids; only an Admin SDK write could make one).
  if (!isDocId(productId)) {
    logger.error('Product not indexed: its id has no shape the app accepts', { productId });
    return;
  }
  const ownerId: unknown = (after?.exists ? after : before)?.get('ownerId');
  const privateRouting =
    typeof ownerId === 'string' && ownerId !== ''
      ? updatePrivateRoutingCount(db, ownerId, before?.data(), after?.data(), () =>
          writeTime(db, change),
        )
      : null;
  if (write === 'deleted') {
    await Promise.all([
      uncountDeletedProduct(db, productId, before?.data() ?? {}),
      db.doc(paths.productSearch(productId)).delete(),
      typeof ownerId === 'string' ? unindexKeys(db, ownerId, productId, before) : null,
      privateRouting,
    ]);
    return;
  }
  // A product written with its list fields and count mark (an import's, or the index's own
  // write coming back as an event) is not read again.
  const written = after?.data();
  const indexed =
    written && indexedAsWritten(productId, written)
      ? 'unchanged'
      : indexProduct(db, productId, before?.get('inProductCount') === true);
  // A write that moved the product's keys (the index's own, an import's, an undo's) took its id
  // out of the old keys' entries; those it left naming nothing are deleted.
  const emptied =
    typeof ownerId === 'string'
      ? deleteEmptiedKeyEntries(db, ownerId, before?.get('derived'), written?.derived)
      : null;
  const [result] = await Promise.all([indexed, privateRouting, emptied]);
  if (result === 'invalid') {
    logger.error('Product cannot be indexed: its title or links do not match the schema', {
      productId,
    });
  }
}

/**
 * Takes a deleted product's id out of the lookup index entries of the keys it had, deleting an
 * entry left with no product (removeFromProductKeys). An entry changed in between is read again.
 */
async function unindexKeys(
  db: Firestore,
  ownerId: string,
  productId: string,
  before: DocumentSnapshot | undefined,
) {
  for (let attempt = 1; ; attempt++) {
    const batch = db.batch();
    const writes = await removeFromProductKeys(db, batch, ownerId, [
      { productId, derived: before?.get('derived') },
    ]);
    if (writes === 0) return;
    try {
      await batch.commit();
      return;
    } catch (error) {
      if (!isFailedPrecondition(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * When the write was committed: a created or updated product's update time; a delete's is its
 * tombstone's create time (the two commit together on every path that deletes a product), and
 * unknown without one. Not the event's time, which the emulator gives to the second only.
 */
async function writeTime(
  db: Firestore,
  { productId, after }: ProductChange,
): Promise<Timestamp | null> {
  if (after?.exists) return after.updateTime ?? null;
  return (await db.doc(paths.deletedProduct(productId)).get()).createTime ?? null;
}

/** Hours the earliest and the latest time zones are from UTC. */
const ZONE_BEHIND_MS = 12 * 3_600_000;
const ZONE_AHEAD_MS = 14 * 3_600_000;

/** The local years ('yyyy') a time from `from` to `to` (epoch ms) has in any time zone. */
export function localYearsBetween(from: number, to: number): string[] {
  const years: string[] = [];
  const last = new Date(to + ZONE_AHEAD_MS).getUTCFullYear();
  for (let year = new Date(from - ZONE_BEHIND_MS).getUTCFullYear(); year <= last; year += 1) {
    years.push(String(year));
  }
  return years;
}

/**
 * Whether a deleted product has documents under it (reviews, analytics years, funnel days), so its
 * purge has work. Looked at once, after the delete: whatever writes under products/{id} does so in
 * a transaction that fails once the product is gone (a review updates the product's stats) or
 * skips a product with a tombstone (an analytics roll-up), and the tombstone commits with the
 * delete, so nothing can appear under it after this look; no client may write there (the rules).
 * Decided from the deleted version itself where it can be (docs/decisions.md, "Selection and bulk
 * actions"): a review is created only together with its product's `stats.reviewCount`
 * increment, so a count of 0 means no review; the analytics years are read by id (those a day
 * from the product's creation to now can fall in, in any time zone: mostly one). Only a product
 * whose purge lists (purgeScopeOf: no stats or creation time, or created before
 * LEGACY_FUNNEL_UNTIL) is listed, which the Firestore emulator answers by scanning the whole
 * database.
 */
export async function hasAnythingUnder(
  db: Firestore,
  { productId, before }: ProductChange,
  now = Date.now(),
): Promise<boolean> {
  const reviewCount: unknown = before?.get('stats.reviewCount');
  const createdAt: unknown = before?.get('createdAt');
  // The second and third tests only narrow the types: a 'known' product passed both.
  if (
    purgeScopeOf(before?.data()) === 'listed' ||
    typeof reviewCount !== 'number' ||
    !(createdAt instanceof Timestamp)
  ) {
    return (await db.doc(paths.product(productId)).listCollections()).length > 0;
  }
  if (reviewCount > 0) return true;
  const years = localYearsBetween(createdAt.toMillis(), now);
  const analytics = await db.getAll(
    ...years.map((year) => db.doc(paths.productAnalyticsYear(productId, year))),
  );
  return analytics.some((snapshot) => snapshot.exists);
}

/**
 * Keeps publicProducts/{id} (what the anonymous review page reads) in step with products/{id},
 * and when a product is deleted removes its mirror and, when something is under it, queues its
 * purge (purge-product.ts: a job on the runner, not this trigger's minute). Decided from the event
 * itself, never from what products/{id} holds when this runs.
 */
export async function mirrorOnWrite(
  db: Firestore,
  change: ProductChange,
  enqueue: EnqueueJobTask,
): Promise<void> {
  const write = writeOf(change);
  if (!write) return;
  if (write !== 'deleted' && !publicFieldsChanged(change.before?.data(), change.after?.data())) {
    return;
  }
  const result = await syncPublicProduct(db, change.productId, write, change.after?.data());
  if (result === 'invalid') {
    logger.error('Product does not match the schema; public mirror left as it was', {
      productId: change.productId,
    });
  }
  if (write === 'deleted') await purgeWhatWasUnder(db, change, enqueue);
}

/** A deleted product's purge, queued when something is under it. */
export async function purgeWhatWasUnder(
  db: Firestore,
  change: ProductChange,
  enqueue: EnqueueJobTask,
): Promise<void> {
  if (!isDocId(change.productId) || !(await hasAnythingUnder(db, change))) return;
  const ownerId: unknown = change.before?.get('ownerId');
  await queueProductPurge(
    { db, enqueue },
    change.productId,
    typeof ownerId === 'string' ? ownerId : '',
    change.before?.updateTime,
    purgeScopeOf(change.before?.data()),
  );
}
