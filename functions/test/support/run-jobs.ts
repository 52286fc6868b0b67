import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { SliceOutcome } from '../../src/platform/jobs/job-runner.js';
import { digestRunKind, queueDigestRun } from '../../src/domains/alerts/daily-digest.js';
import { importJobKind, type RunImportOptions } from '../../src/domains/imports/run-import.js';
import { importUndoKind, type UndoOptions } from '../../src/domains/imports/undo-import.js';
import type { BulkJobOptions } from '../../src/domains/products/bulk-job.js';
import { productDeleteJobKind } from '../../src/domains/products/delete-job.js';
import { templateJobKind } from '../../src/domains/templates/apply-template.js';

/**
 * Each job kind worked in the test's process through the job runner (drainJob), slice after
 * slice: the job document once no task is left, and what each slice's task did.
 */
export type RanJob = DocumentData & { outcomes: SliceOutcome[] };

async function ran(drained: ReturnType<typeof drainJob>): Promise<RanJob> {
  const { outcomes, job } = await drained;
  return { ...job, outcomes };
}

export const runTemplateJob = (db: Firestore, jobId: string, options?: BulkJobOptions) =>
  ran(drainJob(db, templateJobKind(options), jobId));

export const runProductDeleteJob = (db: Firestore, jobId: string, options?: BulkJobOptions) =>
  ran(drainJob(db, productDeleteJobKind(options), jobId));

export const runImportJob = (db: Firestore, jobId: string, options?: RunImportOptions) =>
  ran(drainJob(db, importJobKind(options), jobId));

/** The undo's counts under the names its summary in the web app uses. */
export async function undoImportJob(db: Firestore, jobId: string, options?: UndoOptions) {
  const job = await ran(drainJob(db, importUndoKind(options), jobId));
  return {
    status: job.status as unknown,
    deleted: (job.undoDeleted as number | undefined) ?? 0,
    restored: (job.undoRestored as number | undefined) ?? 0,
    skipped: (job.undoSkipped as number | undefined) ?? 0,
    outcomes: job.outcomes,
  };
}

/**
 * The hourly digest run of the hour `at` falls in, as the schedule queues it at `at`, worked in
 * this process with `at` as the clock. A run of an hour that was run before does nothing.
 */
export async function runDigestHour(db: Firestore, at: Date, origin: string) {
  const now = () => at.getTime();
  const runId = await queueDigestRun({ db, enqueue: () => Promise.resolve() }, at, now());
  const job = await ran(drainJob(db, digestRunKind({ origin, now }), runId, 0, { now }));
  return { sent: (job.sent as number | undefined) ?? 0, outcomes: job.outcomes };
}
