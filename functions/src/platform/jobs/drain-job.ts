import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  jobTaskId,
  runJobSlice,
  type JobKind,
  type JobTask,
  type SliceOutcome,
} from './job-runner.js';

export interface DrainedJob {
  /** What each slice's task did, in order. */
  outcomes: SliceOutcome[];
  /** The job document once no task is left. */
  job: DocumentData | undefined;
  /** Tasks of other kinds the job queued (a bulk delete's purges), not run here. */
  queuedElsewhere: JobTask[];
}

export interface DrainOptions {
  /** The clock the runner reads (a test moves it past a slice's `notBefore`). */
  now?: () => number;
}

/**
 * Works a job in this process, slice after slice, with an in-memory queue in place of Cloud
 * Tasks (ids deduplicated like the real queue's): for tests and one-off tools. It stops when no
 * task is left, when another worker holds the job ('busy': that worker carries it on), or when
 * the next slice is due later than `now` ('early': drain again once it is due).
 */
export async function drainJob<Job>(
  db: Firestore,
  kind: JobKind<Job>,
  jobId: string,
  firstSlice = 0,
  options: DrainOptions = {},
): Promise<DrainedJob> {
  const queued: JobTask[] = [{ kind: kind.name, jobId, slice: firstSlice }];
  const seen = new Set(queued.map(jobTaskId));
  const outcomes: SliceOutcome[] = [];
  const queuedElsewhere: JobTask[] = [];
  const enqueue = (task: JobTask) => {
    if (task.kind !== kind.name) queuedElsewhere.push(task);
    else if (!seen.has(jobTaskId(task))) queued.push(task);
    seen.add(jobTaskId(task));
    return Promise.resolve();
  };
  for (let task = queued.shift(); task; task = queued.shift()) {
    const outcome = await runJobSlice({ db, enqueue, now: options.now }, kind, task);
    outcomes.push(outcome);
    if (outcome === 'busy' || outcome === 'early') break;
  }
  return { outcomes, job: (await db.doc(kind.path(jobId)).get()).data(), queuedElsewhere };
}
