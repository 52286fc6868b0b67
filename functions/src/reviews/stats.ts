import { RATING_MAX, RATING_MIN, STORES, type ProductStats, type Store } from '../shared/index.js';

/** The fields of a review that the product's counters depend on. */
export interface CountedReview {
  rating: number;
  store: Store;
  published: boolean;
}

/**
 * The product's counters after one more review. Pure, so a transaction (reviewApi) and the seed
 * script fold reviews the same way; the average is always sum / count of the stored counters.
 */
export function addReviewToStats(stats: ProductStats, review: CountedReview): ProductStats {
  const { rating, store, published } = review;
  if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    throw new RangeError(`rating must be an integer ${RATING_MIN}–${RATING_MAX}, got ${rating}`);
  }
  if (!(STORES as readonly string[]).includes(store)) {
    throw new RangeError(`unknown store "${store}"`);
  }
  const key = String(rating) as keyof ProductStats['ratingHistogram'];
  const reviewCount = stats.reviewCount + 1;
  const ratingSum = stats.ratingSum + rating;
  return {
    reviewCount,
    ratingSum,
    ratingAverage: ratingSum / reviewCount,
    ratingHistogram: { ...stats.ratingHistogram, [key]: stats.ratingHistogram[key] + 1 },
    storeCounts: { ...stats.storeCounts, [store]: stats.storeCounts[store] + 1 },
    publishedCount: stats.publishedCount + (published ? 1 : 0),
    privateCount: stats.privateCount + (published ? 0 : 1),
  };
}
