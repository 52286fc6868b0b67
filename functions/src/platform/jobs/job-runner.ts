import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { validData } from '../firestore.js';
import { DocId } from '../../shared/index.js';
import { errorCode } from '../../shared/narrow.js';

/**
 * The one way a long job runs (docs/decisions.md, "Long jobs one way"): Apply Template, bulk
 * delete, an import and its undo, a template's products following it, a deleted product's purge,
 * the digest run, the analytics roll-up and the alert follow-up. A job is worked in slices, one
 * slice per Cloud Task: the task claims the job (a transaction: one worker at a time, a dead
 * worker's claim is taken over once it is stale), does a bounded piece of work, checkpoints the
 * cursor and progress into the job document (which a seller's screen may watch), and enqueues
 * the next slice (at once, or not before a time the slice names), or finishes the job, or fails
 * it with a reason the web app translates. Tasks are numbered by slice: a task delivered again
 * after its slice was checkpointed does nothing. The runner knows no kind: each domain defines
 * its own (a JobKind), and the entry point composes them (functions/src/entry/job-kinds.ts).
 */

/** A kind's name: letters and digits, so that it can be part of a Cloud Task's id. */
const JobKindName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*$/));

/** The task of one slice. */
export const JobTask = v.strictObject({
  kind: JobKindName,
  jobId: DocId,
  slice: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type JobTask = v.InferOutput<typeof JobTask>;

/** Cloud Tasks refuses a second task with the same id: a slice is queued once. */
export function jobTaskId(task: JobTask): string {
  return `${task.kind}-${task.jobId}-${task.slice}`;
}

/**
 * A claim is stale after this long: longer than the task function may run (its timeout), so a
 * live worker never loses its claim; a killed one's slice is taken over by the task's retry.
 */
export const JOB_CLAIM_MS = 10 * 60 * 1000;

/**
 * How long a slice may keep starting work: well inside the task function's 9-minute timeout
 * (JOB_SLICE_TIMEOUT_SECONDS, platform/jobs/job-tasks.ts), so a slice that reads before it writes
 * still checkpoints in time.
 */
export const JOB_SLICE_MS = 4 * 60 * 1000;

/** A finished job only feeds the dialog that started it; a TTL policy deletes it after this. */
export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `run` in a job document: which kind of run, slices checkpointed, the worker's claim, and the
 * time the next slice may start (a slice that asked to continue later, or a job queued to start
 * later).
 */
export const JobRun = v.object({
  kind: JobKindName,
  slice: v.pipe(v.number(), v.integer(), v.minValue(0)),
  claim: v.optional(v.object({ token: v.string(), until: v.instance(Timestamp) })),
  notBefore: v.optional(v.instance(Timestamp)),
});
export type JobRun = v.InferOutput<typeof JobRun>;

/** A job that cannot go on: it fails with this reason (a key the web app translates). */
export class JobFailure {
  constructor(readonly reason: string) {}
}

export interface JobContext {
  db: Firestore;
  jobId: string;
  ref: DocumentReference;
  /**
   * For a slice that commits progress into the job document as it goes: given the job document
   * as read in the commit's transaction, throws JobClaimLost unless this worker still holds the
   * claim (another worker took the job over), so that no commit of a dead worker's follows.
   */
  checkClaim: (job: DocumentSnapshot) => void;
  /** Queues a task of the runner (a job that starts another: a bulk delete queues purges). */
  enqueue: EnqueueJobTask;
}

/**
 * What one slice did: the fields to checkpoint, and whether the job is finished. A slice that
 * is not done may name when the next one starts (`notBefore`, epoch ms): its task is queued for
 * that time, and a task delivered earlier (the Cloud Tasks emulator ignores the time) is answered
 * 'early' and retried.
 */
export interface SliceResult {
  checkpoint: Record<string, unknown>;
  done: boolean;
  notBefore?: number;
}

/** One kind of long job: only what differs between kinds. */
export interface JobKind<Job> {
  name: string;
  path: (jobId: string) => string;
  /** The stored job through its schema; null when it does not match (the job is invalid). */
  parse: (snapshot: DocumentSnapshot) => Job | null;
  /** Status before the first slice, while working, and once done. */
  queued: string;
  running: string;
  done: string;
  /** Status of a failed job; a kind without one (undo) is never failed, only left. */
  failed?: string;
  /** Where the finish time goes (default `finishedAt`). */
  finishedAtField?: string;
  /** How long an ended job is kept (default FINISHED_JOB_RETENTION_MS). */
  retentionMs?: number;
  /**
   * The ceiling a queued job must be within to start (the running-jobs ceiling,
   * domains/products/running-jobs.ts); a kind without one always starts.
   */
  ceiling?: (db: Firestore, job: Job, createdAt: unknown) => Promise<boolean>;
  /**
   * The first slice's opening step: checks, and the write that moves the job to `running`. A
   * kind without one is moved to `running` by the claim itself.
   */
  start?: (ctx: JobContext, job: Job) => Promise<JobFailure | 'started' | 'endedElsewhere'>;
  /** One bounded slice, from the job as last checkpointed. */
  slice: (ctx: JobContext, job: Job) => Promise<SliceResult | JobFailure>;
  /** Clean-up once the job ended, done or failed. */
  ended?: (ctx: JobContext) => Promise<void>;
}

/** The statuses of a job that has no others (Apply Template, bulk delete, an import). */
export const JOB_STATUSES = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

/** A claimed job's document through its schema's converter; null when it does not match. */
export function parseJob<T>(converter: FirestoreDataConverter<T>, snapshot: DocumentSnapshot) {
  return exists(snapshot) ? validData({ data: () => converter.fromFirestore(snapshot) }) : null;
}

const exists = (snapshot: DocumentSnapshot): snapshot is QueryDocumentSnapshot => snapshot.exists;

export type ClaimDecision = 'gone' | 'ended' | 'replayed' | 'busy' | 'early' | 'claim';

/** What a slice's task may do with the job as stored (pure: the claim transaction calls it). */
export function claimDecision(
  stored: { exists: boolean; status: unknown; run: unknown },
  kind: Pick<JobKind<unknown>, 'name' | 'queued' | 'running'>,
  task: JobTask,
  now: number,
): ClaimDecision {
  if (!stored.exists) return 'gone';
  if (stored.status !== kind.queued && stored.status !== kind.running) return 'ended';
  const run = storedRun(stored.run, kind.name);
  if (task.slice !== run.slice) return 'replayed';
  if (run.claim && run.claim.until.toMillis() > now) return 'busy';
  if (run.notBefore && run.notBefore.toMillis() > now) return 'early';
  return 'claim';
}

/** The job's run of this kind as stored (an import's run does not carry over to its undo). */
export function storedRun(raw: unknown, kind: string): JobRun {
  const parsed = v.safeParse(JobRun, raw);
  return parsed.success && parsed.output.kind === kind ? parsed.output : { kind, slice: 0 };
}

/** The fields every ended job gets, done or failed: when, and how long it is kept. */
export function endedFields(
  finishedAtField = 'finishedAt',
  now = Date.now(),
  retentionMs = FINISHED_JOB_RETENTION_MS,
) {
  return {
    [finishedAtField]: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + retentionMs),
  };
}

/** The `run` a job document is created with: its first slice, not before `notBefore` if given. */
export function firstRun(kind: string, notBefore?: number): JobRun {
  return {
    kind,
    slice: 0,
    ...(notBefore !== undefined ? { notBefore: Timestamp.fromMillis(notBefore) } : {}),
  };
}

/** When a slice's task is to be delivered (Cloud Tasks' scheduleTime); none: at once. */
export interface JobTaskTiming {
  scheduleTime?: Date;
}

export type EnqueueJobTask = (task: JobTask, timing?: JobTaskTiming) => Promise<void>;

export interface JobEnvironment {
  db: Firestore;
  /** Queues a slice's task (ids from jobTaskId: a task queued twice runs once). */
  enqueue: EnqueueJobTask;
  now?: () => number;
}

export type SliceOutcome =
  'gone' | 'ended' | 'replayed' | 'busy' | 'early' | 'continued' | 'done' | 'failed' | 'left';

/** Thrown when the claim was lost while the slice worked (it took longer than JOB_CLAIM_MS). */
export class JobClaimLost extends Error {
  constructor(task: JobTask) {
    super(`The claim on ${jobTaskId(task)} was taken over before its checkpoint`);
    this.name = 'JobClaimLost';
  }
}

/**
 * Works the slice a task names. 'busy' (another worker holds a live claim) and 'early' (the slice
 * is due later): the caller answers so that the task is retried later. Any error leaves the job
 * as it was checkpointed, releases the claim, and is thrown for the task to be retried.
 */
export async function runJobSlice<Job>(
  env: JobEnvironment,
  kind: JobKind<Job>,
  task: JobTask,
): Promise<SliceOutcome> {
  const now = env.now ?? Date.now;
  const token = randomUUID();
  const ctx: JobContext = {
    db: env.db,
    jobId: task.jobId,
    ref: env.db.doc(kind.path(task.jobId)),
    enqueue: env.enqueue,
    checkClaim(job) {
      if (storedRun(job.get('run'), kind.name).claim?.token !== token) throw new JobClaimLost(task);
    },
  };
  const claimed = await env.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ctx.ref);
    const decision = claimDecision(
      { exists: snapshot.exists, status: snapshot.get('status'), run: snapshot.get('run') },
      kind,
      task,
      now(),
    );
    if (decision !== 'claim') return { decision, snapshot };
    // A kind without an opening step starts running with its claim.
    const starting = !kind.start && snapshot.get('status') === kind.queued;
    tx.update(ctx.ref, {
      run: { kind: kind.name, slice: task.slice, claim: claimUntil(token, now()) },
      ...(starting ? { status: kind.running } : {}),
    });
    return { decision, snapshot };
  });
  if (claimed.decision === 'replayed') {
    // The slice before the checkpointed one: its task may have died between the checkpoint and
    // queueing the next one. Older replays have nothing to do.
    const current = storedRun(claimed.snapshot.get('run'), kind.name);
    if (task.slice === current.slice - 1) {
      await enqueueOnce(env, { ...task, slice: current.slice }, timingOf(current.notBefore));
    }
    return 'replayed';
  }
  if (claimed.decision !== 'claim') return claimed.decision;

  const ended =
    (outcome: 'done' | 'failed' | 'left') => async (fields: Record<string, unknown>) => {
      await checkpoint(env, ctx, kind, task, fields);
      if (outcome !== 'left') await kind.ended?.(ctx);
      return outcome;
    };
  const finished = () => endedFields(kind.finishedAtField, now(), kind.retentionMs);
  const fail = (failure: JobFailure) =>
    kind.failed
      ? ended('failed')({ status: kind.failed, error: failure.reason, ...finished() })
      : ended('left')({});
  try {
    let job = kind.parse(claimed.snapshot);
    if (!job) return await fail(new JobFailure('invalidJob'));
    if (claimed.snapshot.get('status') === kind.queued) {
      if (kind.ceiling && !(await kind.ceiling(env.db, job, claimed.snapshot.get('createdAt')))) {
        return await fail(new JobFailure('runningJobsLimit'));
      }
      if (kind.start) {
        const started = await kind.start(ctx, job);
        if (started instanceof JobFailure) return await fail(started);
        if (started === 'endedElsewhere') return await ended('left')({});
        job = kind.parse(await ctx.ref.get());
        if (!job) return await fail(new JobFailure('invalidJob'));
      }
    }
    const result = await kind.slice(ctx, job);
    if (result instanceof JobFailure) return await fail(result);
    if (result.done) {
      return await ended('done')({ ...result.checkpoint, status: kind.done, ...finished() });
    }
    const notBefore =
      result.notBefore !== undefined ? Timestamp.fromMillis(result.notBefore) : undefined;
    await checkpoint(env, ctx, kind, task, result.checkpoint, notBefore);
    await enqueueOnce(env, { ...task, slice: task.slice + 1 }, timingOf(notBefore));
    return 'continued';
  } catch (error) {
    await releaseClaim(env, ctx, kind, task, token).catch(() => undefined);
    throw error;
  }
}

