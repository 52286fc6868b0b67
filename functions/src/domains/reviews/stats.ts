import {
  RATING_MAX,
  RATING_MIN,
  isStarRating,
  STORES,
  type ProductStats,
  type Store,
} from '../../shared/index.js';
import { isOneOf, isRecord } from '../../shared/narrow.js';

/** The fields of a review that the product's counters depend on. */
export interface CountedReview {
  rating: number;
  store: Store;
  published: boolean;
}

/**
 * What one review adds to each counter, keyed by its dotted path inside `stats`. The single
 * definition of how a review is counted: submitReview turns it into FieldValue.increment writes,
 * addReviewToStats (seed script, tests) applies it to plain numbers.
 */
export function reviewStatsDeltas(review: CountedReview): Record<string, number> {
  const { rating, store, published } = review;
  if (!isStarRating(rating)) {
    const got = String(review.rating);
    throw new RangeError(`rating must be an integer ${RATING_MIN}–${RATING_MAX}, got ${got}`);
  }
  if (!isOneOf(STORES, store)) {
    throw new RangeError(`unknown store "${String(review.store)}"`);
  }
  return {
    reviewCount: 1,
    ratingSum: rating,
    [`ratingHistogram.${rating}`]: 1,
    [`storeCounts.${store}`]: 1,
    publishedCount: published ? 1 : 0,
    privateCount: published ? 0 : 1,
  };
}

/** The product's counters after one more review; does not change `stats`. */
export function addReviewToStats(stats: ProductStats, review: CountedReview): ProductStats {
  const next = structuredClone(stats);
  // Counters by their dotted path (reviewStatsDeltas): a number, or a number in a record.
  const fields: Record<string, unknown> = next;
  for (const [path, delta] of Object.entries(reviewStatsDeltas(review))) {
    const [field = '', key] = path.split('.');
    const counter = key === undefined ? fields : fields[field];
    const name = key ?? field;
    if (!isRecord(counter)) throw new RangeError(`stats has no ${field}`);
    const count = counter[name];
    counter[name] = (typeof count === 'number' ? count : 0) + delta;
  }
  return next;
}
