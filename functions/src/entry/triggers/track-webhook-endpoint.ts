import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { endpointChange } from '../../domains/webhooks/endpoints.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { testEvent } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { COLLECTIONS, paths, WebhookEndpointDoc } from '../../shared/index.js';

const enqueue = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

const parse = (data: unknown) => {
  const parsed = v.safeParse(WebhookEndpointDoc, data);
  return parsed.success ? parsed.output : null;
};

/**
 * What a member did to a webhook (domains/webhooks/endpoints.ts): "send a test event" queues one;
 * switching it on again starts its failure count afresh; a removed one takes its secret with it.
 */
export const trackWebhookEndpoint = onDocumentWritten(
  `${COLLECTIONS.webhooks}/{accountId}/${COLLECTIONS.webhookEndpoints}/{endpointId}`,
  async (event) => {
    const { accountId, endpointId } = event.params;
    const db = adminFirestore();
    const change = endpointChange(
      parse(event.data?.before.data()),
      parse(event.data?.after.data()),
    );
    const endpointRef = db.doc(paths.webhookEndpoint(accountId, endpointId));
    if (change.removed) {
      await db.doc(paths.webhookSecret(accountId, endpointId)).delete();
      return;
    }
    if (change.switchedOn) {
      await endpointRef.update({ failingSince: null, disabledAt: null });
    }
    if (change.testRequestedAt) {
      const queued = await queueWebhookEvent(
        db,
        accountId,
        testEvent(endpointId, change.testRequestedAt, appOrigin()),
        { now: new Date(), enqueue, endpointId },
      );
      logger.info('Webhook test event', { accountId, endpointId, queued });
    }
  },
);
