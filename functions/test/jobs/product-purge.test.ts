import { DocumentReference, FieldValue, Query, Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { JobTask } from '../../src/platform/jobs/job-runner.js';
import { mirrorOnWrite } from '../../src/domains/products/product-write.js';
import {
  LEGACY_FUNNEL_UNTIL,
  productPurgeJobId,
  productPurgeKind,
  type PurgeOptions,
} from '../../src/domains/products/purge-product.js';
import { newProductDoc, newProductInput, paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * A deleted product's purge as a job on the runner, against the real Firestore emulator: the
 * product-write step deletes the mirror and, when anything is under the product, queues the job
 * (a product with nothing under it gets none); the job deletes its reviews and analytics years by
 * querying them by name page by page (a legacy product's by listing, with whatever else is under
 * it), and a slice stopped mid-way is continued from its checkpoint with what is left.
 */
const { db } = useAdminFirestore('demo-qr-reviews-product-purge');
const OWNER = 'seller-owner';

/** A product with reviews (its stats counting them, as each review's transaction does) and a year. */
async function seedProductWithHistory(id: string, reviews: number, createdAt?: Timestamp) {
  const product = newProductDoc(
    { ...newProductInput(), title: 'Mug' },
    OWNER,
    createdAt ?? FieldValue.serverTimestamp(),
  );
  await db
    .doc(paths.product(id))
    .set({ ...product, stats: { ...product.stats, reviewCount: reviews } });
  await db.doc(paths.publicProduct(id)).set({ title: 'Mug' });
  let batch = db.batch();
  for (let i = 0; i < reviews; i++) {
    batch.set(db.doc(paths.review(id, `r${String(i).padStart(4, '0')}`)), {
      ownerId: OWNER,
      rating: 5,
    });
    if (i % 400 === 399) {
      await batch.commit();
      batch = db.batch();
    }
  }
  batch.set(db.doc(paths.productAnalyticsYear(id, '2026')), { ownerId: OWNER, m: {} });
  await batch.commit();
}

/** Deletes the product and runs the product-write step its delete event runs; the queued job. */
async function deleteAndQueue(id: string) {
  const before = await db.doc(paths.product(id)).get();
  await db.doc(paths.product(id)).delete();
  const after = await db.doc(paths.product(id)).get();
  const queued: JobTask[] = [];
  await mirrorOnWrite(db, { productId: id, before, after }, (task) => {
    queued.push(task);
    return Promise.resolve();
  });
  const jobId = productPurgeJobId(id, before.updateTime);
  expect(queued).toEqual([{ kind: 'productPurge', jobId, slice: 0 }]);
  return jobId;
}

const purge = (jobId: string, options?: PurgeOptions) =>
  drainJob(db, productPurgeKind(options), jobId);
const underProduct = async (id: string) =>
  (await db.doc(paths.product(id)).listCollections()).map((collection) => collection.id).sort();
const reviewCount = async (id: string) =>
  (await db.collection(paths.reviews(id)).count().get()).data().count;

describe('a deleted product’s purge', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('removes the mirror at once, and everything under the product through its job', async () => {
    await seedProductWithHistory('p1', 12);
    await seedProductWithHistory('p2', 1);
    const jobId = await deleteAndQueue('p1');
    // The mirror goes with the event; the rest waits for the job.
    expect((await db.doc(paths.publicProduct('p1')).get()).exists).toBe(false);
    expect(await underProduct('p1')).toEqual(['analytics', 'reviews']);
    expect((await db.doc(paths.productPurgeJob(jobId)).get()).data()).toMatchObject({
      ownerId: OWNER,
      productId: 'p1',
      scope: 'known',
      status: 'queued',
    });

    const listings = vi.spyOn(DocumentReference.prototype, 'listCollections');
    const { outcomes, job } = await purge(jobId, { pageSize: 5, pagesPerSlice: 2 });
    // 1 year, then 12 reviews in pages of 5 (5, 5, 2), 2 pages a slice.
    expect(outcomes).toEqual(['continued', 'done']);
    expect(job).toMatchObject({ status: 'done', deleted: 13 });
    expect(job).not.toHaveProperty('collection');
    expect(job).not.toHaveProperty('resumeAfter');
    // Queried by name: never a listing (a scan of the whole database on the emulator).
    expect(listings).not.toHaveBeenCalled();
    expect(await underProduct('p1')).toEqual([]);
    // Another product keeps its own.
    expect(await reviewCount('p2')).toBe(1);
    expect(await underProduct('p2')).toEqual(['analytics', 'reviews']);
  });

  it('a slice stopped mid-way is continued from its checkpoint with what is left', async () => {
    await seedProductWithHistory('p1', 9);
    const jobId = await deleteAndQueue('p1');
    // Pages of 3, 2 a slice: slice 0 takes the year, then reviews r0000-r0002; slice 1 takes
    // r0003-r0005 (the page and its checkpoint in one transaction) and stops after it.
    const first = await drainJob(
      db,
      productPurgeKind({
        pageSize: 3,
        pagesPerSlice: 2,
        afterPage: (deleted) => {
          if (deleted >= 7) throw new Error('the instance stopped');
        },
      }),
      jobId,
    ).catch((error: unknown) => error);
    expect(first).toEqual(new Error('the instance stopped'));
    const stopped = (await db.doc(paths.productPurgeJob(jobId)).get()).data();
    expect(stopped).toMatchObject({
      status: 'running',
      deleted: 7,
      collection: 'reviews',
      resumeAfter: 'r0005',
    });
    expect(stopped?.run).toEqual({ kind: 'productPurge', slice: 1 });
    expect(await reviewCount('p1')).toBe(3);
    expect(await underProduct('p1')).toEqual(['reviews']);

    // The retry of slice 1 starts after r0005: one page of the three left (r0006-r0008), and
    // the page after it finds nothing; it never goes back to the analytics years.
    const pages: number[] = [];
    const queried = vi.spyOn(Query.prototype, 'startAfter');
    const { outcomes, job } = await drainJob(
      db,
      productPurgeKind({ pageSize: 3, afterPage: (deleted) => void pages.push(deleted) }),
      jobId,
      1,
    );
    expect(queried.mock.calls.map((call): unknown => call[0])).toEqual(['r0005', 'r0008']);
    expect(outcomes).toEqual(['done']);
    expect(pages).toEqual([10, 10]);
    expect(job).toMatchObject({ status: 'done', deleted: 10 });
    expect(await underProduct('p1')).toEqual([]);
  });

  it('lists under a legacy product, and deletes what the data model no longer names', async () => {
    const legacy = Timestamp.fromMillis(LEGACY_FUNNEL_UNTIL - 86_400_000);
    await seedProductWithHistory('p1', 4, legacy);
    await db.doc(paths.funnelDay('p1', '2026-01-01')).set({ opened: 3 });
    // Something under a review, as no version of the data model describes: it goes with it.
    await db.doc(`${paths.review('p1', 'r0001')}/notes/n1`).set({ text: 'x' });
    const jobId = await deleteAndQueue('p1');
    expect((await db.doc(paths.productPurgeJob(jobId)).get()).get('scope')).toBe('listed');
    expect(await underProduct('p1')).toEqual(['analytics', 'funnel', 'reviews']);

    const { outcomes, job } = await purge(jobId, { pageSize: 3, pagesPerSlice: 2 });
    // Pages of 3 in name order: the year, the day, reviews r0000-r0002 (the note with r0001),
    // r0003; then a listing that finds nothing.
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    expect(job).toMatchObject({ status: 'done', deleted: 7 });
    expect(await underProduct('p1')).toEqual([]);
  });

  it('a job queued before purges stored their scope is purged by listing', async () => {
    await seedProductWithHistory('p1', 2);
    const jobId = await deleteAndQueue('p1');
    await db.doc(paths.productPurgeJob(jobId)).update({ scope: FieldValue.delete() });
    const listings = vi.spyOn(DocumentReference.prototype, 'listCollections');
    expect((await purge(jobId)).job).toMatchObject({ status: 'done', deleted: 3 });
    expect(listings).toHaveBeenCalled();
    expect(await underProduct('p1')).toEqual([]);
  });

  it('a product with nothing under it queues no purge, and nothing of it is left', async () => {
    await seedProductWithHistory('p1', 1);
    await db
      .doc(paths.product('p3'))
      .set(
        newProductDoc(
          { ...newProductInput(), title: 'Plate' },
          OWNER,
          FieldValue.serverTimestamp(),
        ),
      );
    await db.doc(paths.publicProduct('p3')).set({ title: 'Plate' });
    const before = await db.doc(paths.product('p3')).get();
    await db.doc(paths.product('p3')).delete();
    const after = await db.doc(paths.product('p3')).get();
    const queued: JobTask[] = [];
    await mirrorOnWrite(db, { productId: 'p3', before, after }, (task) => {
      queued.push(task);
      return Promise.resolve();
    });
    expect(queued).toEqual([]);
    expect((await db.collection('productPurgeJobs').get()).size).toBe(0);
    expect((await db.doc(paths.publicProduct('p3')).get()).exists).toBe(false);
    expect(await underProduct('p3')).toEqual([]);
    // A product with something under it still gets its purge, which leaves nothing.
    const jobId = await deleteAndQueue('p1');
    expect((await purge(jobId)).job?.status).toBe('done');
    expect(await underProduct('p1')).toEqual([]);
    expect((await db.collection('productPurgeJobs').get()).size).toBe(1);
  });

  it('the same delete event twice queues one job; a finished purge is not run again', async () => {
    await seedProductWithHistory('p1', 2);
    const before = await db.doc(paths.product('p1')).get();
    const jobId = await deleteAndQueue('p1');
    const after = await db.doc(paths.product('p1')).get();
    await mirrorOnWrite(db, { productId: 'p1', before, after }, () => Promise.resolve());
    expect((await db.collection('productPurgeJobs').get()).size).toBe(1);
    expect((await purge(jobId)).job?.status).toBe('done');
    expect((await purge(jobId)).outcomes).toEqual(['ended']);
  });
});
