import type { App } from 'firebase-admin/app';
import { functionTaskQueue } from '../../platform/task-queue.js';
import { ROLL_UP_FUNCTION, type EnqueueRollUp, type RollUpTask } from './roll-up-schedule.js';

/** Roll-up tasks, for the rollUpAnalytics function. */
export function taskQueueEnqueuer(app: () => App, region: string): EnqueueRollUp {
  const enqueue = functionTaskQueue<RollUpTask>(app, region, ROLL_UP_FUNCTION);
  return (task, options) => enqueue(task, options);
}
