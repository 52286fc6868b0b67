/**
 * A deleted product's purge: everything under products/{id} (its reviews, its analytics years,
 * and on a legacy product the funnel days and whatever else is there) is deleted by a job on the
 * runner, page by page, instead of inside the product-write trigger's minute. The trigger
 * deletes the public mirror at once (the review page answers 410 from the tombstone anyway) and
 * queues the job (queueProductPurge). A product that says what can be under it has its known
 * subcollections queried by name, each page deleted in one transaction with its checkpoint (the
 * subcollection and the last id: a retry continues after it); a legacy one has its
 * subcollections listed for every page (purgeScopeOf). What a page deletes stays deleted and is
 * counted into the job as the page ends, so a slice stopped anywhere is continued by its retry
 * with what is left.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { converters } from '../../platform/firestore.js';
import {
  JOB_SLICE_MS,
  JOB_STATUSES,
  parseJob,
  queueJob,
  type JobContext,
  type JobEnvironment,
  type JobKind,
  type SliceResult,
} from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS, PRODUCT_SUBCOLLECTIONS, paths } from '../../shared/index.js';
import type { ProductPurgeJobDoc } from '../../shared/schemas/server-jobs.js';

/** Documents per page: one query and one transaction (a legacy page: each with what is under it). */
export const PURGE_PAGE_SIZE = 200;

/** Pages per slice (one task), within JOB_SLICE_MS. */
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
 * Products created before this time (epoch ms) may carry legacy funnel days
 * (products/{id}/funnel/{day}), which the versions before the analytics year documents wrote
 * and nothing writes now.
 */
export const LEGACY_FUNNEL_UNTIL = Date.UTC(2026, 10, 24);

export type PurgeScope = 'known' | 'listed';

/**
 * How a deleted product's purge finds what was under it, decided from the deleted version: one
 * that counts its reviews (`stats.reviewCount`, raised in every review's own transaction) and
 * was created on or after LEGACY_FUNNEL_UNTIL holds only what the data model names
 * (PRODUCT_SUBCOLLECTIONS), so 'known': those are queried by name. Any other is 'listed': it may
 * hold legacy funnel days and whatever the versions before them wrote under a product, which only
 * a listing of its subcollections finds (a scan of the whole database on the emulator).
 */
export function purgeScopeOf(deleted: DocumentData | undefined): PurgeScope {
  const stats: unknown = deleted?.stats;
  const reviewCount: unknown =
    typeof stats === 'object' && stats !== null ? Reflect.get(stats, 'reviewCount') : undefined;
  const createdAt: unknown = deleted?.createdAt;
  return typeof reviewCount === 'number' &&
    createdAt instanceof Timestamp &&
    createdAt.toMillis() >= LEGACY_FUNNEL_UNTIL
    ? 'known'
    : 'listed';
}

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

/** Queues the purge of a deleted product (its owner and scope as the deleted version says). */
export async function queueProductPurge(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  productId: string,
  ownerId: string,
  lastWrite: Timestamp | undefined,
  scope: PurgeScope,
  now = Date.now(),
): Promise<void> {
  await queueJob(env, PRODUCT_PURGE_JOB, productPurgeJobId(productId, lastWrite), {
    ownerId,
    productId,
    scope,
    status: JOB_STATUSES.queued,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + UNFINISHED_PURGE_LIFETIME_MS),
  });
}

export interface PurgeOptions {
  pageSize?: number;
  pagesPerSlice?: number;
  /** No page starts once a slice has worked this long (default JOB_SLICE_MS). */
  sliceMs?: number;
  /** Called after each page (tests stop a slice there). */
  afterPage?: (deleted: number) => void | Promise<void>;
}

/**
 * A legacy product's page ('listed'): up to `pageSize` documents of its first subcollection as
 * listed, each with what is under it (a legacy product may hold subcollections no version of the
 * data model names now, so only a listing finds them). Returns how many documents went, or null
 * when nothing is left.
 */
async function listedPage(db: Firestore, productId: string, pageSize: number) {
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

/** Where a known purge is: the index of its subcollection, and the last id deleted there. */
interface KnownCursor {
  collection: number;
  after: string | null;
}

/**
 * A known page: up to `pageSize` documents of the subcollection the cursor is at, after its last
 * id, deleted in one transaction with the job's count and the cursor moved on (a retry continues
 * there, never querying again over what was deleted). A short page moves on to the next
 * subcollection. Returns how many went, and the cursor after the page (null: nothing is left).
 */
async function knownPage(
  ctx: JobContext,
  at: KnownCursor,
  productId: string,
  pageSize: number,
): Promise<{ count: number; next: KnownCursor | null }> {
  const collection = PRODUCT_SUBCOLLECTIONS[at.collection];
  if (!collection) return { count: 0, next: null };
  return ctx.db.runTransaction(async (tx) => {
    ctx.checkClaim(await tx.get(ctx.ref));
    let query = ctx.db
      .collection(paths.productSubcollection(productId, collection))
      .orderBy(FieldPath.documentId())
      .select();
    if (at.after) query = query.startAfter(at.after);
    const { docs } = await tx.get(query.limit(pageSize));
    for (const doc of docs) tx.delete(doc.ref);
    const last = docs.length === pageSize ? (docs.at(-1)?.id ?? null) : null;
    const next: KnownCursor = last
      ? { collection: at.collection, after: last }
      : { collection: at.collection + 1, after: null };
    const nextCollection = PRODUCT_SUBCOLLECTIONS[next.collection];
    tx.update(ctx.ref, {
      deleted: FieldValue.increment(docs.length),
      collection: nextCollection ?? FieldValue.delete(),
      resumeAfter: next.after ?? FieldValue.delete(),
    });
    return { count: docs.length, next: nextCollection ? next : null };
  });
}

export function productPurgeKind(options: PurgeOptions = {}): JobKind<ProductPurgeJobDoc> {
  const pageSize = options.pageSize ?? PURGE_PAGE_SIZE;
  const pagesPerSlice = options.pagesPerSlice ?? PURGE_PAGES_PER_SLICE;
  return {
    ...PRODUCT_PURGE_JOB,
    ...JOB_STATUSES,
    parse: (snapshot) => parseJob(converters.productPurgeJob, snapshot),
    async slice(ctx, job): Promise<SliceResult> {
      const until = Date.now() + (options.sliceMs ?? JOB_SLICE_MS);
      let deleted = job.deleted ?? 0;
      if (job.scope === 'known') {
        let at: KnownCursor | null = {
          collection: job.collection ? PRODUCT_SUBCOLLECTIONS.indexOf(job.collection) : 0,
          after: job.resumeAfter ?? null,
        };
        for (let page = 0; page < pagesPerSlice && at; page++) {
          if (page > 0 && Date.now() >= until) break;
          const result = await knownPage(ctx, at, job.productId, pageSize);
          deleted += result.count;
          at = result.next;
          await options.afterPage?.(deleted);
        }
        return { done: at === null, checkpoint: {} };
      }
      // A legacy product (purgeScopeOf): listed for every page.
      for (let page = 0; page < pagesPerSlice; page++) {
        if (page > 0 && Date.now() >= until) break;
        const count = await listedPage(ctx.db, job.productId, pageSize);
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
