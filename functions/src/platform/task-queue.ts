import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The Cloud Tasks emulator checks no identity, but without a service account named in the app's
 * options the Admin SDK asks the metadata server for one before every task, which fails after
 * seconds off Google Cloud (and is not cached when it fails). The emulator's own default name
 * spares every first page open of a minute that wait.
 */
const EMULATOR_TASK_ACCOUNT = 'emulated-service-acct@email.com';
const EMULATOR_APP_NAME = 'task-queue-emulator';

function emulatorTaskApp(base: App): App {
  return (
    getApps().find((app) => app.name === EMULATOR_APP_NAME) ??
    initializeApp({ ...base.options, serviceAccountId: EMULATOR_TASK_ACCOUNT }, EMULATOR_APP_NAME)
  );
}

export interface TaskOptions {
  /** Cloud Tasks refuses a second task with this id (the Admin SDK throws task-already-exists). */
  id?: string;
  scheduleTime?: Date;
  /**
   * How long Cloud Tasks waits for the function's answer before it counts the attempt as failed
   * and dispatches the task again. Production's default is 10 minutes; the emulator's is 60 s.
   */
  dispatchDeadlineSeconds?: number;
}

/**
 * Tasks for the task-queue function `functionName` through Cloud Tasks: in production the queue's
 * API, on the emulators the Cloud Tasks emulator (the Admin SDK follows CLOUD_TASKS_EMULATOR_HOST,
 * which firebase-tools sets). The Admin SDK's functions module is loaded on the first task, not
 * with every instance of every function.
 */
export function functionTaskQueue<T extends Record<string, unknown>>(
  app: () => App,
  region: string,
  functionName: string,
): (task: T, options: TaskOptions) => Promise<void> {
  let queue: Promise<{ enqueue: (task: T, options: TaskOptions) => Promise<void> }> | undefined;
  return async (task, options) => {
    queue ??= import('firebase-admin/functions').then(({ getFunctions }) =>
      getFunctions(
        process.env.CLOUD_TASKS_EMULATOR_HOST ? emulatorTaskApp(app()) : app(),
      ).taskQueue<T>(`locations/${region}/functions/${functionName}`),
    );
    await (await queue).enqueue(task, options);
  };
}
