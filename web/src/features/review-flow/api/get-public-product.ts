import { reviewApiPaths, type PublicProductResponse } from '@shared/review-api';
import { reviewApiFetch } from './review-api-client';

/**
 * One request per product per page load: the server counts each GET as a scan ("opened"), so
 * re-renders, StrictMode's double effects and remounts share the same promise. A failed request
 * is forgotten so that "Try again" asks again.
 */
const requests = new Map<string, Promise<PublicProductResponse>>();

export function getPublicProduct(productId: string): Promise<PublicProductResponse> {
  let request = requests.get(productId);
  if (!request) {
    request = reviewApiFetch<PublicProductResponse>(reviewApiPaths.product(productId));
    request.catch(() => requests.delete(productId));
    requests.set(productId, request);
  }
  return request;
}
