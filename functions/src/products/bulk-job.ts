import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  JOB_FAILURES_LISTED,
  PRODUCT_ID_PATTERN,
  paths,
  type ProductSelectionRequest,
} from '../shared/index.js';
import { matchingProductsPage } from './matching-products.js';

/**
 * What the bulk jobs over products (Apply Template, Delete) share: which products a job names,
 * read in chunks; its progress and failures, written back to the job document after every chunk so
 * the seller's dialog can show them and a retried run continues where the last one stopped.
 */

/**
 * A finished job only feeds the dialog that started it; after this long a TTL policy on
 * `expiresAt` deletes it (docs/data-model.md).
 */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The fields every finished job gets, whatever its outcome. */
export function finishedFields() {
  return {
    finishedAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + FINISHED_JOB_RETENTION_MS),
  };
}

/** Products per chunk: one read of the chunk and one commit of its writes. */
export const JOB_CHUNK_SIZE = 200;

/**
 * A run stops starting new chunks after this long and leaves the rest to a retry of its event
 * (the triggers set retry: true and a 540 s timeout), so no chunk is cut off half-way.
 */
export const JOB_RUN_BUDGET_MS = 420_000;

/** Thrown when a run used its time budget: the event is retried and the job resumes. */
export class JobContinues extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} continues in a retried run`);
    this.name = 'JobContinues';
  }
}

/** A job's failure list: the first JOB_FAILURES_LISTED, the rest only counted. */
export class FailureLog<T> {
  readonly listed: T[];
  count: number;
  constructor(listed: T[] = [], count = listed.length) {
    this.listed = [...listed];
    this.count = count;
  }
  add(failure: T) {
    this.count += 1;
    if (this.listed.length < JOB_FAILURES_LISTED) this.listed.push(failure);
  }
}

export type SelectionFailureReason = 'notFound' | 'invalidProduct';

/** One chunk of a job's selection. */
export interface SelectionChunk {
  /** The seller's products of this chunk, as they are now. */
  products: DocumentSnapshot[];
  /** Named ids that are not the seller's products (missing, another seller's, not an id). */
  failures: { productId: string; reason: SelectionFailureReason }[];
  /** How many selected products this chunk stands for (the progress bar's step). */
  processed: number;
  /** Where the next chunk starts: the last id read. */
  resumeAfter: string | null;
}

export interface SelectionOptions {
  ownerId: string;
  /** Continue after this id (a retried run). */
  resumeAfter?: string | null;
  chunkSize?: number;
  /** Filter jobs leave out products created after the job: the seller never saw those. */
  createdUpTo?: Timestamp | null;
}

/**
 * The products a job names, chunk by chunk: the listed ids (deduplicated, in the order given;
 * another seller's product is reported exactly like a missing one, so no existence probing), or
 * every product matching the filter, in document id order.
 */
export async function* selectedProducts(
  db: Firestore,
  selection: ProductSelectionRequest,
  options: SelectionOptions,
): AsyncGenerator<SelectionChunk> {
  const chunkSize = options.chunkSize ?? JOB_CHUNK_SIZE;
  if ('productIds' in selection) {
    const ids = [...new Set(selection.productIds)];
    const start = options.resumeAfter ? ids.indexOf(options.resumeAfter) + 1 : 0;
    for (let from = start; from < ids.length; from += chunkSize) {
      const chunk = ids.slice(from, from + chunkSize);
      const failures: SelectionChunk['failures'] = [];
      const valid = chunk.filter((id) => {
        if (PRODUCT_ID_PATTERN.test(id)) return true;
        failures.push({ productId: String(id).slice(0, 128), reason: 'invalidProduct' });
        return false;
      });
      const snapshots = valid.length
        ? await db.getAll(...valid.map((id) => db.doc(paths.product(id))))
        : [];
      const products: DocumentSnapshot[] = [];
      for (const snapshot of snapshots) {
        if (snapshot.exists && snapshot.get('ownerId') === options.ownerId) products.push(snapshot);
        else failures.push({ productId: snapshot.id, reason: 'notFound' });
      }
      yield { products, failures, processed: chunk.length, resumeAfter: chunk.at(-1) ?? null };
    }
    return;
  }
  let after = options.resumeAfter ?? null;
  for (;;) {
    const page = await matchingProductsPage(db, options.ownerId, selection.filter, {
      after,
      pageSize: chunkSize,
      createdUpTo: options.createdUpTo ?? null,
    });
    if (page.products.length > 0 || page.more) {
      yield {
        products: page.products,
        failures: [],
        processed: page.products.length,
        resumeAfter: page.lastId,
      };
    }
    if (!page.more) return;
    after = page.lastId;
  }
}

/** The progress fields a running job stores (besides its own counters). */
export interface JobProgress<Failure> {
  processed: number;
  failures: FailureLog<Failure>;
  resumeAfter: string | null;
}

/** What a job document holds of an earlier, interrupted run (none for a queued job). */
export function resumedProgress<Failure>(job: {
  status: string;
  processed?: number;
  failures?: Failure[];
  failedCount?: number;
  resumeAfter?: string;
}): JobProgress<Failure> {
  if (job.status !== 'running') {
    return { processed: 0, failures: new FailureLog<Failure>(), resumeAfter: null };
  }
  const listed = job.failures ?? [];
  return {
    processed: job.processed ?? 0,
    failures: new FailureLog<Failure>(listed, Math.max(job.failedCount ?? 0, listed.length)),
    resumeAfter: job.resumeAfter ?? null,
  };
}

/** Writes a job's progress after a chunk. */
export function saveProgress<Failure>(
  jobRef: DocumentReference,
  progress: JobProgress<Failure>,
  counters: Record<string, number>,
) {
  return jobRef.update({
    processed: progress.processed,
    failures: progress.failures.listed,
    failedCount: progress.failures.count,
    ...(progress.resumeAfter !== null ? { resumeAfter: progress.resumeAfter } : {}),
    ...counters,
  });
}
