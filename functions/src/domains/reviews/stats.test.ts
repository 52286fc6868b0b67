import { describe, expect, it } from 'vitest';
import { averageRating, emptyProductStats, type ProductStats } from '../../shared/index.js';
import { addReviewToStats, reviewStatsDeltas, type CountedReview } from './stats.js';

const fold = (reviews: CountedReview[]): ProductStats =>
  reviews.reduce(addReviewToStats, emptyProductStats());

describe('addReviewToStats', () => {
  it('counts one review everywhere it belongs', () => {
    expect(
      addReviewToStats(emptyProductStats(), { rating: 5, store: 'amazon', published: true }),
    ).toEqual({
      reviewCount: 1,
      ratingSum: 5,
      ratingHistogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
      storeCounts: { amazon: 1, emag: 0, shopify: 0 },
      publishedCount: 1,
      privateCount: 0,
    });
  });

  it('keeps the average equal to sum / count and splits published from private', () => {
    const stats = fold([
      { rating: 5, store: 'amazon', published: true },
      { rating: 2, store: 'emag', published: false },
      { rating: 4, store: 'emag', published: true },
    ]);
    expect(stats.reviewCount).toBe(3);
    expect(stats.ratingSum).toBe(11);
    expect(averageRating(stats)).toBeCloseTo(11 / 3, 10);
    expect(stats.ratingHistogram).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 });
    expect(stats.storeCounts).toEqual({ amazon: 1, emag: 2, shopify: 0 });
    expect(stats.publishedCount + stats.privateCount).toBe(stats.reviewCount);
    expect(stats.privateCount).toBe(1);
  });

  it('names every counter it changes by its path inside stats, for FieldValue.increment', () => {
    expect(reviewStatsDeltas({ rating: 2, store: 'emag', published: false })).toEqual({
      reviewCount: 1,
      ratingSum: 2,
      'ratingHistogram.2': 1,
      'storeCounts.emag': 1,
      publishedCount: 0,
      privateCount: 1,
    });
  });

  it('does not change the stats it is given', () => {
    const before = emptyProductStats();
    addReviewToStats(before, { rating: 3, store: 'shopify', published: true });
    expect(before).toEqual(emptyProductStats());
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses rating %s', (rating) => {
    expect(() =>
      addReviewToStats(emptyProductStats(), { rating, store: 'amazon', published: true }),
    ).toThrow(RangeError);
  });

  it('refuses an unknown store', () => {
    expect(() =>
      addReviewToStats(emptyProductStats(), {
        rating: 3,
        store: 'ebay' as CountedReview['store'],
        published: true,
      }),
    ).toThrow(RangeError);
  });
});

describe('averageRating', () => {
  it('is 0 before the first review and sum / count after', () => {
    expect(averageRating(emptyProductStats())).toBe(0);
    expect(averageRating({ reviewCount: 4, ratingSum: 14 })).toBe(3.5);
  });
});
