import {
  CASE_OFFER_WINDOW_MS,
  caseSettingsOf,
  sellsAt,
  type NextSteps,
  type OutcomeScreen,
  type ProductLinks,
  type SellerDoc,
  type Store,
  type SubmitReviewResponse,
} from '../../shared/index.js';
import { sellerNameFor } from '../sellers/seller-name.js';
import { storeReviewUrl } from './store-links.js';

/** What the decision reads of products/{id}. */
export interface DecisionProduct {
  minRating: number;
  complianceMode: boolean;
  links: ProductLinks;
  card?: { brandName?: string };
}

/** What it reads of sellers/{uid}; undefined when the seller has no profile. */
export type DecisionSeller =
  Pick<SellerDoc, 'displayName' | 'caseOfferOnAllRatings' | 'caseRetentionDays'> | undefined;

/** The review the decision is about. */
export interface DecisionReview {
  rating: number;
  store: Store;
  /** When it was stored (a new review: now); null when unknown, which offers no contact. */
  createdAt: Date | null;
  /**
   * A stored review's `published`: decided against the minimum as it was when the customer
   * submitted, so a retry and the consent form keep that decision however the minimum changed.
   */
  published?: boolean;
}

export interface ReviewDecision {
  /** At or above the product's minimum, in every mode: what the seller's screens count as published. */
  published: boolean;
  /** Below the minimum, in every mode: the review is stored unread and alerts the seller. */
  needsAttention: boolean;
  /** The customer's screen: compliance mode shows every rating the same one (no review gating). */
  outcome: OutcomeScreen;
  /** What the customer may do next (NextStepsSchema). */
  next: NextSteps;
}

/**
 * Every rule about a review, decided here and only here (docs/decisions.md, "The decision is the
 * server's"): published or not by the product's minimum; whether it needs the seller's attention;
 * the outcome screen (compliance mode: the same for every rating); the store's review page, on every
 * screen but 'private' and only for a store the product has a link for; and the offer to be
 * contacted: below the minimum, or on every rating when the seller asks for that, for
 * CASE_OFFER_WINDOW_MS after the review. The submission's answer is built from it, and the consent
 * form (domains/cases/open-case.ts) asks it again before opening a case; the page decides nothing.
 */
export function decideReview(
  product: DecisionProduct,
  seller: DecisionSeller,
  review: DecisionReview,
  now: Date,
): ReviewDecision {
  const published = review.published ?? review.rating >= product.minRating;
  const outcome: OutcomeScreen = product.complianceMode
    ? 'compliance'
    : published
      ? 'published'
      : 'private';
  const next: NextSteps = {};
  if (outcome !== 'private' && sellsAt(product.links, review.store)) {
    next.storePage = { url: storeReviewUrl(review.store, product.links[review.store]) };
  }
  const settings = caseSettingsOf(seller);
  const offerOpen =
    review.createdAt !== null && now.getTime() - review.createdAt.getTime() <= CASE_OFFER_WINDOW_MS;
  if (offerOpen && (!published || settings.offerOnAllRatings)) {
    next.contactOffer = {
      sellerName: sellerNameFor(product, seller),
      retentionDays: settings.retentionDays,
    };
  }
  return { published, needsAttention: !published, outcome, next };
}

/** POST /api/reviews's answer: the decision's screen and next steps (reviewUrl repeats the store page). */
export function submissionAnswer(decision: ReviewDecision): SubmitReviewResponse {
  const { outcome, next } = decision;
  return { outcome, reviewUrl: next.storePage?.url ?? null, next };
}
