import type { Firestore } from 'firebase/firestore';
import { actionRead, fetchRead } from '@/lib/server-state/server-state';
import { inboxKeys } from './query-keys';
import {
  getReviewsPage,
  type ReviewCursor,
  type ReviewFilters,
  type ReviewRow,
  type ReviewsPage,
} from './reviews-query';

/** Reviews read per page by the CSV export. */
const EXPORT_PAGE = 500;

/**
 * Every matching review for the CSV export, read in pages of 500, at most `max`: each page an
 * action's read through the query client (docs/decisions.md, "Reads in event handlers"), so a
 * transient failure is tried again there, not the whole export.
 */
export async function getAllReviews(
  firestore: Firestore,
  productId: string,
  ownerId: string,
  filters: ReviewFilters,
  max = 20_000,
): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  let after: ReviewCursor | null = null;
  do {
    const from: ReviewCursor | null = after;
    const page: ReviewsPage = await fetchRead(
      actionRead(inboxKeys.exportPage(ownerId, productId, filters, from?.id ?? null), () =>
        getReviewsPage(firestore, productId, ownerId, filters, EXPORT_PAGE, from),
      ),
    );
    rows.push(...page.rows);
    after = page.next;
  } while (after && rows.length < max);
  return rows.slice(0, max);
}
