import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { caseOpened } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { CaseDoc, COLLECTIONS } from '../../shared/index.js';

const enqueue = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

/** A customer asked to be contacted: `case.opened` to the account's webhooks. */
export const queueCaseWebhooks = onDocumentCreated(
  `${COLLECTIONS.cases}/{caseId}`,
  async (event) => {
    const parsed = v.safeParse(CaseDoc, event.data?.data());
    if (!parsed.success) return;
    const { caseId } = event.params;
    const db = adminFirestore();
    const webhookEvent = await caseOpened(db, caseId, parsed.output, appOrigin());
    const queued = await queueWebhookEvent(db, parsed.output.ownerId, webhookEvent, {
      now: new Date(),
      enqueue,
    });
    if (queued > 0) logger.info('Case webhooks queued', { caseId, queued });
  },
);
