import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { reviewNoLongerUnread, unreadReviewOwner } from '../../domains/alerts/attention.js';
import { COLLECTIONS } from '../../shared/index.js';

/** A review deleted unread (its product's purge, an erasure) counts off its seller's unread count. */
export const countOffDeletedReview = onDocumentDeleted(
  `${COLLECTIONS.products}/{productId}/${COLLECTIONS.reviews}/{reviewId}`,
  async (event) => {
    const ownerId = unreadReviewOwner(event.data?.data(), undefined);
    if (ownerId) await reviewNoLongerUnread(adminFirestore(), ownerId);
  },
);
