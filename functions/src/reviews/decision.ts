import type { ProductLinks, Store } from '../shared/index.js';
import { storeReviewUrl } from './store-links.js';

/** The spec's rule, decided only on the server: a review at or above the minimum is published. */
export function isPublished(rating: number, minRating: number): boolean {
  return rating >= minRating;
}

export interface ReviewOutcome {
  published: boolean;
  /**
   * The store page "Open Review Page" opens. Offered after a published review; after a private one
   * only when the product's compliance mode is on (marketplaces forbid review gating).
   */
  reviewUrl: string | null;
}

export interface OutcomeProduct {
  minRating: number;
  complianceMode: boolean;
  links: ProductLinks;
}

export function reviewOutcome(
  product: OutcomeProduct,
  store: Store,
  rating: number,
): ReviewOutcome {
  const published = isPublished(rating, product.minRating);
  const link = product.links[store];
  const offerLink = (published || product.complianceMode) && link !== '';
  return { published, reviewUrl: offerLink ? storeReviewUrl(store, link) : null };
}
