import type { CaseStatus } from '@shared/schemas/cases';
import { useCallback, useMemo } from 'react';
import { readQuery, useServerRead } from '@/lib/server-state/server-state';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { getCasesPage, type CaseCursor } from '../api/cases-query';
import { inboxKeys } from '../api/query-keys';
import { useCursorPages } from './use-cursor-pages';

const CASES_PAGE_SIZE = 20;

/**
 * One page of a product's cases (20 + 1 documents per read), walked by cursors like the reviews
 * inbox; a new status filter starts again at the first page.
 */
export function useCasesPage(productId: string, status: CaseStatus | null) {
  const firestore = useFirestore();
  const { accountId: ownerId } = useAccount();
  const pages = useCursorPages<CaseCursor>(status);
  const { page, after } = pages;
  const request = useMemo(
    () => ({ productId, ownerId, status, after }),
    [productId, ownerId, status, after],
  );
  const read = useServerRead(
    ownerId
      ? readQuery(
          inboxKeys.cases(
            ownerId,
            request.productId,
            request.status ?? 'all',
            page,
            cursorKey(request.after),
          ),
          () =>
            getCasesPage(
              firestore,
              ownerId,
              request.productId,
              request.status,
              CASES_PAGE_SIZE,
              request.after,
            ),
        )
      : null,
  );
  const shown = read.status === 'success' ? read.data : read.previous;
  const next = read.status === 'success' ? read.data.next : null;
  const { goNext: goAfter, goPrevious } = pages;
  const goNext = useCallback(() => goAfter(next), [goAfter, next]);
  return {
    status: read.status === 'idle' ? 'loading' : read.status,
    rows: shown?.rows ?? [],
    page,
    hasNext: next !== null,
    goNext,
    goPrevious,
    refresh: read.reload,
  };
}

/** A page cursor as part of a cache key: the id of the document the page starts after. */
function cursorKey(after: unknown): string | null {
  if (after && typeof after === 'object' && 'id' in after && typeof after.id === 'string') {
    return after.id;
  }
  return null;
}
