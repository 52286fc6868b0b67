/**
 * A deleted product's purge: everything under products/{id} (its reviews and whatever is under
 * them, its analytics years, the legacy funnel days, any subcollection added later) is deleted by
 * a job on the runner, page by page, instead of inside the product-write trigger's minute. The
 * trigger deletes the public mirror at once (the review page answers 410 from the tombstone
 * anyway) and queues the job (queueProductPurge). What a page deletes stays deleted and is
 * counted into the job as the page ends, so a slice stopped anywhere is continued by its retry
 * with what is left.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters } from '../../platform/firestore.js';
import {
  JOB_STATUSES,
  parseJob,
  queueJob,
  type JobEnvironment,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS, paths } from '../../shared/index.js';
import type { ProductPurgeJobDoc } from '../../shared/schemas/server-jobs.js';

/** Documents per page: each is deleted with whatever is under it. */
export const PURGE_PAGE_SIZE = 200;

/** Pages per slice (one task). */
export const PURGE_PAGES_PER_SLICE = 10;

/** An unfinished purge is deleted after this (past the 7 days a slice is retried). */
const UNFINISHED_PURGE_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

export const PRODUCT_PURGE_JOB = { name: 'productPurge', path: paths.productPurgeJob } as const;

/** For the lifetime sweep: purge jobs past their expiresAt. */
export const expiredProductPurgeJobs = expiredDocuments(
  'productPurgeJobs',
  COLLECTIONS.productPurgeJobs,
);

/**
 * The purge of one delete: the product's id and the update time of the version deleted, so a
 * retried delete event queues the same job, and a product written again under that id (only the
 * Admin SDK can) and deleted again gets a purge of its own.
 */
export function productPurgeJobId(productId: string, lastWrite: Timestamp | undefined): string {
  const version = lastWrite
    ? `${lastWrite.seconds}${String(lastWrite.nanoseconds).padStart(9, '0')}`
    : '0';
  return `${productId}-${version}`;
}

/** Queues the purge of a deleted product (its owner as the deleted version named it). */
export async function queueProductPurge(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  productId: string,
  ownerId: string,
  lastWrite: Timestamp | undefined,
  now = Date.now(),
): Promise<void> {
  await queueJob(env, PRODUCT_PURGE_JOB, productPurgeJobId(productId, lastWrite), {
    ownerId,
    productId,
    status: JOB_STATUSES.queued,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + UNFINISHED_PURGE_LIFETIME_MS),
  });
}

export interface PurgeOptions {
  pageSize?: number;
  pagesPerSlice?: number;
  /** Called after each page (tests stop a slice there). */
  afterPage?: (deleted: number) => void | Promise<void>;
}

/**
 * Deletes one page under products/{productId}: up to `pageSize` documents of its first
 * subcollection, each with what is under it. Returns how many documents went, or null when
 * nothing is left.
 */
async function purgePage(db: Firestore, productId: string, pageSize: number) {
  const collections = await db.doc(paths.product(productId)).listCollections();
  const [collection] = collections.sort((a, b) => a.id.localeCompare(b.id));
  if (!collection) return null;
  let deleted = 0;
  const writer = db.bulkWriter();
  writer.onWriteResult(() => {
    deleted += 1;
  });
  const page = await collection.select().limit(pageSize).get();
  if (page.empty) {
    // Only documents under parents that do not exist are left in it.
    await db.recursiveDelete(collection, writer);
  } else {
    await Promise.all(page.docs.map((doc) => db.recursiveDelete(doc.ref, writer)));
  }
  await writer.close();
  return deleted;
}

export function productPurgeKind(options: PurgeOptions = {}): JobKind<ProductPurgeJobDoc> {
  const pageSize = options.pageSize ?? PURGE_PAGE_SIZE;
  return {
    ...PRODUCT_PURGE_JOB,
    ...JOB_STATUSES,
    parse: (snapshot) => parseJob(converters.productPurgeJob, snapshot),
    async slice(ctx, job) {
      let deleted = job.deleted ?? 0;
      for (let page = 0; page < (options.pagesPerSlice ?? PURGE_PAGES_PER_SLICE); page++) {
        const count = await purgePage(ctx.db, job.productId, pageSize);
        if (count === null) return { done: true, checkpoint: {} };
        // Counted as each page goes: a slice stopped later leaves the count of what it deleted.
        await ctx.db.runTransaction(async (tx) => {
          ctx.checkClaim(await tx.get(ctx.ref));
          tx.update(ctx.ref, { deleted: FieldValue.increment(count) });
        });
        deleted += count;
        await options.afterPage?.(deleted);
      }
      return { done: false, checkpoint: {} };
    },
  };
}
