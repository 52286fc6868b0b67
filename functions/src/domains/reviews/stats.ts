import {
  RATING_MAX,
  RATING_MIN,
  isStarRating,
  STORES,
  type ProductStats,
  type Store,
} from '../../shared/index.js';

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
  if (!(STORES as readonly string[]).includes(store)) {
    throw new RangeError(`unknown store "${store}"`);
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
  for (const [path, delta] of Object.entries(reviewStatsDeltas(review))) {
    const [field, key] = path.split('.') as [keyof ProductStats, string | undefined];
    if (key === undefined) {
      (next[field] as number) += delta;
    } else {
      (next[field] as Record<string, number>)[key]! += delta;
    }
  }
  return next;
}
