import { productOpenQuery, reviewApiPaths, type PublicProductResponse } from '@shared/review-api';
import { PublicProductResponseSchema } from '@shared/schemas/review-answers';
import { firstOpenToday } from '../lib/first-open-today';
import { readReviewApiResponse, reviewApiFetch } from './review-api-client';

/**
 * One request per product per page load: the server counts each GET as a scan ("opened"), so
 * re-renders, StrictMode's double effects and remounts share the same promise. A failed request
 * is forgotten so that "Try again" asks again.
 */
const requests = new Map<string, Promise<PublicProductResponse>>();

/**
 * The public product. `started` is the same request already sent by the page's boot script
 * (startProductRequest); it is used once, for the first call.
 */
export function getPublicProduct(
  productId: string,
  lang: string,
  started?: Promise<Response>,
): Promise<PublicProductResponse> {
  let request = requests.get(productId);
  if (!request) {
    request = started
      ? readReviewApiResponse(PublicProductResponseSchema, started)
      : reviewApiFetch(
          reviewApiPaths.product(productId) + productOpenQuery(firstOpenToday(productId), lang),
          PublicProductResponseSchema,
        );
    request.catch(() => requests.delete(productId));
    requests.set(productId, request);
  }
  return request;
}
