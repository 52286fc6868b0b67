import type { App } from 'firebase-admin/app';
import { functionTaskQueue, type TaskOptions } from '../task-queue.js';
import {
  jobTaskId,
  runJobSlice,
  type EnqueueJobTask,
  type JobEnvironment,
  type JobTask,
  type SliceOutcome,
} from './job-runner.js';

/** The task-queue function that works every job's slices (triggers/run-job-slice.ts). */
export const JOB_SLICE_FUNCTION = 'runJobSlice';

/** The runJobSlice function's timeout: Cloud Functions' longest for a task-queue function. */
export const JOB_SLICE_TIMEOUT_SECONDS = 540;

/**
 * A slice's task, under its jobTaskId, waited for until the function's timeout has passed: a
 * slice that works for minutes (JOB_SLICE_MS) is never dispatched a second time while it runs.
 */
export function jobTaskOptions(task: JobTask): TaskOptions {
  return { id: jobTaskId(task), dispatchDeadlineSeconds: JOB_SLICE_TIMEOUT_SECONDS + 60 };
}

/** Slice tasks on the runJobSlice queue. */
export function jobTaskQueue(app: () => App, region: string): EnqueueJobTask {
  const enqueue = functionTaskQueue<JobTask>(app, region, JOB_SLICE_FUNCTION);
  return (task) => enqueue(task, jobTaskOptions(task));
}

/**
 * Works a task's slice with its kind's code, loaded on the first task of that kind (all
 * functions load the same index.js; an Apply Template need not load the import code).
 */
export async function runJobTask(env: JobEnvironment, task: JobTask): Promise<SliceOutcome> {
  switch (task.kind) {
    case 'templateJob': {
      const { templateJobKind } = await import('../../domains/templates/apply-template.js');
      return runJobSlice(env, templateJobKind(), task);
    }
    case 'productDeleteJob': {
      const { productDeleteJobKind } = await import('../../domains/products/delete-job.js');
      return runJobSlice(env, productDeleteJobKind(), task);
    }
    case 'importJob': {
      const { importJobKind } = await import('../../domains/imports/run-import.js');
      return runJobSlice(env, importJobKind(), task);
    }
    case 'importUndo': {
      const { importUndoKind } = await import('../../domains/imports/undo-import.js');
      return runJobSlice(env, importUndoKind(), task);
    }
  }
}
