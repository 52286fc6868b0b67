import * as v from 'valibot';
import { PRODUCT_SUBCOLLECTIONS } from '../paths.js';
import { StoredCount, StoredTime } from '../stored-doc.js';

/**
 * Jobs the server starts and works on the job runner (docs/decisions.md, "Long jobs one way"),
 * each under an id derived from its cause, so the same cause makes the same job. Functions only:
 * no client reads or writes them (docs/data-model.md, "Jobs the server starts").
 */

const SERVER_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

const serverJob = {
  status: v.picklist(SERVER_JOB_STATUSES),
  createdAt: StoredTime,
  finishedAt: v.optional(StoredTime),
  /** An ended job's end + its retention, an unfinished one's creation + 8 days; TTL deletes it. */
  expiresAt: v.optional(StoredTime),
};

/**
 * productPurgeJobs/{productId}-{last write}: what was under a deleted product (its reviews and
 * what is under them, its analytics years, the legacy funnel days), deleted page by page.
 */
export const ProductPurgeJobDoc = v.object({
  ...serverJob,
  ownerId: v.string(),
  productId: v.string(),
  /**
   * How it finds what was under the product (purgeScopeOf): 'known', its known subcollections
   * (PRODUCT_SUBCOLLECTIONS) queried by name page by page; 'listed' (and missing, a job queued
   * before the scope was stored), the product's subcollections listed for every page.
   */
  scope: v.optional(v.picklist(['known', 'listed'])),
  /** Where a 'known' purge is: the subcollection, and the last document id deleted in it. */
  collection: v.optional(v.picklist(PRODUCT_SUBCOLLECTIONS)),
  resumeAfter: v.optional(v.string()),
  /** Documents deleted so far. */
  deleted: v.optional(StoredCount),
});
export type ProductPurgeJobDoc = v.InferOutput<typeof ProductPurgeJobDoc>;

/**
 * digestRuns/{yyyy-mm-ddThh}: the hourly daily-digest run over every seller who switched the
 * digest on, page by page after the last seller id.
 */
export const DigestRunDoc = v.object({
  ...serverJob,
  /** The hour the run is for (its digests are that hour's, whenever a slice runs). */
  hour: StoredTime,
  /**
   * Which pages it is in: the sellers whose account switched the digest on, then the members who
   * asked for it themselves (missing: sellers). resumeAfter: the last seller's id, or the last
   * member document's path.
   */
  phase: v.optional(v.picklist(['sellers', 'members'])),
  resumeAfter: v.optional(v.string()),
  sellers: v.optional(StoredCount),
  sent: v.optional(StoredCount),
  /** Still unfinished 12 hours after its hour: ended without the rest (DIGEST_RUN_LATE_MS). */
  late: v.optional(v.boolean()),
});
export type DigestRunDoc = v.InferOutput<typeof DigestRunDoc>;

/**
 * analyticsRollUps/{owner hash}-{window}: folding a seller's analytics write buffer once a window
 * has closed; the buffer documents a transaction folds are deleted with it, so what is left is
 * where the next slice begins.
 */
export const AnalyticsRollUpJobDoc = v.object({
  ...serverJob,
  ownerId: v.string(),
  window: v.pipe(v.number(), v.integer(), v.minValue(0)),
  entries: v.optional(StoredCount),
  transactions: v.optional(StoredCount),
  /** Buffer documents that do not match their schema: left in place, logged. */
  invalid: v.optional(v.array(v.string())),
  rankingSkipped: v.optional(v.boolean()),
});
export type AnalyticsRollUpJobDoc = v.InferOutput<typeof AnalyticsRollUpJobDoc>;

/**
 * alertFollowUps/{uid}-{last alert}: the one follow-up email of a seller's alert window, due when
 * the window ends; created in the transaction that first found a review for it.
 */
export const AlertFollowUpJobDoc = v.object({
  ...serverJob,
  ownerId: v.string(),
  /** How many reviews the email listed (0: nothing was sent). */
  sent: v.optional(StoredCount),
});
export type AlertFollowUpJobDoc = v.InferOutput<typeof AlertFollowUpJobDoc>;