function claimUntil(token: string, now: number) {
  return { token, until: Timestamp.fromMillis(now + JOB_CLAIM_MS) };
}

const timingOf = (notBefore: Timestamp | undefined): JobTaskTiming | undefined =>
  notBefore ? { scheduleTime: notBefore.toDate() } : undefined;

/** Writes the slice's fields and moves the run on to the next slice, if the claim is still ours. */
async function checkpoint<Job>(
  env: JobEnvironment,
  ctx: JobContext,
  kind: JobKind<Job>,
  task: JobTask,
  fields: Record<string, unknown>,
  notBefore?: Timestamp,
) {
  await env.db.runTransaction(async (tx) => {
    ctx.checkClaim(await tx.get(ctx.ref));
    tx.update(ctx.ref, {
      ...fields,
      run: { kind: kind.name, slice: task.slice + 1, ...(notBefore ? { notBefore } : {}) },
    });
  });
}

async function releaseClaim<Job>(
  env: JobEnvironment,
  ctx: JobContext,
  kind: JobKind<Job>,
  task: JobTask,
  token: string,
) {
  await env.db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ctx.ref);
    if (storedRun(snapshot.get('run'), kind.name).claim?.token !== token) return;
    tx.update(ctx.ref, { run: { kind: kind.name, slice: task.slice } });
  });
}

