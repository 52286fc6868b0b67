/**
 * The analytics roll-up (docs/decisions.md, "Hot counters: a write buffer rolled up once a
 * minute") as a job on the runner: the first event of a seller's window creates
 * analyticsRollUps/{owner hash}-{window} and queues its first slice for the window's end plus the
 * grace period (queueRollUpJob, through the scheduler of roll-up-schedule.ts). Each slice folds
 * up to 100 transactions of the seller's buffer (rollUpSeller); a seller with more waiting is
 * continued by the next slice, at once. The buffer is its own checkpoint: every transaction
 * deletes what it folded, so a slice stopped anywhere is continued with what is left, never
 * counted twice. What the slices did is checkpointed into the job (what a stopped slice folded
 * before its checkpoint is folded, not counted there).
 */
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { converters } from '../../platform/firestore.js';
import {
  JOB_STATUSES,
  parseJob,
  queueJob,
  type JobEnvironment,
  type JobKind,
} from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS, paths } from '../../shared/index.js';
import type { AnalyticsRollUpJobDoc } from '../../shared/schemas/server-jobs.js';
import { latestClosedWindow, rollUpSeller, type RollUpOptions } from './roll-up.js';
import { rollUpJobId, type QueueRollUp } from './roll-up-schedule.js';

export const ROLL_UP_JOB = { name: 'analyticsRollUp', path: paths.analyticsRollUp } as const;

/** One per seller and minute with traffic: kept a day once ended (nothing reads them). */
const ROLL_UP_RETENTION_MS = 24 * 60 * 60 * 1000;

/** An unfinished roll-up job is deleted after this (past the 7 days a slice is retried). */
const UNFINISHED_ROLL_UP_LIFETIME_MS = 8 * 24 * 60 * 60 * 1000;

/** For the lifetime sweep: roll-up jobs past their expiresAt. */
export const expiredRollUpJobs = expiredDocuments('analyticsRollUps', COLLECTIONS.analyticsRollUps);

/** The scheduler's queue: the seller's roll-up job of the window, due at `due`. */
export function queueRollUpJob(env: Pick<JobEnvironment, 'db' | 'enqueue'>): QueueRollUp {
  return ({ ownerId, window }, due) =>
    queueJob(
      env,
      ROLL_UP_JOB,
      rollUpJobId(ownerId, window),
      {
        ownerId,
        window,
        status: JOB_STATUSES.queued,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(due.getTime() + UNFINISHED_ROLL_UP_LIFETIME_MS),
      },
      due.getTime(),
    );
}

export interface RollUpJobOptions extends RollUpOptions {
  now?: () => number;
}

export function analyticsRollUpKind(
  options: RollUpJobOptions = {},
): JobKind<AnalyticsRollUpJobDoc> {
  const now = options.now ?? Date.now;
  return {
    ...ROLL_UP_JOB,
    ...JOB_STATUSES,
    retentionMs: ROLL_UP_RETENTION_MS,
    parse: (snapshot) => parseJob(converters.analyticsRollUp, snapshot),
    async slice(ctx, job) {
      // Every window closed by now, the job's own at least (it is due only once that closed).
      const through = Math.max(job.window, latestClosedWindow(now()));
      const result = await rollUpSeller(ctx.db, job.ownerId, through, options);
      if (result.invalid.length > 0) {
        logger.error('Analytics buffer documents do not match the schema; left in place', {
          ownerId: job.ownerId,
          documents: result.invalid,
        });
      }
      if (result.rankingSkipped) {
        logger.error(
          'Analytics ranking year is full (1 MiB): counted without ranking lines; see docs/decisions.md, "The account ranking"',
          { ownerId: job.ownerId },
        );
      }
      return {
        done: result.complete,
        checkpoint: {
          entries: (job.entries ?? 0) + result.entries,
          transactions: (job.transactions ?? 0) + result.transactions,
          invalid: [...new Set([...(job.invalid ?? []), ...result.invalid])],
          rankingSkipped: (job.rankingSkipped ?? false) || result.rankingSkipped,
        },
      };
    },
  };
}
