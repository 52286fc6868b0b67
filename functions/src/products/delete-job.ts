import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, validData } from '../firestore.js';
import {
  ProductDeleteJobRequest,
  paths,
  type ProductDeleteFailureReason,
} from '../shared/index.js';
import {
  JobContinues,
  finishedFields,
  resumedProgress,
  saveProgress,
  selectedProducts,
} from './bulk-job.js';
import { deleteProductChunk } from './delete-product.js';

/**
 * Bulk delete (issue 15): works one productDeleteJobs/{id} document, which the seller's browser
 * created naming selected products or "all matching" a list filter. Products go in chunks, each
 * chunk in one commit with its tombstones and the seller's product count (deleteProductChunk);
 * the syncPublicProduct function then removes each mirror and its subcollections. Progress and
 * failures are written to the job after every chunk; a retried run continues after the last one.
 */

type Failure = { productId: string; reason: ProductDeleteFailureReason };

export interface DeleteJobOptions {
  batchSize?: number;
  onProgress?: (processed: number, total: number | null) => void;
  /** Stop starting chunks after this many ms and throw JobContinues (the event is retried). */
  budgetMs?: number;
}

export interface DeleteJobSummary {
  status: 'done' | 'failed' | 'skipped';
  deleted: number;
  failures: Failure[];
  failedCount?: number;
}

async function fail(jobRef: DocumentReference): Promise<DeleteJobSummary> {
  await jobRef.update({ status: 'failed', error: 'invalidJob', ...finishedFields() });
  return { status: 'failed', deleted: 0, failures: [] };
}

function pickRequest(stored: object): Record<string, unknown> {
  const fields = ['productIds', 'filter', 'expected'];
  return Object.fromEntries(Object.entries(stored).filter(([key]) => fields.includes(key)));
}

export async function runProductDeleteJob(
  db: Firestore,
  jobId: string,
  options: DeleteJobOptions = {},
): Promise<DeleteJobSummary> {
  const startedAt = Date.now();
  const jobRef = db.doc(paths.productDeleteJob(jobId)).withConverter(converters.productDeleteJob);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return { status: 'skipped', deleted: 0, failures: [] };
  const job = validData(jobSnap);
  if (job?.status === 'done' || job?.status === 'failed') {
    return { status: 'skipped', deleted: 0, failures: [] };
  }
  const request = job && v.safeParse(ProductDeleteJobRequest, pickRequest(job));
  if (!job || !request?.success) return fail(jobRef);

  const selection = request.output;
  const total = 'productIds' in selection ? new Set(selection.productIds).size : selection.expected;
  const progress = resumedProgress<Failure>(job);
  let deleted = job.status === 'running' ? (job.deleted ?? 0) : 0;
  if (job.status !== 'running') {
    await jobRef.update({
      status: 'running',
      ...(total !== null ? { total } : {}),
      processed: 0,
      deleted: 0,
      failures: [],
      failedCount: 0,
    });
  }

  const chunks = selectedProducts(db, selection, {
    ownerId: job.ownerId,
    resumeAfter: progress.resumeAfter,
    chunkSize: options.batchSize,
    createdUpTo: 'filter' in selection ? (jobSnap.get('createdAt') ?? null) : null,
  });
  for await (const chunk of chunks) {
    for (const failure of chunk.failures) progress.failures.add(failure);
    if (chunk.products.length > 0) {
      const result = await deleteProductChunk(db, job.ownerId, chunk.products);
      deleted += result.deleted.length;
      for (const productId of result.failed)
        progress.failures.add({ productId, reason: 'writeFailed' });
    }
    progress.processed += chunk.processed;
    progress.resumeAfter = chunk.resumeAfter;
    await saveProgress(jobRef, progress, { deleted });
    options.onProgress?.(progress.processed, total);
    if (Date.now() - startedAt > (options.budgetMs ?? Number.POSITIVE_INFINITY)) {
      throw new JobContinues(jobId);
    }
  }

  await jobRef.update({ status: 'done', ...finishedFields() });
  return {
    status: 'done',
    deleted,
    failures: progress.failures.listed,
    failedCount: progress.failures.count,
  };
}
