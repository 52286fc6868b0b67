import type { Firestore } from 'firebase-admin/firestore';
import { isDocId } from '../../shared/index.js';
import type { RollUpScheduler } from '../../domains/analytics/roll-up-schedule.js';
import type { SubmissionRateLimits } from '../../platform/rate-limit.js';
import {
  pathParams,
  type ApiRequest,
  type ApiRoute,
  type ParamShape,
} from '../../platform/http/api-router.js';
import { isLinkTokenShape } from '../../platform/link-tokens.js';

/**
 * Every route of the reviewApi function, once: the router (review-api-handler.ts) takes each with
 * its handler, the review page's from review-routes.ts and the resolution loop's from
 * case-routes.ts, and the reserved-id walk (functions/test/integration/reserved-ids.test.ts) calls
 * each. The paths are the contract's (reviewApiPaths in shared/review-api.ts); `:name` marks a
 * parameter, whose shape the router checks before any handler runs (docs/decisions.md, "Ids with
 * a shape").
 */
export const REVIEW_API_ROUTES = {
  product: { method: 'GET', path: '/api/products/:productId' },
  productEvents: { method: 'POST', path: '/api/products/:productId/events' },
  reviews: { method: 'POST', path: '/api/reviews' },
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
  productId: { valid: isDocId, refusal: { status: 404, code: 'product_not_found' } },
  token: { valid: isLinkTokenShape, refusal: { status: 404, code: 'case_not_found' } },
} as const satisfies Record<string, ParamShape>;

export type RouteParam = keyof typeof ROUTE_PARAMS;

/** The parameter names of a route's path, in order (`/api/cases/:token/confirm` → ['token']). */
export function routeParams(path: string): RouteParam[] {
  return pathParams(path, ROUTE_PARAMS);
}

/** A route's handler: the request and its path parameters, each already of its shape. */
export type RouteHandler = ApiRoute<RouteParam>['handler'];

/** What every route's handler may use (review-api-handler.ts builds it once per instance). */
export interface ReviewApiContext {
  db: Firestore;
  now: () => Date;
  /** The caller's key for its ceilings: a salted hash of its address (platform/http/client-key.ts). */
  visitorKey: (request: ApiRequest) => Promise<string>;
  /** Secret salt of the client-address hash (RATE_LIMIT_SALT). */
  salt: string;
  /** The app's origin: the case emails link the case page on it. */
  origin: string;
  /** Queues the analytics roll-ups. */
  rollUps?: RollUpScheduler;
  /** The submission ceilings when not SUBMISSION_RATE_LIMITS: only a benchmark's (bench:rush). */
  submissionLimits?: SubmissionRateLimits;
}
