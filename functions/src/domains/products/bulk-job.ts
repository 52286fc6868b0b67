import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import * as v from 'valibot';
import {
  JOB_STATUSES,
  JobFailure,
  parseJob,
  type JobContext,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import {
  JOB_FAILURES_LISTED,
  DOC_ID_PATTERN,
  paths,
  type ProductSelectionRequest,
} from '../../shared/index.js';
import { recordFinishedJob, type JobActivity } from '../activity/record-activity.js';
import { matchingProductsPage } from './matching-products.js';
import { withinRunningJobs } from './running-jobs.js';

/**
 * What the bulk jobs over products (Apply Template, Delete) share: which products a job names,
 * read in chunks; its progress and failures, checkpointed into the job document after every slice
 * (platform/jobs/job-runner.ts) so the seller's dialog can show them and the next slice continues
 * there.
 */

/** Products per chunk: one read of the chunk and one commit of its writes. */
export const JOB_CHUNK_SIZE = 200;

/** Chunks per slice (one task): bounded work per invocation, a checkpoint after each slice. */
export const JOB_CHUNKS_PER_SLICE = 5;

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
  /** No chunk follows. */
  last: boolean;
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
      yield {
        products,
        failures,
        processed: chunk.length,
        resumeAfter: chunk.at(-1) ?? null,
        last: from + chunkSize >= ids.length,
      };
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
        last: !page.more,
      };
    }
    if (!page.more) return;
    after = page.lastId;
  }
}

/** A job document as every bulk job stores it (TemplateJobDoc, ProductDeleteJobDoc). */
interface StoredBulkJob<Failure> {
  ownerId: string;
  processed?: number;
  failures?: Failure[];
  failedCount?: number;
  resumeAfter?: string;
}

/** A bulk job read for the runner: the stored job, its checked request, its creation time. */
export interface BulkJob<Stored, Request> {
  ownerId: string;
  stored: Stored;
  request: Request;
  createdAt: Timestamp | null;
}

export interface BulkJobOptions {
  chunkSize?: number;
  chunksPerSlice?: number;
  /**
   * No chunk starts once a slice has worked this long (ms): the slice checkpoints and the next
   * one continues, so no slice comes near its function's limits however slow the database is.
   */
  sliceBudgetMs?: number;
}

/** What differs between bulk jobs over products: how a chunk of products is worked. */
export interface BulkJobSpec<Stored, Request extends ProductSelectionRequest, Prepared, Failure> {
  name: 'templateJob' | 'productDeleteJob';
  path: (jobId: string) => string;
  converter: FirestoreDataConverter<Stored>;
  /** The request fields of the stored job, through the request schema. */
  requestSchema: v.GenericSchema<unknown, Request>;
  requestFields: readonly string[];
  /** The job's own count ('applied', 'deleted'). */
  counter: string;
  /** Read once per slice (the template to apply); a failure ends the job. */
  prepare: (ctx: JobContext, job: BulkJob<Stored, Request>) => Promise<Prepared | JobFailure>;
  /** Works one chunk: how many products it changed and which writes failed. */
  work: (
    ctx: JobContext,
    job: BulkJob<Stored, Request>,
    prepared: Prepared,
    products: DocumentSnapshot[],
  ) => Promise<{ changed: number; failed: Failure[] }>;
  /** The one activity entry a finished job records (docs/decisions.md, "Who did what"). */
  activity: JobActivity;
  /**
   * Once per slice, after its chunks and before its checkpoint (a retried slice runs it again):
   * what settles the slice's chunks together (the delete's private-routing recount).
   */
  endSlice?: (ctx: JobContext, job: BulkJob<Stored, Request>) => Promise<void>;
}

/**
 * A bulk job over products (Apply Template, Delete) for the job runner: the selection read chunk
 * by chunk after the last id checkpointed, progress and failures written back after every slice.
 */
export function bulkJobKind<
  Stored extends StoredBulkJob<Failure>,
  Request extends ProductSelectionRequest,
  Prepared,
  Failure extends { productId: string; reason: string },
