import { isDocId } from '../../shared/index.js';
import { isLinkTokenShape } from '../../platform/link-tokens.js';

/**
 * Every route of the reviewApi function, once: the router (review-api-handler.ts) needs a handler
 * for each and the reserved-id walk (functions/test/integration/reserved-ids.test.ts) calls each.
 * The paths are the contract's (reviewApiPaths in shared/review-api.ts); `:name` marks a parameter,
 * whose shape the router checks before any handler runs (docs/decisions.md, "Ids with a shape").
 */
export const REVIEW_API_ROUTES = {
  product: { method: 'GET', path: '/api/products/:productId' },
  productEvents: { method: 'POST', path: '/api/products/:productId/events' },
  reviews: { method: 'POST', path: '/api/reviews' },
  caseOffer: { method: 'GET', path: '/api/products/:productId/case-offer' },
  cases: { method: 'POST', path: '/api/cases' },
  case: { method: 'GET', path: '/api/cases/:token' },
  caseConfirm: { method: 'POST', path: '/api/cases/:token/confirm' },
  caseMessages: { method: 'POST', path: '/api/cases/:token/messages' },
  caseResolve: { method: 'POST', path: '/api/cases/:token/resolve' },
  caseErase: { method: 'POST', path: '/api/cases/:token/erase' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

export type ReviewApiRoute = keyof typeof REVIEW_API_ROUTES;

/**
 * The shape of each path parameter, and the refusal a request that fails it gets: an id that is
 * not a document id (`__x__`, '..', 1,501 bytes…) names no product, a string that is not a
 * token's shape no case; either is answered before Firestore is asked anything.
 */
export const ROUTE_PARAMS = {
  productId: { valid: isDocId, refusal: 'product_not_found' },
  token: { valid: isLinkTokenShape, refusal: 'case_not_found' },
} as const;

export type RouteParam = keyof typeof ROUTE_PARAMS;

/** The parameter names of a route's path, in order (`/api/cases/:token/confirm` → ['token']). */
export function routeParams(path: string): RouteParam[] {
  return [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => {
    const name = match[1] as string;
    if (!(name in ROUTE_PARAMS)) throw new Error(`Route parameter without a shape: ${name}`);
    return name as RouteParam;
  });
}

/** The path's pattern: each parameter one path segment (still percent-encoded). */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[A-Za-z]+/g, '([^/]+)')}$`);
}
