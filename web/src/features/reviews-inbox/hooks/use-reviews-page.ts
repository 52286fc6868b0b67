import { useCallback } from 'react';
import type { Firestore } from 'firebase/firestore';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import {
  countReviews,
  getReviewsPage,
  type ReviewCursor,
  type ReviewFilters,
} from '../api/reviews-query';
import { inboxKeys } from '../api/query-keys';
import { useCursorPages } from './use-cursor-pages';

const INBOX_PAGE_SIZE = 20;

/**
 * One page of a product's reviews and their count, from the page's cursor (a review of the same
 * product and filters, so its id names it in the key).
 */
export const reviewsPageQuery = (
  firestore: Firestore,
  ownerId: string,
  productId: string,
  filters: ReviewFilters,
  after: ReviewCursor | null,
) =>
  readQuery(inboxKeys.reviews(ownerId, productId, filters, after?.id ?? null), async () => {
    const [result, total] = await Promise.all([
      getReviewsPage(firestore, productId, ownerId, filters, INBOX_PAGE_SIZE, after),
      countReviews(firestore, productId, ownerId, filters),
    ]);
    return { ...result, total };
  });

/**
 * One page of a product's reviews, walked by cursors (useCursorPages); changing the filters starts
 * again at page 0. While a page loads, or when its read fails, the previous
 * page's rows stay visible. Reads go to the server only (never an empty cache read as "no
 * reviews"): per visit, one page (20 + 1 documents) and one count() aggregation.
 */
export function useReviewsPage(productId: string, filters: ReviewFilters) {
  const firestore = useFirestore();
  const { accountId: ownerId } = useAccount();
  const pages = useCursorPages<ReviewCursor>(filters);

  // Every query filters on the seller's own id (firestore.rules): nothing to read until it is known.
  const read = useServerRead(
    ownerId ? reviewsPageQuery(firestore, ownerId, productId, filters, pages.after) : null,
  );
  const shown = read.status === 'success' ? read.data : read.previous;
  const next = read.status === 'success' ? read.data.next : null;
  const { goNext: goAfter, goPrevious, page } = pages;
  const goNext = useCallback(() => goAfter(next), [goAfter, next]);

  const status = read.status === 'idle' ? 'loading' : read.status;
  return {
    status,
    error: read.status === 'error' ? read.error : null,
    // A failed read (the server unreachable) keeps what was shown, under its error and Retry.
    rows: shown?.rows ?? [],
    total: shown?.total ?? null,
    hasNext: next !== null,
    page,
    pageSize: INBOX_PAGE_SIZE,
    goNext,
    goPrevious,
    refresh: read.reload,
  };
}