>(
  spec: BulkJobSpec<Stored, Request, Prepared, Failure>,
  options: BulkJobOptions = {},
): JobKind<BulkJob<Stored, Request>> {
  const totalOf = (selection: ProductSelectionRequest) =>
    'productIds' in selection ? new Set(selection.productIds).size : selection.expected;
  return {
    name: spec.name,
    path: spec.path,
    ...JOB_STATUSES,
    ceiling: (db, job, createdAt) => withinRunningJobs(db, job.ownerId, createdAt),
    ended: (ctx) => recordFinishedJob(ctx, spec.activity),
    parse(snapshot) {
      const stored = parseJob(spec.converter, snapshot);
      if (!stored) return null;
      const fields = Object.fromEntries(
        Object.entries(stored).filter(([key]) => spec.requestFields.includes(key)),
      );
      const request = v.safeParse(spec.requestSchema, fields);
      if (!request.success) return null;
      const createdAt: unknown = snapshot.get('createdAt');
      return {
        ownerId: stored.ownerId,
        stored,
        request: request.output,
        createdAt: createdAt instanceof Timestamp ? createdAt : null,
      };
    },
    async start(ctx, job) {
      const total = totalOf(job.request);
      await ctx.ref.update({
        status: 'running',
        ...(total !== null ? { total } : {}),
        processed: 0,
        [spec.counter]: 0,
        failures: [],
        failedCount: 0,
      });
      return 'started';
    },
    async slice(ctx, job) {
      const prepared = await spec.prepare(ctx, job);
      if (prepared instanceof JobFailure) return prepared;
      const { stored, request } = job;
      const listed = stored.failures ?? [];
      const failures = new FailureLog<Failure>(
        listed,
        Math.max(stored.failedCount ?? 0, listed.length),
      );
      let processed = stored.processed ?? 0;
      const count: unknown = Reflect.get(stored, spec.counter);
      let changed = typeof count === 'number' ? count : 0;
      let resumeAfter = stored.resumeAfter ?? null;
      let done = true;
      let worked = 0;
      const started = Date.now();
      const spent = { select: 0, work: 0, products: 0 };
      let selectStart = Date.now();
      const chunks = selectedProducts(ctx.db, request, {
        ownerId: job.ownerId,
        resumeAfter,
        chunkSize: options.chunkSize,
        createdUpTo: 'filter' in request ? job.createdAt : null,
      });
      for await (const chunk of chunks) {
        spent.select += Date.now() - selectStart;
        // A product the selection no longer finds: the failure every bulk job's log takes.
        for (const failure of chunk.failures) failures.add(failure as Failure);
        if (chunk.products.length > 0) {
          const workStart = Date.now();
          const result = await spec.work(ctx, job, prepared, chunk.products);
          spent.work += Date.now() - workStart;
          spent.products += chunk.products.length;
          changed += result.changed;
          for (const failure of result.failed) failures.add(failure);
        }
        processed += chunk.processed;
        resumeAfter = chunk.resumeAfter;
        worked += 1;
        const overBudget =
          options.sliceBudgetMs !== undefined && Date.now() - started >= options.sliceBudgetMs;
        if (
          !chunk.last &&
          (overBudget || worked >= (options.chunksPerSlice ?? JOB_CHUNKS_PER_SLICE))
        ) {
          done = false;
          break;
        }
        selectStart = Date.now();
      }
      const endStart = Date.now();
      await spec.endSlice?.(ctx, job);
      // Where a slice's time went, for the logs (benchmarks read them).
      logger.info(`${spec.name} slice`, {
        jobId: ctx.jobId,
        chunks: worked,
        products: spent.products,
        selectMs: spent.select,
        workMs: spent.work,
        endMs: Date.now() - endStart,
        totalMs: Date.now() - started,
      });
      return {
        done,
        checkpoint: {
          processed,
          [spec.counter]: changed,
          failures: failures.listed,
          failedCount: failures.count,
          ...(resumeAfter !== null ? { resumeAfter } : {}),
        },
      };
    },
  };
}
