import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { reviewNeedsAttention } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { COLLECTIONS, ReviewDoc } from '../../shared/index.js';

const enqueue = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

/**
 * A new review that needs attention (stored unread, below the product's minimum) goes to the
 * account's webhooks as `review.needs_attention` (domains/webhooks/deliveries.ts), every one of
 * them: the email's follow-up window is for inboxes, not channels.
 */
export const queueReviewWebhooks = onDocumentCreated(
  `${COLLECTIONS.products}/{productId}/${COLLECTIONS.reviews}/{reviewId}`,
  async (event) => {
    const parsed = v.safeParse(ReviewDoc, event.data?.data());
    if (!parsed.success || parsed.output.unread !== true) return;
    const { productId, reviewId } = event.params;
    const db = adminFirestore();
    const review = parsed.output;
    const webhookEvent = await reviewNeedsAttention(db, productId, reviewId, review, appOrigin());
    const queued = await queueWebhookEvent(db, review.ownerId, webhookEvent, {
      now: new Date(),
      enqueue,
    });
    if (queued > 0) logger.info('Review webhooks queued', { productId, reviewId, queued });
  },
);
