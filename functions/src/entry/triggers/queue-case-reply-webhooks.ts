import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { caseCustomerReplied } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { CaseMessageDoc, COLLECTIONS } from '../../shared/index.js';

const enqueue = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

/** A customer's answer on a case: `case.customer_replied` to the account's webhooks. */
export const queueCaseReplyWebhooks = onDocumentCreated(
  `${COLLECTIONS.cases}/{caseId}/${COLLECTIONS.caseMessages}/{messageId}`,
  async (event) => {
    const parsed = v.safeParse(CaseMessageDoc, event.data?.data());
    if (!parsed.success || parsed.output.author !== 'customer') return;
    const { caseId, messageId } = event.params;
    const db = adminFirestore();
    const webhookEvent = await caseCustomerReplied(
      db,
      caseId,
      messageId,
      parsed.output,
      appOrigin(),
    );
    if (!webhookEvent) return;
    const queued = await queueWebhookEvent(db, parsed.output.ownerId, webhookEvent, {
      now: new Date(),
      enqueue,
    });
    if (queued > 0) logger.info('Case reply webhooks queued', { caseId, messageId, queued });
  },
);
