import type { PublicProductResponse } from '@shared/review-api';
import { getPublicProduct } from './get-public-product';
import { ReviewApiError } from './review-api-client';

export type ReviewPageData =
  | { product: PublicProductResponse }
  | {
      product: null;
      /**
       * not-found: no such product, the spec's 404 page. deleted: its seller deleted it (the
       * API's 410), a page that says so, never another product. unavailable: it could not be
       * loaded (offline, server error), the page offers a retry.
       */
      failure: 'not-found' | 'deleted' | 'unavailable';
    };

/**
 * An unknown product is the spec's 404 page; a deleted one its own page; other failures stay on
 * the page with a retry.
 */
export async function loadReviewPage(
  productId: string,
  lang: string,
  started?: Promise<Response>,
): Promise<ReviewPageData> {
  try {
    return { product: await getPublicProduct(productId, lang, started) };
  } catch (error) {
    if (error instanceof ReviewApiError && error.code === 'product_not_found') {
      return { product: null, failure: 'not-found' };
    }
    if (error instanceof ReviewApiError && error.code === 'product_deleted') {
      return { product: null, failure: 'deleted' };
    }
    return { product: null, failure: 'unavailable' };
  }
}
