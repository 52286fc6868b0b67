import type { ReviewFilters } from './reviews-query';

/**
 * The reviews inbox's server-state keys (lib/server-state): each read's key is named here once,
 * for the screens that read it and the actions that read it now.
 */
export const inboxKeys = {
  /** A page of a product's reviews with its count, after the review `after` (an id). */
  reviews: (ownerId: string, productId: string, filters: ReviewFilters, after: string | null) => [
    'reviews',
    ownerId,
    productId,
    filters,
    after,
  ],
  /** A page of the export's read of every matching review, after the review `after` (an id). */
  exportPage: (
    ownerId: string,
    productId: string,
    filters: ReviewFilters,
    after: string | null,
  ) => ['reviews-export', ownerId, productId, filters, after],
  /** A page of the customer requests. */
  cases: (
    ownerId: string,
    productId: string,
    status: string,
    page: number,
    after: string | null,
  ) => ['cases', ownerId, productId, status, page, after],
  /** A request's messages, at its message count. */
  caseThread: (ownerId: string, caseId: string, messageCount: number) => [
    'case-thread',
    ownerId,
    caseId,
    messageCount,
  ],
  /** The requests' numbers of a product (or of every product). */
  caseStats: (ownerId: string, productId: string) => ['case-stats', ownerId, productId],
};
