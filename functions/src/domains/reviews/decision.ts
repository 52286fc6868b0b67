import type {
  OutcomeScreen,
  ProductLinks,
  Store,
  SubmitReviewResponse,
} from '../../shared/index.js';
import { storeReviewUrl } from './store-links.js';

/**
 * The spec's rule, decided only on the server: a review at or above the minimum is published.
 * In compliance mode too: the minimum still decides what the seller's own screens count as
 * published; it only no longer decides what the customer sees.
 */
export function isPublished(rating: number, minRating: number): boolean {
  return rating >= minRating;
}

export interface ReviewOutcome extends SubmitReviewResponse {
  /** Stored on the review: what the seller's screens count as published. */
  published: boolean;
}

export interface OutcomeProduct {
  minRating: number;
  complianceMode: boolean;
  links: ProductLinks;
}

/** The customer's screen: compliance mode shows every rating the same one (no review gating). */
export function outcomeScreen(complianceMode: boolean, published: boolean): OutcomeScreen {
  if (complianceMode) return 'compliance';
  return published ? 'published' : 'private';
}

/**
 * The answer to a review whose published flag is known (a new one, or a retry of a stored one):
 * the store's review page is offered on every screen but 'private'.
 */
export function outcomeFor(
  product: OutcomeProduct,
  store: Store,
  published: boolean,
): ReviewOutcome {
  const outcome = outcomeScreen(product.complianceMode, published);
  const link = product.links[store];
  const reviewUrl = outcome !== 'private' && link !== '' ? storeReviewUrl(store, link) : null;
  return { published, outcome, reviewUrl };
}

export function reviewOutcome(
  product: OutcomeProduct,
  store: Store,
  rating: number,
): ReviewOutcome {
  return outcomeFor(product, store, isPublished(rating, product.minRating));
}
