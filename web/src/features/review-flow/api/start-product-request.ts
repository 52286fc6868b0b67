import { productOpenQuery, reviewApiPaths } from '@shared/review-api';
import { firstOpenToday } from '../lib/first-open-today';

/**
 * GET /api/products/{id}, which also counts the open: started by the review page's inline boot
 * script while the HTML is still being parsed, in parallel with the app's script, and read by
 * getPublicProduct. Undefined when App Check is configured: its token needs the Firebase SDK, so
 * the app sends that request itself. Kept apart from review-api-client (and its App Check import)
 * so that the inline script stays a few hundred bytes.
 */
export function startProductRequest(
  productId: string,
  lang: string,
): Promise<Response> | undefined {
  if (import.meta.env.VITE_APP_CHECK_SITE_KEY) return undefined;
  return fetch(
    reviewApiPaths.product(productId) + productOpenQuery(firstOpenToday(productId), lang),
    { headers: { Accept: 'application/json' }, credentials: 'omit' },
  );
}
