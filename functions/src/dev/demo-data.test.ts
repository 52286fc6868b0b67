import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AUTO_ID_PATTERN,
  FeedbackText,
  ProductInput,
  SUBMISSION_ID_PATTERN,
  STORES,
} from '../shared/index.js';
import { buildDemoData } from './demo-data.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const data = buildDemoData('demo-uid', NOW);
const allReviews = data.products.flatMap((product) => product.reviews);

describe('buildDemoData', () => {
  it('has about five products and thirty reviews', () => {
    expect(data.products).toHaveLength(5);
    expect(allReviews).toHaveLength(30);
  });

  it('uses different minimum ratings (3 to 5) and every star rating', () => {
    expect(new Set(data.products.map((p) => p.doc.minRating))).toEqual(new Set([3, 4, 5]));
    expect(new Set(allReviews.map((r) => r.doc.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('gives every product valid links and covers every store', () => {
    for (const product of data.products) {
      const { ownerId, stats, createdAt, updatedAt, ...input } = product.doc;
      expect(v.safeParse(ProductInput, input).success).toBe(true);
      expect(ownerId).toBe('demo-uid');
      expect(updatedAt.getTime()).toBeGreaterThanOrEqual(createdAt.getTime());
      expect(stats.reviewCount).toBe(product.reviews.length);
    }
    for (const store of STORES) {
      expect(data.products.some((p) => p.doc.links[store] !== '')).toBe(true);
    }
  });

  it('keeps stats consistent with the reviews', () => {
    for (const product of data.products) {
      const ratings = product.reviews.map((r) => r.doc.rating);
      const sum = ratings.reduce((a, b) => a + b, 0);
      const { stats } = product.doc;
      expect(stats.ratingSum).toBe(sum);
      expect(stats.reviewCount).toBe(ratings.length);
      for (const star of [1, 2, 3, 4, 5] as const) {
        expect(stats.ratingHistogram[star]).toBe(ratings.filter((r) => r === star).length);
      }
      for (const store of STORES) {
        expect(stats.storeCounts[store]).toBe(
          product.reviews.filter((r) => r.doc.store === store).length,
        );
      }
      expect(stats.publishedCount).toBe(product.reviews.filter((r) => r.doc.published).length);
      expect(stats.privateCount).toBe(product.reviews.filter((r) => !r.doc.published).length);
    }
  });

  it('publishes exactly the reviews at or above the minimum rating, at stores the product has', () => {
    for (const product of data.products) {
      for (const review of product.reviews) {
        expect(review.doc.published).toBe(review.doc.rating >= product.doc.minRating);
        expect(product.doc.links[review.doc.store]).not.toBe('');
        expect(v.safeParse(FeedbackText, review.doc.feedback).success).toBe(true);
      }
    }
    expect(allReviews.some((r) => r.doc.published)).toBe(true);
    expect(allReviews.some((r) => !r.doc.published)).toBe(true);
  });

  it('records what each customer was shown, as the review page would have', () => {
    for (const product of data.products) {
      for (const { doc } of product.reviews) {
        const expected = product.doc.complianceMode
          ? 'compliance'
          : doc.published
            ? 'published'
            : 'private';
        expect(doc.outcome).toBe(expected);
      }
    }
    const outcomes = new Set(allReviews.map((review) => review.doc.outcome));
    expect([...outcomes].sort()).toEqual(['compliance', 'private', 'published']);
  });

  it('spreads reviews over the last 30 days', () => {
    const ages = allReviews.map((r) => NOW.getTime() - r.doc.createdAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(30 * 24 * 3_600_000);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(20 * 24 * 3_600_000);
  });

  it('uses fixed, unique ids that look like real ones, so seeding twice rewrites the same documents', () => {
    const again = buildDemoData('demo-uid', new Date(NOW.getTime() + 3_600_000));
    expect(again.products.map((p) => p.id)).toEqual(data.products.map((p) => p.id));
    expect(again.products.flatMap((p) => p.reviews.map((r) => r.id))).toEqual(
      allReviews.map((r) => r.id),
    );
    expect(new Set(allReviews.map((r) => r.id)).size).toBe(allReviews.length);
    for (const review of allReviews) expect(review.id).toMatch(SUBMISSION_ID_PATTERN);
    for (const product of data.products) expect(product.id).toMatch(AUTO_ID_PATTERN);
  });

  it('mirrors each product publicly without owner or counters', () => {
    for (const product of data.products) {
      expect(product.publicDoc.title).toBe(product.doc.title);
      expect(product.publicDoc).not.toHaveProperty('ownerId');
      expect(product.publicDoc).not.toHaveProperty('stats');
    }
  });
});
