import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { reviewNoLongerUnread, unreadReviewOwner } from '../../domains/alerts/attention.js';
import { COLLECTIONS } from '../../shared/index.js';

/**
 * A review the seller opened (unread: true → false) counts off its seller's unread count. Runs on
 * a review's later writes only: a new review's alert is alertAttentionReview's, set off by its
 * arrival (docs/decisions.md, "One run per review write").
 */
export const countOffOpenedReview = onDocumentUpdated(
  `${COLLECTIONS.products}/{productId}/${COLLECTIONS.reviews}/{reviewId}`,
  async (event) => {
    const ownerId = unreadReviewOwner(event.data?.before.data(), event.data?.after.data());
    if (ownerId) await reviewNoLongerUnread(adminFirestore(), ownerId);
  },
);
