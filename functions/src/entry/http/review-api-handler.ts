import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  CASE_FIELD_MISSING,
  CaseMessageRequest,
  OpenCaseRequest,
  HONEYPOT_FIELD,
  REVIEW_API_MAX_BODY_BYTES,
  REVIEW_FIELD_MISSING,
  ReviewSubmission,
  STORES,
  ValidationMessage,
  paths,
  type PublicProductDoc,
  type ReviewApiErrorBody,
  type ReviewApiErrorCode,
  type ReviewApiIssue,
  type Store,
  type SubmitReviewResponse,
  type ValidationMessageKey,
  type CountedEvent,
} from '../../shared/index.js';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { caseOfferFor } from '../../domains/cases/case-offer.js';
import {
  confirmCase,
  eraseCase,
  getCase,
  postCustomerMessage,
  resolveCase,
  type CaseResult,
} from '../../domains/cases/customer-case.js';
import { openCase } from '../../domains/cases/open-case.js';
import { clientEvent, countEvent, pageOpenEvent } from '../../domains/analytics/count-events.js';
import type { RollUpScheduler } from '../../domains/analytics/roll-up-schedule.js';
import {
  clientIp,
  clientKey,
  frontEnds as noFrontEnds,
  type FrontEnds,
} from '../../platform/http/client-key.js';
import { isClientFunnelEvent } from '../../domains/reviews/funnel.js';
import {
  CASE_RATE_LIMITS,
  VISITOR_RATE_LIMITS,
  bucketFor,
  countInTransaction,
  countWithin,
  visitorBucket,
  type RateLimitRule,
  type SubmissionRateLimits,
} from '../../platform/rate-limit.js';
import { toPublicProductResponse } from '../../domains/reviews/public-view.js';
import {
  REVIEW_API_ROUTES,
  ROUTE_PARAMS,
  routeParams,
  routePattern,
  type ReviewApiRoute,
  type RouteParam,
} from './review-api-routes.js';
import { submitReview } from '../../domains/reviews/submit-review.js';

/** The parts of an Express request/response the API uses (firebase-functions passes Express's). */
export interface ApiRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer;
  /**
   * The TCP peer; on Google it is Google's front end, so only a fallback
   * (platform/http/client-key.ts).
   */
  socket?: { remoteAddress?: string };
  /** Parsed query string (Express's req.query). */
  query?: unknown;
}
export interface ApiResponse {
  status(code: number): ApiResponse;
  set(field: string, value: string): ApiResponse;
  json(body: unknown): void;
}

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

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ReviewApiErrorCode,
    readonly issues?: ReviewApiIssue[],
  ) {
    super(code);
  }
}

/** A route's handler: the request and its path parameters, each already of its shape. */
type Handler = (
  request: ApiRequest,
  params: Partial<Record<RouteParam, string>>,
) => Promise<{ status: number; body: unknown }>;

function header(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const validationKeys = new Set<string>(Object.values(ValidationMessage));

type MissingFieldKeys = Partial<Record<string, ValidationMessageKey>>;

function messageKey(
  issue: v.BaseIssue<unknown>,
  path: string,
  missing: MissingFieldKeys,
): ValidationMessageKey {
  if (validationKeys.has(issue.message)) return issue.message as ValidationMessageKey;
  return missing[path] ?? ValidationMessage.requestInvalid;
}

/** One issue per field, in schema order; the message is a validation key the page translates. */
function toIssues(
  issues: readonly v.BaseIssue<unknown>[],
  missing: MissingFieldKeys = REVIEW_FIELD_MISSING,
): ReviewApiIssue[] {
  const byPath = new Map<string, ReviewApiIssue>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!byPath.has(path)) byPath.set(path, { path, message: messageKey(issue, path, missing) });
  }
  return [...byPath.values()];
}

/** The HTTP status of each refusal of the case routes. */
const CASE_FAILURE_STATUS = {
  product_not_found: 404,
  product_deleted: 410,
  case_not_found: 404,
  case_link_expired: 410,
  case_exists: 409,
  case_not_offered: 403,
  contact_not_confirmed: 409,
  contact_erased: 410,
  thread_full: 409,
  rate_limited: 429,
  address_limit: 429,
} as const satisfies Partial<Record<ReviewApiErrorCode, number>>;
type CaseFailureCode = keyof typeof CASE_FAILURE_STATUS;

