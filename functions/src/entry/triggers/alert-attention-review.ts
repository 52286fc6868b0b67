import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { alertWindowMs } from '../../domains/alerts/alert-settings.js';
import { recordAttentionReview } from '../../domains/alerts/attention.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { reviewNeedsAttention } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS, ReviewDoc, paths } from '../../shared/index.js';
import { AttentionArrivalDoc } from '../../shared/schemas/attention.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);
const enqueueDelivery = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

/**
 * A new review that needs attention (its arrival, attention/{uid}/arrivals/{id}, written by the
 * commit that stored it: announceArrival), one run each (docs/decisions.md, "One run per review
 * write"): it is alerted (domains/alerts/attention.ts; counted too, unless its submission counted
 * it) and goes to the account's webhooks as `review.needs_attention` (domains/webhooks/
 * deliveries.ts), every one of them: the email's follow-up window is for inboxes, not channels.
 * Both steps run even when one fails; the arrival is deleted once both succeeded. A review deleted
 * by then is not alerted. A review at or above the minimum writes no arrival and runs nothing.
 */
export const alertAttentionReview = onDocumentCreated(
  `${COLLECTIONS.attention}/{uid}/${COLLECTIONS.attentionArrivals}/{arrivalId}`,
  async (event) => {
    const arrival = v.safeParse(AttentionArrivalDoc, event.data?.data());
    if (!event.data || !arrival.success) return;
    const { productId, reviewId } = arrival.output;
    const db = adminFirestore();
    const parsed = v.safeParse(
      ReviewDoc,
      (await db.doc(paths.review(productId, reviewId)).get()).data(),
    );
    if (!parsed.success) {
      await event.data.ref.delete();
      return;
    }
    const review = parsed.output;
    const now = new Date();
    const [alerted, queued] = await Promise.allSettled([
      recordAttentionReview(db, productId, reviewId, review, {
        now,
        windowMs: alertWindowMs(),
        origin: appOrigin(),
        enqueue,
      }),
      reviewNeedsAttention(db, productId, reviewId, review, appOrigin()).then((webhookEvent) =>
        queueWebhookEvent(db, review.ownerId, webhookEvent, { now, enqueue: enqueueDelivery }),
      ),
    ]);
    if (alerted.status === 'fulfilled') {
      logger.info('Review needs attention', { productId, reviewId, result: alerted.value });
    }
    if (queued.status === 'fulfilled' && queued.value > 0) {
      logger.info('Review webhooks queued', { productId, reviewId, queued: queued.value });
    }
    const failed = [alerted, queued].find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    await event.data.ref.delete();
  },
);
