import { productOpenQuery, reviewApiPaths, type PublicProductResponse } from '@shared/review-api';
import { reviewApiFetch } from './review-api-client';

/**
 * One request per product per page load: the server counts each GET as a scan ("opened"), so
 * re-renders, StrictMode's double effects and remounts share the same promise. A failed request
 * is forgotten so that "Try again" asks again.
 */
const requests = new Map<string, Promise<PublicProductResponse>>();

/**
 * Whether this is the device's first open of the product today (the phone's calendar day), for
 * the unique-visitor count: the only thing kept is `qr-visit:{productId}` = today's date in this
 * browser's localStorage; nothing identifies the person. Without storage every open counts.
 */
function firstOpenToday(productId: string): boolean {
  try {
    const key = `qr-visit:${productId}`;
    const today = new Date().toLocaleDateString('sv'); // yyyy-mm-dd, local
    if (localStorage.getItem(key) === today) return false;
    localStorage.setItem(key, today);
  } catch {
    // Storage blocked: nothing to remember with.
  }
  return true;
}

export function getPublicProduct(productId: string, lang: string): Promise<PublicProductResponse> {
  let request = requests.get(productId);
  if (!request) {
    request = reviewApiFetch<PublicProductResponse>(
      reviewApiPaths.product(productId) + productOpenQuery(firstOpenToday(productId), lang),
    );
    request.catch(() => requests.delete(productId));
    requests.set(productId, request);
  }
  return request;
}
