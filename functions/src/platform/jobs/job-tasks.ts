import type { App } from 'firebase-admin/app';
import { functionTaskQueue, type TaskOptions } from '../task-queue.js';
import {
  jobTaskId,
  runJobSlice,
  type EnqueueJobTask,
  type JobEnvironment,
  type JobKind,
  type JobTask,
  type JobTaskTiming,
  type SliceOutcome,
} from './job-runner.js';

/** The task-queue function that works every job's slices (entry/triggers/run-job-slice.ts). */
export const JOB_SLICE_FUNCTION = 'runJobSlice';

/** The runJobSlice function's timeout: Cloud Functions' longest for a task-queue function. */
export const JOB_SLICE_TIMEOUT_SECONDS = 540;

/**
 * A slice's task, under its jobTaskId, waited for until the function's timeout has passed: a
 * slice that works for minutes (JOB_SLICE_MS) is never dispatched a second time while it runs.
 */
export function jobTaskOptions(task: JobTask, timing: JobTaskTiming = {}): TaskOptions {
  return {
    id: jobTaskId(task),
    dispatchDeadlineSeconds: JOB_SLICE_TIMEOUT_SECONDS + 60,
    ...(timing.scheduleTime ? { scheduleTime: timing.scheduleTime } : {}),
  };
}

/** Slice tasks on the runJobSlice queue. */
export function jobTaskQueue(app: () => App, region: string): EnqueueJobTask {
  const enqueue = functionTaskQueue<JobTask>(app, region, JOB_SLICE_FUNCTION);
  return (task, timing) => enqueue(task, jobTaskOptions(task, timing));
}

/** A kind of job as the runner's registry holds it: its name, and how one slice runs. */
export interface RegisteredJobKind {
  name: string;
  run: (env: JobEnvironment, task: JobTask) => Promise<SliceOutcome>;
}

export function registeredJobKind<Job>(kind: JobKind<Job>): RegisteredJobKind {
  return { name: kind.name, run: (env, task) => runJobSlice(env, kind, task) };
}

/**
 * Every kind of job the runner works, by name: each domain defines its kinds, the entry point
 * composes them (functions/src/entry/job-kinds.ts). A kind's code is loaded on its first task
 * (all functions load the same index.js; an Apply Template need not load the import code).
 */
export type JobKinds = Readonly<Record<string, () => Promise<RegisteredJobKind>>>;

/** Works a task's slice with its kind's code; 'unknownKind' when no kind of that name is registered. */
export async function runJobTask(
  env: JobEnvironment,
  kinds: JobKinds,
  task: JobTask,
): Promise<SliceOutcome | 'unknownKind'> {
  const load = Object.hasOwn(kinds, task.kind) ? kinds[task.kind] : undefined;
  if (!load) return 'unknownKind';
  return (await load()).run(env, task);
}
