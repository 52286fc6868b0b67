import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import {
  JOB_FAILURES_LISTED,
  DOC_ID_PATTERN,
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
        if (DOC_ID_PATTERN.test(id)) return true;
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

/** A job document as the shared loop needs it (TemplateJobDoc, ProductDeleteJobDoc). */
interface StoredJob<Failure> {
  ownerId: string;
  status: string;
  processed?: number;
  failures?: Failure[];
  failedCount?: number;
  resumeAfter?: string;
}

export interface WorkOptions {
  jobId: string;
  /** Products per chunk (one read, one commit, one progress write). */
  batchSize?: number;
  /** Called after each chunk; tests use it to observe progress. */
  onProgress?: (processed: number, total: number | null) => void;
  /** Stop starting chunks after this many ms and throw JobContinues (the event is retried). */
  budgetMs?: number;
}

/**
 * The loop every bulk job runs: marks the job running (or picks up where an interrupted run
 * stopped: processed, failures, the job's counter and the last id), works its selection chunk by
 * chunk with `work` (which returns how many products it changed and which writes failed), writes
 * the progress after each chunk, and marks the job done. `counter` names the job's own count
 * ('applied', 'deleted').
 */
export async function workJob<Failure extends { productId: string; reason: string }>(
  db: Firestore,
  jobRef: DocumentReference,
  job: StoredJob<Failure> & Record<string, unknown>,
  selection: ProductSelectionRequest,
  createdAt: Timestamp | null,
  counter: string,
  work: (products: DocumentSnapshot[]) => Promise<{ changed: number; failed: Failure[] }>,
  options: WorkOptions,
): Promise<{ changed: number; failures: Failure[]; failedCount: number }> {
  const startedAt = Date.now();
  const total = 'productIds' in selection ? new Set(selection.productIds).size : selection.expected;
  const resuming = job.status === 'running';
  const listed = resuming ? (job.failures ?? []) : [];
  const failures = new FailureLog<Failure>(
    listed,
    resuming ? Math.max(job.failedCount ?? 0, listed.length) : 0,
  );
  let processed = resuming ? (job.processed ?? 0) : 0;
  let changed = resuming && typeof job[counter] === 'number' ? job[counter] : 0;
  let resumeAfter = resuming ? (job.resumeAfter ?? null) : null;
  if (!resuming) {
    await jobRef.update({
      status: 'running',
      ...(total !== null ? { total } : {}),
      processed: 0,
      [counter]: 0,
      failures: [],
      failedCount: 0,
    });
  }
  const chunks = selectedProducts(db, selection, {
    ownerId: job.ownerId,
    resumeAfter,
    chunkSize: options.batchSize,
    createdUpTo: 'filter' in selection ? createdAt : null,
  });
  for await (const chunk of chunks) {
    for (const failure of chunk.failures) failures.add(failure as Failure);
    if (chunk.products.length > 0) {
      const result = await work(chunk.products);
      changed += result.changed;
      for (const failure of result.failed) failures.add(failure);
    }
    processed += chunk.processed;
    resumeAfter = chunk.resumeAfter;
    await jobRef.update({
      processed,
      [counter]: changed,
      failures: failures.listed,
      failedCount: failures.count,
      ...(resumeAfter !== null ? { resumeAfter } : {}),
    });
    options.onProgress?.(processed, total);
    if (Date.now() - startedAt > (options.budgetMs ?? Number.POSITIVE_INFINITY)) {
      throw new JobContinues(options.jobId);
    }
  }
  await jobRef.update({ status: 'done', ...finishedFields() });
  return { changed, failures: failures.listed, failedCount: failures.count };
}

/** The request fields of a stored job (what the seller wrote besides ownerId/status/createdAt). */
export function requestFields(stored: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).filter(([key]) => fields.includes(key)));
}
