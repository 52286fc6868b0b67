import type { Firestore } from 'firebase/firestore';
import { startRead } from '@/lib/server-state/server-state';
import { NO_FILTERS } from './api/reviews-query';
import { reviewsPageQuery } from './hooks/use-reviews-page';

/**
 * The inbox's first page (reviews and their count) for a product, filtered to `rating` as the
 * dashboard opens it, started by the route's loader (docs/decisions.md, "Server state").
 */
export function startInboxReads(
  firestore: Firestore,
  uid: string,
  productId: string,
  rating: number | null,
) {
  startRead(reviewsPageQuery(firestore, uid, productId, { ...NO_FILTERS, rating }, null));
}