/** Queues a task; one already queued under its id (Cloud Tasks answers 409) is the same task. */
export async function enqueueOnce(
  env: Pick<JobEnvironment, 'enqueue'>,
  task: JobTask,
  timing?: JobTaskTiming,
) {
  try {
    await env.enqueue(task, timing);
  } catch (error) {
    if (errorCode(error) !== 'functions/task-already-exists') throw error;
  }
}

/** gRPC ALREADY_EXISTS: create() of a document that exists. */
const ALREADY_EXISTS = 6;

/**
 * Starts a job the server decides on (a template changed, a product was deleted, the hour
 * struck): creates its document under an id derived from what it is about, so that the same
 * cause (an event delivered twice) makes the same job, and queues its first slice, at once or
 * not before `notBefore` (epoch ms). A document that exists is that job: only its first slice is
 * queued again (once per task id), which does nothing to a job that has begun or ended.
 */
export async function queueJob(
  env: Pick<JobEnvironment, 'db' | 'enqueue'>,
  kind: Pick<JobKind<unknown>, 'name' | 'path'>,
  jobId: string,
  fields: Record<string, unknown>,
  notBefore?: number,
): Promise<void> {
  const run = firstRun(kind.name, notBefore);
  try {
    await env.db.doc(kind.path(jobId)).create({ ...fields, run });
  } catch (error) {
    if (errorCode(error) !== ALREADY_EXISTS) throw error;
  }
  await enqueueOnce(env, { kind: kind.name, jobId, slice: 0 }, timingOf(run.notBefore));
}
