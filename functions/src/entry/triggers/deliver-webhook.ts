import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import * as v from 'valibot';
import { adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { attemptDelivery } from '../../domains/webhooks/deliveries.js';
import { allowsLoopbackWebhooks } from '../../domains/webhooks/webhook-queue.js';
import { DocId } from '../../shared/index.js';

const DeliveryTask = v.object({ deliveryId: DocId });

/**
 * One attempt of one webhook delivery (domains/webhooks/deliveries.ts). A failed attempt answers
 * an error: Cloud Tasks retries it with exponential backoff (10 s doubling to an hour) for 24
 * hours, which the delivery also counts itself (WEBHOOK_RETRY_MS).
 */
export const deliverWebhook = onTaskDispatched(
  {
    retryConfig: {
      maxAttempts: -1,
      maxRetrySeconds: 24 * 60 * 60,
      minBackoffSeconds: 10,
      maxBackoffSeconds: 3600,
      maxDoublings: 9,
    },
    rateLimits: { maxConcurrentDispatches: 20 },
    timeoutSeconds: 60,
  },
  async (request) => {
    const data: unknown = request.data;
    const parsed = v.safeParse(DeliveryTask, data);
    if (!parsed.success) {
      logger.error('Webhook task without a delivery', { data });
      return;
    }
    const { deliveryId } = parsed.output;
    const result = await attemptDelivery(adminFirestore(), deliveryId, {
      now: new Date(),
      origin: appOrigin(),
      allowLoopback: allowsLoopbackWebhooks(),
      fetch,
    });
    logger.info('Webhook delivery', { deliveryId, result });
    if (result === 'retry') throw new HttpsError('unavailable', 'The receiver did not accept it');
  },
);
