import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, validData } from '../firestore.js';
import {
  ProductDeleteJobRequest,
  paths,
  type ProductDeleteFailureReason,
  type ProductDeleteJobError,
} from '../shared/index.js';
import { finishedFields, requestFields, workJob, type WorkOptions } from './bulk-job.js';
import { deleteProductChunk } from './delete-product.js';
import { withinRunningJobs } from './running-jobs.js';

/**
 * Bulk delete (docs/decisions.md, "Product list at scale"): works one productDeleteJobs/{id} document, which the seller's browser
 * created naming selected products or "all matching" a list filter. Products go in chunks, each
 * chunk in one commit with its tombstones and the seller's product count (deleteProductChunk);
 * the syncPublicProduct function then removes each mirror and its subcollections. Progress and
 * failures are written to the job after every chunk; a retried run continues after the last one.
 */

type Failure = { productId: string; reason: ProductDeleteFailureReason };

export interface DeleteJobSummary {
  status: 'done' | 'failed' | 'skipped';
  deleted: number;
  failures: Failure[];
  failedCount?: number;
}

async function fail(
  jobRef: DocumentReference,
  error: ProductDeleteJobError,
): Promise<DeleteJobSummary> {
  await jobRef.update({ status: 'failed', error, ...finishedFields() });
  return { status: 'failed', deleted: 0, failures: [] };
}

export async function runProductDeleteJob(
  db: Firestore,
  jobId: string,
  options: Omit<WorkOptions, 'jobId'> = {},
): Promise<DeleteJobSummary> {
  const jobRef = db.doc(paths.productDeleteJob(jobId)).withConverter(converters.productDeleteJob);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', deleted: 0, failures: [] };
  const job = validData(jobSnap);
  if (job?.status === 'done' || job?.status === 'failed') {
    return { status: 'skipped', deleted: 0, failures: [] };
  }
  const request =
    job &&
    v.safeParse(ProductDeleteJobRequest, requestFields(job, ['productIds', 'filter', 'expected']));
  if (!job || !request?.success) return fail(jobRef, 'invalidJob');
  if (job.status === 'queued' && !(await withinRunningJobs(db, job.ownerId, job.createdAt))) {
    return fail(jobRef, 'runningJobsLimit');
  }

  // The stored Timestamp itself (not the schema's structural type): list queries compare with it.
  const createdAt: unknown = jobSnap.get('createdAt');
  const outcome = await workJob<Failure>(
    db,
    jobRef,
    job,
    request.output,
    createdAt instanceof Timestamp ? createdAt : null,
    'deleted',
    async (products) => {
      const result = await deleteProductChunk(db, job.ownerId, products);
      return {
        changed: result.deleted.length,
        failed: result.failed.map((productId) => ({ productId, reason: 'writeFailed' as const })),
      };
    },
    { ...options, jobId },
  );
  return {
    status: 'done',
    deleted: outcome.changed,
    failures: outcome.failures,
    failedCount: outcome.failedCount,
  };
}
