/**
 * The follow-up email of an alert window (docs/decisions.md, "Alerts on unhappy customers") as a
 * job on the runner: alertFollowUps/{uid}-{time}, created with its first slice due at the
 * window's end (recordAttentionReview). The slice sends the email (sendFollowUp); one that finds
 * the window not over yet (the seller got another alert meanwhile, or the task came early) asks
 * for the next slice at the window's end instead of failing until then.
 */
import { converters } from '../../platform/firestore.js';
import { JOB_STATUSES, parseJob, type JobKind } from '../../platform/jobs/job-runner.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS } from '../../shared/index.js';
import type { AlertFollowUpJobDoc } from '../../shared/schemas/server-jobs.js';
import { FOLLOW_UP_JOB } from './alert-settings.js';
import { sendFollowUp, type AlertDeps } from './attention.js';

/** One per seller and alert window at most: kept a day once ended (nothing reads them). */
const FOLLOW_UP_RETENTION_MS = 24 * 60 * 60 * 1000;

/** For the lifetime sweep: follow-up jobs past their expiresAt. */
export const expiredFollowUpJobs = expiredDocuments('alertFollowUps', COLLECTIONS.alertFollowUps);

export interface FollowUpJobOptions extends Pick<AlertDeps, 'windowMs' | 'origin'> {
  now?: () => number;
  /** Called once the email is queued (tests stop a slice there). */
  afterSend?: () => void | Promise<void>;
}

export function alertFollowUpKind(options: FollowUpJobOptions): JobKind<AlertFollowUpJobDoc> {
  const now = options.now ?? Date.now;
  return {
    ...FOLLOW_UP_JOB,
    ...JOB_STATUSES,
    retentionMs: FOLLOW_UP_RETENTION_MS,
    parse: (snapshot) => parseJob(converters.alertFollowUp, snapshot),
    async slice(ctx, job) {
      const result = await sendFollowUp(
        ctx.db,
        job.ownerId,
        { now: new Date(now()), windowMs: options.windowMs, origin: options.origin },
        ctx.jobId,
      );
      if (result.kind === 'early') {
        return { done: false, checkpoint: {}, notBefore: result.dueAt.getTime() };
      }
      if (result.kind === 'sent') await options.afterSend?.();
      return { done: true, checkpoint: { sent: result.kind === 'sent' ? result.count : 0 } };
    },
  };
}
