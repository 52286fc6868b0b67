import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as v from 'valibot';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { alertWindowMs } from '../../domains/alerts/alert-settings.js';
import { recordAttentionReview, reviewNoLongerUnread } from '../../domains/alerts/attention.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import { COLLECTIONS, ReviewDoc } from '../../shared/index.js';

const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

const unread = (data: unknown) => {
  const parsed = v.safeParse(ReviewDoc, data);
  return parsed.success && parsed.output.unread === true;
};

/**
 * Keeps attention/{uid} in step with the seller's reviews: a new review that needs attention
 * counts and alerts (domains/alerts/attention.ts); one the seller opened, or that was deleted
 * unread, counts off.
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
      const result = await recordAttentionReview(
        adminFirestore(),
        productId,
        reviewId,
        parsed.output,
        {
          now: new Date(),
          windowMs: alertWindowMs(),
          origin: appOrigin(),
          enqueue,
        },
      );
      logger.info('Review needs attention', { productId, reviewId, result });
      return;
    }
    if (before && unread(before) && !(after && unread(after))) {
      const ownerId: unknown = before.ownerId;
      if (typeof ownerId === 'string') await reviewNoLongerUnread(adminFirestore(), ownerId);
    }
  },
);
