import { useCallback, useState } from 'react';
import type { Firestore } from 'firebase/firestore';
import { useFirestore, useUser } from '@/lib/firebase';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import {
  countReviews,
  getReviewsPage,
  type ReviewCursor,
  type ReviewFilters,
} from '../api/reviews-query';

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
  readQuery(['reviews', ownerId, productId, filters, after?.id ?? null], async () => {
    const [result, total] = await Promise.all([
      getReviewsPage(firestore, productId, ownerId, filters, INBOX_PAGE_SIZE, after),
      countReviews(firestore, productId, ownerId, filters),
    ]);
    return { ...result, total };
  });

/**
 * One page of a product's reviews. Paging walks cursors: `cursors[i]` starts page i, so "Previous"
 * reuses a cursor already seen and "Next" adds the last document of the current page. Changing
 * the filters starts again at page 0. While a page loads, or when its read fails, the previous
 * page's rows stay visible. Reads go to the server only (never an empty cache read as "no
 * reviews"): per visit, one page (20 + 1 documents) and one count() aggregation.
 */
export function useReviewsPage(productId: string, filters: ReviewFilters) {
  const firestore = useFirestore();
  const ownerId = useUser().data?.uid ?? '';
  const [cursors, setCursors] = useState<(ReviewCursor | null)[]>([null]);
  const [page, setPage] = useState(0);

  // New filters: back to the first page (state reset during render, React's recommended way).
  const [seenFilters, setSeenFilters] = useState(filters);
  if (seenFilters !== filters) {
    setSeenFilters(filters);
    setCursors([null]);
    setPage(0);
  }

  // Every query filters on the seller's own id (firestore.rules): nothing to read until it is known.
  const after = cursors[page] ?? null;
  const read = useServerRead(
    ownerId ? reviewsPageQuery(firestore, ownerId, productId, filters, after) : null,
  );
  const shown = read.status === 'success' ? read.data : read.previous;
  const next = read.status === 'success' ? read.data.next : null;

  const goNext = useCallback(() => {
    if (!next) return;
    setCursors((current) => [...current.slice(0, page + 1), next]);
    setPage((current) => current + 1);
  }, [next, page]);
  const goPrevious = useCallback(() => setPage((current) => Math.max(0, current - 1)), []);

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
