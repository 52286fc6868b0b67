import { describe, expect, it } from 'vitest';
import { CASE_OFFER_WINDOW_MS } from '../../shared/index.js';
import {
  decideReview,
  submissionAnswer,
  type DecisionProduct,
  type DecisionSeller,
} from './decision.js';

const NOW = new Date('2026-11-30T12:00:00Z');
const AMAZON_REVIEW_PAGE = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';
const EMAG_LINK = 'https://www.emag.ro/cana-ceramica/pd/D1234ABC/';

const product = (complianceMode: boolean): DecisionProduct => ({
  minRating: 4,
  complianceMode,
  links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: EMAG_LINK, shopify: '' },
  card: { brandName: 'Mug & Co' },
});
const seller = (offerOnAllRatings: boolean): DecisionSeller => ({
  displayName: 'Maria Popescu',
  caseOfferOnAllRatings: offerOnAllRatings,
  caseRetentionDays: 45,
});

/** Reviewed this long before NOW: inside the offer's window, at its last instant, just after it. */
const WINDOWS = {
  'just now': 0,
  'at the window’s end': CASE_OFFER_WINDOW_MS,
  'a millisecond after it': CASE_OFFER_WINDOW_MS + 1,
} as const;
type Window = keyof typeof WINDOWS;

// The spec, stated on its own: with a minimum of 4, ratings 1–3 are below it.
const BELOW_MINIMUM = [1, 2, 3];
const OPEN_WINDOWS: Window[] = ['just now', 'at the window’s end'];

const cases = [false, true].flatMap((complianceMode) =>
  [false, true].flatMap((offerOnAllRatings) =>
    [1, 2, 3, 4, 5].flatMap((rating) =>
      (Object.keys(WINDOWS) as Window[]).map((window) => ({
        complianceMode,
        offerOnAllRatings,
        rating,
        window,
      })),
    ),
  ),
);

describe('decideReview: every mode × rating × offer window', () => {
  it.each(cases)(
    'compliance $complianceMode, offer on all ratings $offerOnAllRatings, $rating stars, reviewed $window',
    ({ complianceMode, offerOnAllRatings, rating, window }) => {
      const createdAt = new Date(NOW.getTime() - WINDOWS[window]);
      const decision = decideReview(
        product(complianceMode),
        seller(offerOnAllRatings),
        { rating, store: 'amazon', createdAt },
        NOW,
      );
      const below = BELOW_MINIMUM.includes(rating);
      expect(decision.published).toBe(!below);
      expect(decision.needsAttention).toBe(below);
      expect(decision.outcome).toBe(
        complianceMode ? 'compliance' : below ? 'private' : 'published',
      );
      // The store's review page: on every screen but 'private'.
      expect(decision.next.storePage).toEqual(
        complianceMode || !below ? { url: AMAZON_REVIEW_PAGE } : undefined,
      );
      // The contact offer: below the minimum (or on every rating when the seller asks), in its
      // window, whatever the mode.
      const offered = OPEN_WINDOWS.includes(window) && (below || offerOnAllRatings);
      expect(decision.next.contactOffer).toEqual(
        offered ? { sellerName: 'Mug & Co', retentionDays: 45 } : undefined,
      );
    },
  );

  it('covers 2 modes × 2 seller settings × 5 ratings × 3 windows', () => {
    expect(cases).toHaveLength(60);
  });
});

describe('decideReview: the rest of what it decides', () => {
  const review = { rating: 2, store: 'emag' as const, createdAt: NOW };

  it('publishes at the minimum itself, whatever the minimum', () => {
    for (const minRating of [1, 2, 3, 4, 5]) {
      const at = { ...product(false), minRating };
      expect(decideReview(at, undefined, { ...review, rating: minRating }, NOW).published).toBe(
        true,
      );
      if (minRating > 1) {
        const under = { ...review, rating: minRating - 1 };
        expect(decideReview(at, undefined, under, NOW).published).toBe(false);
      }
    }
  });

  it('keeps a stored review’s decision when the minimum changed since (a retry, the consent form)', () => {
    const raised = { ...product(false), minRating: 5 };
    const stored = { ...review, rating: 4, published: true };
    expect(decideReview(raised, undefined, stored, NOW)).toMatchObject({
      published: true,
      outcome: 'published',
      next: { storePage: { url: EMAG_LINK } },
    });
    const lowered = { ...product(false), minRating: 1 };
    const storedLow = { ...review, published: false };
    expect(decideReview(lowered, undefined, storedLow, NOW).next.contactOffer).toBeDefined();
  });

  it('offers no store page for a store without a link, on any screen', () => {
    for (const complianceMode of [false, true]) {
      const decision = decideReview(
        product(complianceMode),
        undefined,
        { ...review, rating: 5, store: 'shopify' },
        NOW,
      );
      expect(decision.next.storePage).toBeUndefined();
    }
  });

  it('offers no contact for a review of unknown age', () => {
    const decision = decideReview(product(false), undefined, { ...review, createdAt: null }, NOW);
    expect(decision.next.contactOffer).toBeUndefined();
  });

  it('names the card’s brand, else the seller, else nobody, and the retention or its default', () => {
    const unbranded = { ...product(false), card: { brandName: '  ' } };
    expect(decideReview(unbranded, seller(false), review, NOW).next.contactOffer).toEqual({
      sellerName: 'Maria Popescu',
      retentionDays: 45,
    });
    expect(decideReview(unbranded, undefined, review, NOW).next.contactOffer).toEqual({
      sellerName: '',
      retentionDays: 90,
    });
    const outOfRange = { displayName: 'Maria', caseRetentionDays: 400 };
    expect(decideReview(unbranded, outOfRange, review, NOW).next.contactOffer).toEqual({
      sellerName: 'Maria',
      retentionDays: 90,
    });
  });
});

describe('submissionAnswer', () => {
  it('carries the screen and the next steps; reviewUrl repeats the store page or is null', () => {
    const published = decideReview(
      product(false),
      seller(true),
      { rating: 5, store: 'amazon', createdAt: NOW },
      NOW,
    );
    expect(submissionAnswer(published)).toEqual({
      outcome: 'published',
      reviewUrl: AMAZON_REVIEW_PAGE,
      next: {
        storePage: { url: AMAZON_REVIEW_PAGE },
        contactOffer: { sellerName: 'Mug & Co', retentionDays: 45 },
      },
    });
    const kept = decideReview(
      product(false),
      undefined,
      { rating: 1, store: 'amazon', createdAt: NOW },
      NOW,
    );
    expect(submissionAnswer(kept)).toEqual({
      outcome: 'private',
      reviewUrl: null,
      next: { contactOffer: { sellerName: 'Mug & Co', retentionDays: 90 } },
    });
  });
});