function caseFailure(code: CaseFailureCode): ApiError {
  return new ApiError(CASE_FAILURE_STATUS[code], code);
}

/** Size and media type are checked before the body is looked at: nothing large is processed. */
function jsonBody(request: ApiRequest): Record<string, unknown> {
  const declared = Number(header(request, 'content-length') ?? 0);
  const actual = request.rawBody?.length ?? 0;
  if (declared > REVIEW_API_MAX_BODY_BYTES || actual > REVIEW_API_MAX_BODY_BYTES) {
    throw new ApiError(413, 'payload_too_large');
  }
  if (!/^application\/json\b/i.test(header(request, 'content-type') ?? '')) {
    throw new ApiError(415, 'unsupported_media_type');
  }
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw new ApiError(400, 'invalid_json');
  }
  return body as Record<string, unknown>;
}

/**
 * Errors that mean "too many writers on this product right now": ABORTED / DEADLINE_EXCEEDED
 * from Firestore, or the Admin SDK giving up after its transaction attempts (a plain Error).
 */
export function isContention(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 10 || code === 'aborted' || code === 4) return true;
  return typeof message === 'string' && /maximum number of retries/i.test(message);
}

export function createReviewApi(deps: ReviewApiDeps) {
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  let knownFrontEnds: Promise<FrontEnds> | undefined;
  const frontEnds = () =>
    (knownFrontEnds ??= deps.frontEnds?.() ?? Promise.resolve(noFrontEnds([])));

  /**
   * The caller's key for its ceilings: a salted hash of its address
   * (platform/http/client-key.ts).
   */
  async function visitorKey(request: ApiRequest): Promise<string> {
    const address = clientIp(
      request.headers['x-forwarded-for'],
      request.socket?.remoteAddress,
      await frontEnds(),
    );
    return clientKey(address, deps.salt);
  }

  /**
   * The public view of a product, in one read of two documents: the mirror (what the page shows)
   * and the tombstone (a deleted product's printed code answers 410, never another product). The
   * owner the counters carry comes from the analytics' per-instance cache
   * (domains/analytics/counter-target.ts), which a tombstoned id can never invalidate.
   */
  async function readPublicProduct(productId: string): Promise<PublicProductDoc> {
    const [mirror, tombstone] = await getAllConverted(
      db,
      db.doc(paths.publicProduct(productId)).withConverter(converters.publicProduct),
      db.doc(paths.deletedProduct(productId)),
    );
    if (tombstone.exists) throw new ApiError(410, 'product_deleted');
    // A mirror that does not match the schema is answered like a missing one, never half-shown.
    const product = validData(mirror);
    if (!product) throw new ApiError(404, 'product_not_found');
    return product;
  }

  /**
   * Counts one page open or event if this visitor's counter for the product (`rule`:
   * VISITOR_RATE_LIMITS) has room: the check, the counter and the event in one transaction, so a
   * burst of one visitor's calls passes the ceiling by none ('refused': nothing written).
   */
  async function countVisitorEvent(
    request: ApiRequest,
    productId: string,
    product: PublicProductDoc,
    event: CountedEvent,
    rule: RateLimitRule,
  ) {
    const bucket = visitorBucket(rule, productId, await visitorKey(request), now().getTime());
    const counted = { id: productId, title: product.title };
    return countEvent(db, counted, event, now(), deps.rollUps, (tx) =>
      countInTransaction(db, tx, bucket),
    );
  }

  const getProduct: Handler = async (request, { productId = '' }) => {
    const product = await readPublicProduct(productId);
    // Each page load counts as a scan, up to the visitor's ceiling; awaited because work after
    // the response may never run. The page is served whether or not it was counted.
    const open = pageOpenEvent(request.query);
    await countVisitorEvent(request, productId, product, open, VISITOR_RATE_LIMITS.pageOpens).catch(
      (error: unknown) => {
        if (!isContention(error)) throw error;
      },
    );
    return { status: 200, body: toPublicProductResponse(productId, product) };
  };

  const postEvent: Handler = async (request, { productId = '' }) => {
    const body = jsonBody(request);
    const product = await readPublicProduct(productId);
    const store = body.store as Store;
    if (!isClientFunnelEvent(body.event) || !(STORES as readonly unknown[]).includes(store)) {
      throw new ApiError(400, 'invalid_input', [
        { path: 'event', message: ValidationMessage.requestInvalid },
      ]);
    }
    if (!product.links?.[store]) throw new ApiError(400, 'store_unavailable');
    const event = clientEvent(body.event, store);
    const rule = VISITOR_RATE_LIMITS.funnelEvents;
    const outcome = await countVisitorEvent(request, productId, product, event, rule);
    if (outcome === 'refused') throw new ApiError(429, 'rate_limited');
    return { status: 204, body: null };
  };

  const postReview: Handler = async (request) => {
    const body = jsonBody(request);
    // A filled honeypot gets the answer a private review gets, so a bot learns nothing; no write.
    const honeypot = body[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') {
      const decoy: SubmitReviewResponse = { outcome: 'private', reviewUrl: null };
      return { status: 200, body: decoy };
    }
    const parsed = v.safeParse(ReviewSubmission, body);
    if (!parsed.success) throw new ApiError(400, 'invalid_input', toIssues(parsed.issues));

    const key = await visitorKey(request);
    const result = await submitReview(
      db,
      parsed.output,
      key,
      now(),
      deps.rollUps,
      deps.submissionLimits,
    );
    switch (result.kind) {
      case 'ok':
        return { status: result.duplicate ? 200 : 201, body: result.response };
      case 'product_not_found':
        throw new ApiError(404, 'product_not_found');
      case 'product_deleted':
        throw new ApiError(410, 'product_deleted');
      case 'store_unavailable':
        throw new ApiError(400, 'store_unavailable', [
          { path: 'store', message: ValidationMessage.storeUnavailable },
        ]);
      case 'rate_limited':
        throw new ApiError(429, 'rate_limited');
    }
  };

  const origin = deps.origin ?? '';

  const getCaseOffer: Handler = async (_request, { productId = '' }) => {
    const result = await caseOfferFor(db, productId);
    if (result.kind !== 'ok') throw caseFailure(result.kind);
    return { status: 200, body: result.offer };
  };

  const postCase: Handler = async (request) => {
    const body = jsonBody(request);
    const parsed = v.safeParse(OpenCaseRequest, body);
    if (!parsed.success) {
      throw new ApiError(400, 'invalid_input', toIssues(parsed.issues, CASE_FIELD_MISSING));
    }
    const key = await visitorKey(request);
    const result = await openCase(db, parsed.output, key, { now: now(), salt: deps.salt, origin });
    if (result.kind !== 'ok') throw caseFailure(result.kind);
    return { status: 202, body: { contact: 'pending_confirmation' } };
  };

  /**
   * The case page's calls: at most CASE_REQUESTS_PER_VISITOR_HOUR per visitor and hour. A call
   * whose body is refused (`input` throws) writes nothing; any other is counted before its token
   * is looked up, the check and the count in one transaction (countWithin), and one over the
   * ceiling writes nothing.
   */
  function caseRoute<Input>(
    input: (request: ApiRequest) => Input,
    action: (token: string, input: Input) => Promise<CaseResult>,
    status = 200,
  ): Handler {
    return async (request, { token = '' }) => {
      const checked = input(request);
      const key = await visitorKey(request);
      const bucket = bucketFor(CASE_RATE_LIMITS.requests, key, now().getTime());
      if (!(await countWithin(db, bucket))) throw caseFailure('rate_limited');
      const result = await action(token, checked);
      if (result.kind !== 'ok') throw caseFailure(result.kind);
      return { status, body: result.view };
    };
  }
  const caseDeps = () => ({ now: now(), origin });
  const emptyBody = (request: ApiRequest) => {
    const declared = Number(header(request, 'content-length') ?? 0);
    if (
      declared > REVIEW_API_MAX_BODY_BYTES ||
      (request.rawBody?.length ?? 0) > REVIEW_API_MAX_BODY_BYTES
    ) {
      throw new ApiError(413, 'payload_too_large');
    }
  };
  const handlers: Record<ReviewApiRoute, Handler> = {
    product: getProduct,
    productEvents: postEvent,
    reviews: postReview,
    caseOffer: getCaseOffer,
    cases: postCase,
    case: caseRoute(emptyBody, (token) => getCase(db, token, caseDeps())),
    caseConfirm: caseRoute(emptyBody, (token) => confirmCase(db, token, caseDeps())),
    caseMessages: caseRoute(
      (request) => {
        const parsed = v.safeParse(CaseMessageRequest, jsonBody(request));
        if (!parsed.success) {
          throw new ApiError(400, 'invalid_input', toIssues(parsed.issues, CASE_FIELD_MISSING));
        }
        return parsed.output.text;
      },
      (token, text) => postCustomerMessage(db, token, text, caseDeps()),
      201,
    ),
    caseResolve: caseRoute(emptyBody, (token) => resolveCase(db, token, caseDeps())),
    caseErase: caseRoute(emptyBody, (token) => eraseCase(db, token, caseDeps())),
  };
  const routes = Object.entries(REVIEW_API_ROUTES).map(([name, route]) => ({
    method: route.method,
    pattern: routePattern(route.path),
    params: routeParams(route.path),
    handler: handlers[name as ReviewApiRoute],
  }));

  /**
   * The route's parameters, decoded and checked for their shape (ROUTE_PARAMS) in one place: a
   * reserved or malformed id is refused here, before any handler can hand it to Firestore.
   */
  function routeParamsOf(route: (typeof routes)[number], path: string) {
    const values = (route.pattern.exec(path) ?? []).slice(1);
    const params: Partial<Record<RouteParam, string>> = {};
    route.params.forEach((name, index) => {
      let value = '';
      try {
        value = decodeURIComponent(values[index] ?? '');
      } catch {
        // A broken percent escape names nothing.
      }
      const shape = ROUTE_PARAMS[name];
      if (!shape.valid(value)) throw caseFailure(shape.refusal);
      params[name] = value;
    });
    return params;
  }

  function send(response: ApiResponse, status: number, body: unknown) {
    // Answers depend on time and counters: no CDN or browser may reuse one.
    response.set('Cache-Control', 'no-store').set('X-Content-Type-Options', 'nosniff');
    if (status === 204 || body === null) {
      response.status(status).json(null);
      return;
    }
    response.status(status).json(body);
  }

  function sendError(response: ApiResponse, error: ApiError) {
    const body: ReviewApiErrorBody = { error: error.code };
    if (error.issues) body.issues = error.issues;
    send(response, error.status, body);
  }

  return async function handle(request: ApiRequest, response: ApiResponse): Promise<void> {
    try {
      const path = request.path.replace(/\/+$/, '') || '/';
      const matching = routes.filter((candidate) => candidate.pattern.test(path));
      if (matching.length === 0) throw new ApiError(404, 'not_found');
      const route = matching.find((candidate) => candidate.method === request.method);
      if (!route) {
        response.set('Allow', matching.map((candidate) => candidate.method).join(', '));
        throw new ApiError(405, 'method_not_allowed');
      }
      if (deps.verifyAppCheck) {
        const token = header(request, 'x-firebase-appcheck');
        const valid = token
          ? await deps.verifyAppCheck(token).then(
              () => true,
              () => false,
            )
          : false;
        if (!valid) throw new ApiError(401, 'app_check_failed');
      }
      const result = await route.handler(request, routeParamsOf(route, path));
      send(response, result.status, result.body);
    } catch (error) {
      if (error instanceof ApiError) {
        sendError(response, error);
        return;
      }
      // Transaction contention beyond every retry: the page retries with the same submission id.
      if (isContention(error)) {
        sendError(response, new ApiError(503, 'busy'));
        return;
      }
      deps.logError?.('reviewApi failed', error);
      sendError(response, new ApiError(500, 'internal'));
    }
  };
}
