import { describe, expect, it } from 'vitest';
import { emptyProductStats, type ProductStats } from '../shared/index.js';
import { addReviewToStats, type CountedReview } from './stats.js';

const fold = (reviews: CountedReview[]): ProductStats =>
  reviews.reduce(addReviewToStats, emptyProductStats());

describe('addReviewToStats', () => {
  it('counts one review everywhere it belongs', () => {
    expect(
      addReviewToStats(emptyProductStats(), { rating: 5, store: 'amazon', published: true }),
    ).toEqual({
      reviewCount: 1,
      ratingSum: 5,
      ratingAverage: 5,
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
    expect(stats.ratingAverage).toBeCloseTo(11 / 3, 10);
    expect(stats.ratingHistogram).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 });
    expect(stats.storeCounts).toEqual({ amazon: 1, emag: 2, shopify: 0 });
    expect(stats.publishedCount + stats.privateCount).toBe(stats.reviewCount);
    expect(stats.privateCount).toBe(1);
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
