import { describe, expect, it } from 'vitest';
import {
  isPublished,
  outcomeFor,
  outcomeScreen,
  reviewOutcome,
  type OutcomeProduct,
} from './decision.js';

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
      outcome: 'published',
      reviewUrl: 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL',
    });
  });

  it('keeps a review below the threshold private and offers no store page', () => {
    expect(reviewOutcome(product, 'amazon', 3)).toEqual({
      published: false,
      outcome: 'private',
      reviewUrl: null,
    });
  });

  it('never offers a link for a store without one', () => {
    expect(reviewOutcome(product, 'shopify', 5)).toEqual({
      published: true,
      outcome: 'published',
      reviewUrl: null,
    });
  });
});

describe('compliance mode: one outcome for every rating', () => {
  const compliant = { ...product, complianceMode: true };

  it.each([1, 2, 3, 4, 5])(
    'rating %i: the same screen and store page; the minimum still decides "published"',
    (rating) => {
      const { published, ...answer } = reviewOutcome(compliant, 'emag', rating);
      expect(answer).toEqual({
        outcome: 'compliance',
        reviewUrl: 'https://www.emag.ro/cana-ceramica/pd/D1234ABC/',
      });
      expect(published).toBe(rating >= compliant.minRating);
    },
  );

  it('a stored review answers the same on a retry', () => {
    const { published: _private, ...low } = outcomeFor(compliant, 'amazon', false);
    const { published: _published, ...high } = outcomeFor(compliant, 'amazon', true);
    expect(low).toEqual(high);
    expect(outcomeScreen(false, true)).toBe('published');
    expect(outcomeScreen(false, false)).toBe('private');
  });
});
