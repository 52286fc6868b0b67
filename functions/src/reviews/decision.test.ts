import { describe, expect, it } from 'vitest';
import { isPublished, reviewOutcome, type OutcomeProduct } from './decision.js';

const product: OutcomeProduct = {
  minRating: 4,
  complianceMode: false,
  links: {
    amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
    emag: 'https://www.emag.ro/cana-ceramica/pd/D1234ABC/',
    shopify: '',
  },
};

describe('isPublished', () => {
  it.each([
    [1, 1, true],
    [5, 5, true],
    [4, 4, true],
    [3, 4, false],
    [5, 4, true],
    [1, 2, false],
  ])('rating %i with minimum %i → %s', (rating, minRating, expected) => {
    expect(isPublished(rating, minRating)).toBe(expected);
  });
});

describe('reviewOutcome', () => {
  it('publishes at the threshold and offers the derived review page', () => {
    expect(reviewOutcome(product, 'amazon', 4)).toEqual({
      published: true,
      reviewUrl: 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL',
    });
  });

  it('keeps a review below the threshold private and offers no store page', () => {
    expect(reviewOutcome(product, 'amazon', 3)).toEqual({ published: false, reviewUrl: null });
  });

  it('offers the store page below the threshold when compliance mode is on', () => {
    expect(reviewOutcome({ ...product, complianceMode: true }, 'emag', 1)).toEqual({
      published: false,
      reviewUrl: 'https://www.emag.ro/cana-ceramica/pd/D1234ABC/',
    });
  });

  it('never offers a link for a store without one', () => {
    expect(reviewOutcome(product, 'shopify', 5)).toEqual({ published: true, reviewUrl: null });
  });
});
