import type { App } from 'firebase-admin/app';
import { functionTaskQueue } from '../../platform/task-queue.js';
import { errorCode } from '../../shared/narrow.js';

/** The delivery task function's name (entry/triggers/deliver-webhook.ts). */
export const DELIVER_WEBHOOK_FUNCTION = 'deliverWebhook';

/** A receiver on this machine over http: on the Functions emulator only, never deployed. */
export function allowsLoopbackWebhooks(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true';
}

/** Enqueues one delivery's task (its id is the delivery's: Cloud Tasks refuses a second). */
export function deliveryEnqueuer(app: () => App, region: string) {
  const queue = functionTaskQueue<{ deliveryId: string }>(app, region, DELIVER_WEBHOOK_FUNCTION);
  return async (deliveryId: string) => {
    try {
      await queue({ deliveryId }, { id: deliveryId });
    } catch (error) {
      if (errorCode(error) !== 'functions/task-already-exists') throw error;
    }
  };
}
