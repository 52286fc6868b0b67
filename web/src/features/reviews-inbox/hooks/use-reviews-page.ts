import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFirestore, useUser } from '@/lib/firebase';
import {
  countReviews,
  getReviewsPage,
  type ReviewCursor,
  type ReviewFilters,
  type ReviewRow,
} from '../api/reviews-query';

export const INBOX_PAGE_SIZE = 20;

interface Loaded {
  /** The request this answers; a newer request means "loading" (the old rows stay visible). */
  request: object | null;
  status: 'success' | 'error';
  rows: ReviewRow[];
  total: number | null;
  hasNext: boolean;
}

/**
 * One page of a product's reviews. Paging walks cursors: `cursors[i]` starts page i, so "Previous"
 * reuses a cursor already seen and "Next" adds the last document of the current page. Changing
 * the filters starts again at page 0.
 */
export function useReviewsPage(productId: string, filters: ReviewFilters) {
  const firestore = useFirestore();
  const ownerId = useUser().data?.uid ?? '';
  const [cursors, setCursors] = useState<(ReviewCursor | null)[]>([null]);
  const [page, setPage] = useState(0);
  const [next, setNext] = useState<ReviewCursor | null>(null);
  const [reload, setReload] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({
    request: null,
    status: 'success',
    rows: [],
    total: null,
    hasNext: false,
  });

  // New filters: back to the first page (state reset during render, React's recommended way).
  const [seenFilters, setSeenFilters] = useState(filters);
  if (seenFilters !== filters) {
    setSeenFilters(filters);
    setCursors([null]);
    setPage(0);
  }

  // A new object whenever something that selects the page changes.
  const request = useMemo(
    () => ({ productId, ownerId, filters, after: cursors[page] ?? null, reload }),
    [productId, ownerId, filters, cursors, page, reload],
  );

  useEffect(() => {
    let cancelled = false;
    Promise.all([
      getReviewsPage(
        firestore,
        request.productId,
        request.ownerId,
        request.filters,
        INBOX_PAGE_SIZE,
        request.after,
      ),
      countReviews(firestore, request.productId, request.ownerId, request.filters),
    ]).then(
      ([result, total]) => {
        if (cancelled) return;
        setNext(result.next);
        setLoaded({
          request,
          status: 'success',
          rows: result.rows,
          total,
          hasNext: result.next !== null,
        });
      },
      () => {
        if (!cancelled)
          setLoaded({ request, status: 'error', rows: [], total: null, hasNext: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [firestore, request]);

  const goNext = useCallback(() => {
    if (!next) return;
    setCursors((current) => [...current.slice(0, page + 1), next]);
    setPage((current) => current + 1);
  }, [next, page]);
  const goPrevious = useCallback(() => setPage((current) => Math.max(0, current - 1)), []);
  const refresh = useCallback(() => setReload((current) => current + 1), []);

  const status = loaded.request === request ? loaded.status : 'loading';
  return {
    status,
    rows: loaded.rows,
    total: loaded.total,
    hasNext: status === 'success' && loaded.hasNext,
    page,
    pageSize: INBOX_PAGE_SIZE,
    goNext,
    goPrevious,
    refresh,
  };
}
