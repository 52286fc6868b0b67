import {
  DocumentReference,
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
} from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { productDeleteJobKind } from '../../src/domains/products/delete-job.js';
import { productKeyId, skuToken } from '../../src/domains/products/product-keys.js';
import {
  clearedWithItsDelete,
  indexOnWrite,
  mirrorOnWrite,
  localYearsBetween,
  purgeWhatWasUnder,
  type ProductChange,
} from '../../src/domains/products/product-write.js';
import { LEGACY_FUNNEL_UNTIL } from '../../src/domains/products/purge-product.js';
import type { JobTask } from '../../src/platform/jobs/job-runner.js';
import {
  CLEARED_WITH_DELETE,
  COLLECTIONS,
  EMPTY_PRODUCT_FILTER,
  PRIVATE_ROUTING_COUNT_FIELD,
  PRODUCT_COUNT_FIELD,
  newProductInput,
  paths,
  type ProductInput,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { addListedProduct } from '../support/listed-products.js';

/**
 * A bulk delete leaves nothing behind when its job says done: no search document, public mirror
 * or lookup index entry of a deleted product (an entry left with no product is deleted), the
 * seller's product and private-routing counts exact, a purge queued only where something is
 * under a deleted product; and the deleted products' delete events, whenever they run, find
 * nothing to do and count nothing again. Domain code against the real Firestore emulator.
 */
const PROJECT_ID = 'demo-qr-reviews-bulk-delete-leftovers';
const OWNER = 'seller-owner';
const { db } = useAdminFirestore(PROJECT_ID);

interface Spec {
  id: string;
  title: string;
  sku: string;
  privately?: boolean;
}

/** Products as an import leaves them: list fields, search document, mirror, lookup index, counted. */
async function seed(specs: Spec[]) {
  const batch = db.batch();
  let privately = 0;
  for (const spec of specs) {
    const input: ProductInput = {
      ...newProductInput(),
      title: spec.title,
      sku: spec.sku,
      complianceMode: !spec.privately,
    };
    if (spec.privately) privately += 1;
    addListedProduct(db, batch, { id: spec.id, ownerId: OWNER, input });
  }
  batch.set(db.doc(paths.seller(OWNER)), {
    [PRODUCT_COUNT_FIELD]: specs.length,
    [PRIVATE_ROUTING_COUNT_FIELD]: privately,
  });
  await batch.commit();
}

/** Five "Clearance" products (one routing privately, one with reviews) and two kept. */
const CATALOGUE: Spec[] = [
  { id: 'd0', title: 'Clearance lamp 0', sku: 'SHARED', privately: true },
  { id: 'd1', title: 'Clearance lamp 1', sku: 'ONLY-D1' },
  { id: 'd2', title: 'Clearance lamp 2', sku: 'ONLY-D2' },
  { id: 'd3', title: 'Clearance lamp 3', sku: 'ONLY-D3' },
  { id: 'd4', title: 'Clearance lamp 4', sku: 'ONLY-D4' },
  { id: 'k0', title: 'Desk lamp', sku: 'SHARED', privately: true },
  { id: 'k1', title: 'Floor lamp', sku: 'K1' },
];
const DELETED = ['d0', 'd1', 'd2', 'd3', 'd4'];

/** A review as submitReview writes it: with its product's stats.reviewCount, in one commit. */
async function writeReview(productId: string) {
  const batch = db.batch();
  batch.set(db.doc(paths.review(productId, 'r1')), { ownerId: OWNER, rating: 2 });
  batch.update(db.doc(paths.product(productId)), { 'stats.reviewCount': FieldValue.increment(1) });
  await batch.commit();
}

const keyEntry = async (sku: string) =>
  (await db.doc(paths.productKey(productKeyId(OWNER, skuToken(sku)))).get()).data();
const profile = async () => (await db.doc(paths.seller(OWNER)).get()).data() ?? {};
const exists = async (path: string) => (await db.doc(path).get()).exists;

async function deleteClearance(deleted = DELETED.length): Promise<{ queuedElsewhere: JobTask[] }> {
  await db.doc(paths.productDeleteJob('job')).set({
    ownerId: OWNER,
    status: 'queued',
    createdAt: FieldValue.serverTimestamp(),
    filter: { ...EMPTY_PRODUCT_FILTER, search: 'clearance' },
    expected: DELETED.length,
  });
  // Chunks of 2 over pages of 2: several commits and slices.
  const drained = await drainJob(
    db,
    productDeleteJobKind({ chunkSize: 2, chunksPerSlice: 1 }),
    'job',
  );
  expect(drained.job).toMatchObject({ status: 'done', deleted });
  return drained;
}

async function expectNothingLeft() {
  for (const id of DELETED) {
    expect(await exists(paths.product(id))).toBe(false);
    expect(await exists(paths.productSearch(id))).toBe(false);
    expect(await exists(paths.publicProduct(id))).toBe(false);
  }
  // The shared SKU's entry keeps the product left; the others' entries are gone, not empty.
  expect((await keyEntry('SHARED'))?.productIds).toEqual(['k0']);
  for (const sku of ['ONLY-D1', 'ONLY-D2', 'ONLY-D3', 'ONLY-D4']) {
    expect(await keyEntry(sku)).toBeUndefined();
  }
  expect(await keyEntry('K1')).toMatchObject({ productIds: ['k1'] });
  expect(await profile()).toMatchObject({
    [PRODUCT_COUNT_FIELD]: 2,
    [PRIVATE_ROUTING_COUNT_FIELD]: 1,
  });
  for (const id of ['k0', 'k1']) {
    expect(await exists(paths.product(id))).toBe(true);
    expect(await exists(paths.productSearch(id))).toBe(true);
    expect(await exists(paths.publicProduct(id))).toBe(true);
  }
}

/** The delete event of a product as the trigger's domain code handles it, in full. */
async function runDeleteEvent(before: DocumentSnapshot, enqueued: JobTask[]) {
  const change: ProductChange = { productId: before.id, before, after: undefined };
  await indexOnWrite(db, change);
  await mirrorOnWrite(db, change, (task) => {
    enqueued.push(task);
    return Promise.resolve();
  });
}

describe('a bulk delete leaves nothing behind', () => {
  it('removes search documents, mirrors and lookup entries and settles the counts in its own commits', async () => {
    await seed(CATALOGUE);
    await writeReview('d2');
    const befores = await db.getAll(...DELETED.map((id) => db.doc(paths.product(id))));
    const { queuedElsewhere } = await deleteClearance();
    await expectNothingLeft();
    expect(queuedElsewhere).toEqual([]);
    for (const id of DELETED) {
      expect((await db.doc(paths.deletedProduct(id)).get()).get(CLEARED_WITH_DELETE)).toBe(true);
    }
    // Each delete event as processProductWrite runs it for a marked tombstone: only the look
    // under the product, and one purge, for the one with something under it.
    const enqueued: JobTask[] = [];
    for (const before of befores) {
      const change: ProductChange = { productId: before.id, before, after: undefined };
      expect(await clearedWithItsDelete(db, change)).toBe(true);
      await purgeWhatWasUnder(db, change, (task) => {
        enqueued.push(task);
        return Promise.resolve();
      });
    }
    expect(enqueued.map((task) => task.kind)).toEqual(['productPurge']);
    const purges = await db.collection(COLLECTIONS.productPurgeJobs).get();
    expect(purges.docs.map((doc): unknown => doc.get('productId'))).toEqual(['d2']);
    await expectNothingLeft();
  });

  it('the delete events that come later find their tombstone marked, and even run in full change nothing', async () => {
    await seed(CATALOGUE);
    await writeReview('d2');
    const befores = await db.getAll(...DELETED.map((id) => db.doc(paths.product(id))));
    await deleteClearance();
    const enqueued: JobTask[] = [];
    for (const before of befores) {
      expect(
        await clearedWithItsDelete(db, { productId: before.id, before, after: undefined }),
      ).toBe(true);
      // Run in full (an event delivered twice, or by an older version of the trigger).
      await runDeleteEvent(before, enqueued);
    }
    await expectNothingLeft();
    // One purge, however often the event runs (one id per deleted version).
    expect((await db.collection(COLLECTIONS.productPurgeJobs).get()).size).toBe(1);
  });

  it('a product deleted on its own first, its event run, is then reported by the job and counted once', async () => {
    await seed(CATALOGUE);
    const [before] = await db.getAll(db.doc(paths.product('d1')));
    await deleteProductWithTombstone(db, 'd1');
    await runDeleteEvent(before!, []);
    // The trigger's path deletes the entry it leaves empty.
    expect(await keyEntry('ONLY-D1')).toBeUndefined();
    expect((await profile())[PRODUCT_COUNT_FIELD]).toBe(6);
    expect(await clearedWithItsDelete(db, { productId: 'd1', before, after: undefined })).toBe(
      false,
    );
    await deleteClearance(DELETED.length - 1);
    await expectNothingLeft();
  });
});

describe('the look under a deleted product', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Deletes products as the bulk delete does, then runs each one's look; the purges queued. */
  async function lookUnder(ids: string[]): Promise<string[]> {
    const befores = await db.getAll(...ids.map((id) => db.doc(paths.product(id))));
    await deleteClearance();
    const queued: string[] = [];
    for (const before of befores) {
      const change: ProductChange = { productId: before.id, before, after: undefined };
      await purgeWhatWasUnder(db, change, () => {
        queued.push(before.id);
        return Promise.resolve();
      });
    }
    return queued.sort();
  }

  it('lists nothing when the product says nothing can be under it, and finds a review or an analytics year', async () => {
    await seed(CATALOGUE);
    await writeReview('d2');
    await db.doc(paths.productAnalyticsYear('d3', '2026')).set({ ownerId: OWNER, m: {} });
    const listings = vi.spyOn(DocumentReference.prototype, 'listCollections');
    expect(await lookUnder(DELETED)).toEqual(['d2', 'd3']);
    // Decided from the stats and the analytics years read by id: no listing (a scan of the whole
    // database on the emulator).
    expect(listings).not.toHaveBeenCalled();
  });

  it('lists what is under a product created before the legacy funnel days ended, or with no stats', async () => {
    await seed(CATALOGUE);
    const legacy = Timestamp.fromMillis(LEGACY_FUNNEL_UNTIL - 86_400_000);
    await db.doc(paths.product('d0')).update({ createdAt: legacy });
    await db.doc(paths.funnelDay('d0', '2026-11-01')).set({ ownerId: OWNER, opened: 1 });
    await db.doc(paths.product('d1')).update({ stats: FieldValue.delete() });
    await db.doc(paths.funnelDay('d1', '2026-11-01')).set({ ownerId: OWNER, opened: 1 });
    await db.doc(paths.product('d4')).update({ createdAt: legacy });
    const listings = vi.spyOn(DocumentReference.prototype, 'listCollections');
    expect(await lookUnder(DELETED)).toEqual(['d0', 'd1']);
    expect(listings).toHaveBeenCalledTimes(3);
  });

  it('reads the local years a product lived through in any time zone', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(localYearsBetween(at('2026-03-01T00:00:00Z'), at('2026-11-29T00:00:00Z'))).toEqual([
      '2026',
    ]);
    // Created at 08:00 UTC on New Year's Day: still the old year west of UTC-8.
    expect(localYearsBetween(at('2026-01-01T08:00:00Z'), at('2026-06-01T00:00:00Z'))).toEqual([
      '2025',
      '2026',
    ]);
    // Now at 11:00 UTC on New Year's Eve: already the new year east of UTC+13.
    expect(localYearsBetween(at('2026-06-01T00:00:00Z'), at('2026-12-31T11:00:00Z'))).toEqual([
      '2026',
      '2027',
    ]);
  });
});
