import type { PublicProductResponse } from '@shared/review-api';
import { getPublicProduct } from './get-public-product';
import { ReviewApiError } from './review-api-client';

export type ReviewPageData =
  | { product: PublicProductResponse }
  /** No such product: the spec's 404 page. */
  | { product: null; notFound: true }
  /** It could not be loaded (offline, server error): the page offers a retry. */
  | { product: null; notFound?: false };

/** An unknown product is the spec's 404 page; other failures stay on the page with a retry. */
export async function loadReviewPage(
  productId: string,
  lang: string,
  started?: Promise<Response>,
): Promise<ReviewPageData> {
  try {
    return { product: await getPublicProduct(productId, lang, started) };
  } catch (error) {
    if (error instanceof ReviewApiError && error.code === 'product_not_found') {
      return { product: null, notFound: true };
    }
    return { product: null };
  }
}
