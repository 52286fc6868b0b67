import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { JobTask } from '../../src/platform/jobs/job-runner.js';
import { mirrorOnWrite } from '../../src/domains/products/product-write.js';
import {
  productPurgeJobId,
  productPurgeKind,
  type PurgeOptions,
} from '../../src/domains/products/purge-product.js';
import { newProductDoc, newProductInput, paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * A deleted product's purge as a job on the runner, against the real Firestore emulator: the
 * product-write step deletes the mirror and, when anything is under the product, queues the job
 * (a product with nothing under it gets none); the job deletes the reviews (with
 * what is under them), the analytics years and any other subcollection page by page, and a slice
 * stopped mid-way is continued with what is left.
 */
const { db } = useAdminFirestore('demo-qr-reviews-product-purge');
const OWNER = 'seller-owner';

async function seedProductWithHistory(id: string, reviews: number) {
  await db
    .doc(paths.product(id))
    .set(
      newProductDoc({ ...newProductInput(), title: 'Mug' }, OWNER, FieldValue.serverTimestamp()),
    );
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
  batch.set(db.doc(paths.funnelDay(id, '2026-01-01')), { opened: 3 });
  // Something under a review: it goes with its review.
  batch.set(db.doc(`${paths.review(id, 'r0001')}/notes/n1`), { text: 'x' });
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
  it('removes the mirror at once, and everything under the product through its job', async () => {
    await seedProductWithHistory('p1', 12);
    await seedProductWithHistory('p2', 1);
    const jobId = await deleteAndQueue('p1');
    // The mirror goes with the event; the rest waits for the job.
    expect((await db.doc(paths.publicProduct('p1')).get()).exists).toBe(false);
    expect(await underProduct('p1')).toEqual(['analytics', 'funnel', 'reviews']);
    expect((await db.doc(paths.productPurgeJob(jobId)).get()).data()).toMatchObject({
      ownerId: OWNER,
      productId: 'p1',
      status: 'queued',
    });

    const { outcomes, job } = await purge(jobId, { pageSize: 5, pagesPerSlice: 2 });
    // 12 reviews + 1 note, 1 year, 1 day: pages of 5 (the note with its review), 2 per slice.
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    expect(job).toMatchObject({ status: 'done', deleted: 15 });
    expect(await underProduct('p1')).toEqual([]);
    // Another product keeps its own.
    expect(await reviewCount('p2')).toBe(1);
    expect(await underProduct('p2')).toEqual(['analytics', 'funnel', 'reviews']);
  });

  it('a slice stopped mid-way is continued with what is left, its count from the checkpoint', async () => {
    await seedProductWithHistory('p1', 9);
    const jobId = await deleteAndQueue('p1');
    // Pages of 3, 2 a slice: slice 0 takes the year and the day (the collections in name
    // order), slice 1 reviews r0000-r0002 (and the note under r0001), then r0003-r0005, and
    // stops before its checkpoint.
    const first = await drainJob(
      db,
      productPurgeKind({
        pageSize: 3,
        pagesPerSlice: 2,
        afterPage: (deleted) => {
          if (deleted >= 9) throw new Error('the instance stopped');
        },
      }),
      jobId,
    ).catch((error: unknown) => error);
    expect(first).toEqual(new Error('the instance stopped'));
    const stopped = (await db.doc(paths.productPurgeJob(jobId)).get()).data();
    expect(stopped).toMatchObject({ status: 'running', deleted: 9 });
    expect(stopped?.run).toEqual({ kind: 'productPurge', slice: 1 });
    expect(await reviewCount('p1')).toBe(3);

    // The retry of slice 1 finds only what is left: three reviews.
    const { outcomes, job } = await drainJob(db, productPurgeKind({ pageSize: 3 }), jobId, 1);
    expect(outcomes).toEqual(['done']);
    expect(job).toMatchObject({ status: 'done', deleted: 12 });
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
