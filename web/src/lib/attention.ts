import { COLLECTIONS, paths, ReviewDoc } from '@shared';
import {
  collectionGroup,
  doc,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { schemaConverter } from './firestore';

/**
 * The seller's unread reviews (docs/decisions.md, "Alerts on unhappy customers"): the list behind
 * the top navigation's badge and "Mark all read" read bounded pages of them; opening one reads it.
 * The badge's count itself is attention/{uid}, kept by the functions (attention-badge.tsx).
 */
export interface UnreadReview {
  productId: string;
  reviewId: string;
  review: ReviewDoc;
}

/** The seller's newest unread reviews across products, at most `max`. */
export async function unreadReviews(
  firestore: Firestore,
  uid: string,
  max: number,
): Promise<UnreadReview[]> {
  const snapshot = await getDocsFromServer(
    query(
      collectionGroup(firestore, COLLECTIONS.reviews).withConverter(schemaConverter(ReviewDoc)),
      where('ownerId', '==', uid),
      where('unread', '==', true),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs.map((review) => ({
    productId: review.ref.parent.parent!.id,
    reviewId: review.id,
    review: review.data(),
  }));
}

/** Opening a review reads it (rules: only unread true → false). */
export function markReviewRead(firestore: Firestore, productId: string, reviewId: string) {
  return updateDoc(doc(firestore, paths.review(productId, reviewId)), { unread: false });
}

/** Pages of this many reviews per batch for "Mark all read" (under the 500-write batch limit). */
const MARK_ALL_PAGE = 200;

/** Marks every unread review read, one bounded page per batch, until none is left. */
export async function markAllRead(firestore: Firestore, uid: string): Promise<number> {
  let marked = 0;
  for (;;) {
    const page = await unreadReviews(firestore, uid, MARK_ALL_PAGE);
    if (page.length === 0) return marked;
    const batch = writeBatch(firestore);
    for (const { productId, reviewId } of page) {
      batch.update(doc(firestore, paths.review(productId, reviewId)), { unread: false });
    }
    await batch.commit();
    marked += page.length;
  }
}
