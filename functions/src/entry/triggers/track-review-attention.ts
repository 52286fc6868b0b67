import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { alertWindowMs } from '../../domains/alerts/alert-settings.js';
import { recordAttentionReview, reviewNoLongerUnread } from '../../domains/alerts/attention.js';
import { queueWebhookEvent } from '../../domains/webhooks/deliveries.js';
import { reviewNeedsAttention } from '../../domains/webhooks/events.js';
import { deliveryEnqueuer } from '../../domains/webhooks/webhook-queue.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS, ReviewDoc } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);
const enqueueDelivery = deliveryEnqueuer(adminApp, FUNCTIONS_REGION);

const unread = (data: unknown) => {
  const parsed = v.safeParse(ReviewDoc, data);
  return parsed.success && parsed.output.unread === true;
};

/**
 * Every write of a review, one run (docs/decisions.md, "One run per review write"): a new review
 * that needs attention (stored unread, below the product's minimum) is alerted
 * (domains/alerts/attention.ts; counted too, unless its submission counted it) and goes to the
 * account's webhooks as `review.needs_attention` (domains/webhooks/deliveries.ts), every one of
 * them: the email's follow-up window is for inboxes, not channels. One the seller opened, or that
 * was deleted unread, counts off. Both steps run even when one fails.
 */
export const trackReviewAttention = onDocumentWritten(
  `${COLLECTIONS.products}/{productId}/${COLLECTIONS.reviews}/{reviewId}`,
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    const { productId, reviewId } = event.params;
    if (!before && after) {
      const parsed = v.safeParse(ReviewDoc, after);
      if (!parsed.success || parsed.output.unread !== true) return;
      const review = parsed.output;
      const db = adminFirestore();
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
      return;
    }
    if (before && unread(before) && !(after && unread(after))) {
      const ownerId: unknown = before.ownerId;
      if (typeof ownerId === 'string') await reviewNoLongerUnread(adminFirestore(), ownerId);
    }
  },
);
