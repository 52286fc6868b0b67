import * as v from 'valibot';
import { ProductFilter } from '../product-query.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { ValidationMessage } from '../validation-messages.js';

/**
 * Bulk jobs over products (docs/decisions.md, "Product list at scale"): Apply Template (templateJobs, docs/decisions.md, "Templates and card rendering") and Delete
 * (productDeleteJobs). The seller's browser creates the job document naming either the selected
 * products (1–500 ids) or "every product matching" a filter; a function works it in chunks and
 * writes its progress into the same document, so it survives a closed tab.
 */

/** Products one job may name by id (firestore.rules repeats it). */
export const JOB_MAX_PRODUCT_IDS = 500;

/** Selected rows: their ids. Ids are only checked to be strings; the job reports unknown ones. */
export const ProductIdsSelection = v.strictObject({
  productIds: v.pipe(
    v.array(v.string(ValidationMessage.requestInvalid), ValidationMessage.requestInvalid),
    v.minLength(1, ValidationMessage.requestInvalid),
    v.maxLength(JOB_MAX_PRODUCT_IDS, ValidationMessage.requestInvalid),
  ),
});

/**
 * "All N matching": the list's filter, and how many products the seller was shown (null when
 * the list could not count them exactly), for the progress bar. The job selects the products that
 * match when it runs and were created before the job.
 */
export const ProductFilterSelection = v.strictObject({
  filter: ProductFilter,
  expected: v.nullable(StoredCount),
});

export const ProductSelectionRequest = v.union([ProductIdsSelection, ProductFilterSelection]);
export type ProductSelectionRequest = v.InferOutput<typeof ProductSelectionRequest>;

const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Why a product was not deleted (the web app translates each). */
const DELETE_FAILURES = ['notFound', 'invalidProduct', 'writeFailed'] as const;
export type ProductDeleteFailureReason = (typeof DELETE_FAILURES)[number];

/** At most this many failures are listed in a job document (the rest are only counted). */
export const JOB_FAILURES_LISTED = 100;

/** productDeleteJobs/{id} as the browser creates it (besides ownerId, status and createdAt). */
export const ProductDeleteJobRequest = ProductSelectionRequest;

/** Why a whole delete job failed (the web app translates each). */
export const PRODUCT_DELETE_JOB_ERRORS = ['invalidJob', 'runningJobsLimit'] as const;
export type ProductDeleteJobError = (typeof PRODUCT_DELETE_JOB_ERRORS)[number];

/** productDeleteJobs/{id} as stored: the request, then what the function writes as it works. */
export const ProductDeleteJobDoc = v.object({
  ownerId: v.string(),
  /** The member who started it (their uid; the rules check it is the writer's own). */
  createdBy: v.optional(v.string()),
  productIds: v.optional(v.array(v.string())),
  filter: v.optional(ProductFilter),
  expected: v.optional(v.nullable(StoredCount)),
  status: v.picklist(JOB_STATUSES),
  createdAt: StoredTime,
  /** Products named (ids) or counted by the seller's list (filter; absent when not counted). */
  total: v.optional(StoredCount),
  processed: v.optional(StoredCount),
  deleted: v.optional(StoredCount),
  failedCount: v.optional(StoredCount),
  failures: v.optional(
    v.array(v.object({ productId: v.string(), reason: v.picklist(DELETE_FAILURES) })),
  ),
  /** The last product id worked on: a retried run continues after it. */
  resumeAfter: v.optional(v.string()),
  error: v.optional(v.picklist(PRODUCT_DELETE_JOB_ERRORS)),
  finishedAt: v.optional(StoredTime),
  /** finishedAt + 30 days; a Firestore TTL policy on this field deletes finished jobs. */
  expiresAt: v.optional(StoredTime),
});
export type ProductDeleteJobDoc = v.InferOutput<typeof ProductDeleteJobDoc>;
