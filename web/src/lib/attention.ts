import { COLLECTIONS, paths, ReviewDoc } from '@shared';
import {
  collection,
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

/**
 * The seller's newest unread reviews, at most `max`: across products, or of one product (its
 * reviews inbox). Both shapes have their index in firestore.indexes.json.
 */
export async function unreadReviews(
  firestore: Firestore,
  uid: string,
  max: number,
  productId: string | null = null,
): Promise<UnreadReview[]> {
  const reviews = productId
    ? collection(firestore, paths.reviews(productId))
    : collectionGroup(firestore, COLLECTIONS.reviews);
  const snapshot = await getDocsFromServer(
    query(
      reviews.withConverter(schemaConverter(ReviewDoc)),
      where('ownerId', '==', uid),
      where('unread', '==', true),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs.map((review) => ({
    // A review lives at products/{id}/reviews/{reviewId}: its collection always has a parent.
    productId: review.ref.parent.parent!.id,
    reviewId: review.id,
    review: review.data(),
  }));
}

/** Opening a review reads it (rules: only unread true → false). */
export function markReviewRead(firestore: Firestore, productId: string, reviewId: string) {
  return updateDoc(doc(firestore, paths.review(productId, reviewId)), { unread: false });
}

/** Pages of this many reviews per batch for "Mark all read" (well under the 500-write limit). */
export const MARK_ALL_PAGE = 100;

/**
 * Marks every unread review read (across products, or of one product), one bounded page per
 * batched write, until none is left; each page marks at least one review, so it ends. Reports
 * the running total after each batch. The functions count each off the badge.
 */
export async function markAllRead(
  firestore: Firestore,
  uid: string,
  productId: string | null = null,
  onProgress?: (marked: number) => void,
): Promise<number> {
  let marked = 0;
  for (;;) {
    const page = await unreadReviews(firestore, uid, MARK_ALL_PAGE, productId);
    if (page.length === 0) return marked;
    const batch = writeBatch(firestore);
    for (const { productId: product, reviewId } of page) {
      batch.update(doc(firestore, paths.review(product, reviewId)), { unread: false });
    }
    await batch.commit();
    marked += page.length;
    onProgress?.(marked);
  }
}
