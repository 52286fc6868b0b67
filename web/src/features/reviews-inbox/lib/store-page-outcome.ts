import type { ReviewDoc } from '@shared';

/**
 * What happened to a review, as far as the app can know (docs/decisions.md, "Seller inbox"): the
 * customer was offered the store's review page, or the review was kept private. Whether a review
 * was then posted on the store happens on the store's site, out of the app's sight.
 * - 'offered': the 'published' or 'compliance' screen; also any review at or above the minimum
 *   written before the outcome was stored, since every mode offers the page at that rating;
 * - 'keptPrivate': the 'private' screen (compliance mode off, below the minimum);
 * - 'unrecorded': below the minimum and written before the outcome was stored: compliance mode
 *   would have offered the page, private routing not, and which applied then is unknown.
 */
export type StorePageOutcome = 'offered' | 'keptPrivate' | 'unrecorded';

export function storePageOutcome(
  review: Pick<ReviewDoc, 'outcome' | 'published'>,
): StorePageOutcome {
  if (review.outcome !== undefined) return review.outcome === 'private' ? 'keptPrivate' : 'offered';
  return review.published ? 'offered' : 'unrecorded';
}
