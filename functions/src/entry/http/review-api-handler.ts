import type { Firestore } from 'firebase-admin/firestore';
import type { RollUpScheduler } from '../../domains/analytics/roll-up-schedule.js';
import { ApiError, createApiRouter, type ApiRoute } from '../../platform/http/api-router.js';
import {
  clientIp,
  clientKey,
  frontEnds as noFrontEnds,
  type FrontEnds,
} from '../../platform/http/client-key.js';
import type { SubmissionRateLimits } from '../../platform/rate-limit.js';
import { caseRoutes } from './case-routes.js';
import {
  REVIEW_API_ROUTES,
  ROUTE_PARAMS,
  type ReviewApiContext,
  type ReviewApiRoute,
  type RouteParam,
} from './review-api-routes.js';
import { reviewRoutes } from './review-routes.js';

export type { ApiRequest, ApiResponse } from '../../platform/http/api-router.js';

export interface ReviewApiDeps {
  db: Firestore;
  /** Secret salt of the client-address hash (RATE_LIMIT_SALT). */
  salt: string;
  /**
   * Our own front ends in X-Forwarded-For (platform/http/front-ends.ts); asked once, on the
   * first review.
   */
  frontEnds?: () => Promise<FrontEnds>;
  /** Set when App Check is enforced: resolves for a valid token, rejects otherwise. */
  verifyAppCheck?: (token: string) => Promise<unknown>;
  /** Queues the analytics roll-ups (entry/http/review-api.ts: the Cloud Tasks queue). */
  rollUps?: RollUpScheduler;
  now?: () => Date;
  /**
   * The submission ceilings: SUBMISSION_RATE_LIMITS. Only a benchmark passes others (bench:rush
   * sends 1,800 reviews an hour to each product, past the 200 a product takes).
   */
  submissionLimits?: SubmissionRateLimits;
  /** The app's origin: the case emails link the case page on it (platform/app-origin.ts). */
  origin?: string;
  logError?: (message: string, error: unknown) => void;
}

const isRoute = (name: string): name is ReviewApiRoute => Object.hasOwn(REVIEW_API_ROUTES, name);

/**
 * The reviewApi function's request handler: every route of REVIEW_API_ROUTES with its handler,
 * the review page's (review-routes.ts) and the resolution loop's (case-routes.ts), behind one
 * router (platform/http/api-router.ts) and, when configured, App Check.
 */
export function createReviewApi(deps: ReviewApiDeps) {
  let knownFrontEnds: Promise<FrontEnds> | undefined;
  const frontEnds = () =>
    (knownFrontEnds ??= deps.frontEnds?.() ?? Promise.resolve(noFrontEnds([])));
  const context: ReviewApiContext = {
    db: deps.db,
    now: deps.now ?? (() => new Date()),
    salt: deps.salt,
    origin: deps.origin ?? '',
    rollUps: deps.rollUps,
    submissionLimits: deps.submissionLimits,
    visitorKey: async (request) => {
      const address = clientIp(
        request.headers['x-forwarded-for'],
        request.socket?.remoteAddress,
        await frontEnds(),
      );
      return clientKey(address, deps.salt);
    },
  };
  const handlers = { ...reviewRoutes(context), ...caseRoutes(context) };
  const routes: ApiRoute<RouteParam>[] = Object.keys(REVIEW_API_ROUTES)
    .filter(isRoute)
    .map((name) => ({ ...REVIEW_API_ROUTES[name], handler: handlers[name] }));

  const { verifyAppCheck } = deps;
  return createApiRouter({
    routes,
    params: ROUTE_PARAMS,
    guard: verifyAppCheck
      ? async (request) => {
          const value = request.headers['x-firebase-appcheck'];
          const token = Array.isArray(value) ? value[0] : value;
          const valid = token
            ? await verifyAppCheck(token).then(
                () => true,
                () => false,
              )
            : false;
          if (!valid) throw new ApiError(401, 'app_check_failed');
        }
      : undefined,
    logError: deps.logError,
  });
}
