import type { App } from 'firebase-admin/app';
import { ROLL_UP_FUNCTION, type EnqueueRollUp, type RollUpTask } from './roll-up-schedule.js';

/**
 * Roll-up tasks through Cloud Tasks (the task queue of the rollUpAnalytics function): in
 * production the queue's API, on the emulators the Cloud Tasks emulator (the Admin SDK follows
 * CLOUD_TASKS_EMULATOR_HOST, which firebase-tools sets). The Admin SDK's functions module is
 * loaded on the first task, not with every instance of every function.
 */
export function taskQueueEnqueuer(app: () => App, region: string): EnqueueRollUp {
  let queue: Promise<{ enqueue: EnqueueTask }> | undefined;
  return async (task, options) => {
    queue ??= import('firebase-admin/functions').then(({ getFunctions }) =>
      getFunctions(app()).taskQueue<RollUpTask>(
        `locations/${region}/functions/${ROLL_UP_FUNCTION}`,
      ),
    );
    await (await queue).enqueue(task, options);
  };
}

type EnqueueTask = (task: RollUpTask, options: { id: string; scheduleTime: Date }) => Promise<void>;
