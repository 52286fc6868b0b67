import {
  CASE_FIELD_MISSING,
  CaseMessageRequest,
  OpenCaseRequest,
  type OpenCaseResponse,
  type ReviewApiErrorCode,
} from '../../shared/index.js';
import {
  ApiError,
  checkBodySize,
  parseBody,
  type ApiRequest,
} from '../../platform/http/api-router.js';
import { CASE_RATE_LIMITS, bucketFor, countWithin } from '../../platform/rate-limit.js';
import {
  confirmCase,
  eraseCase,
  getCase,
  postCustomerMessage,
  resolveCase,
  type CaseResult,
} from '../../domains/cases/customer-case.js';
import { openCase } from '../../domains/cases/open-case.js';
import type { ReviewApiContext, ReviewApiRoute, RouteHandler } from './review-api-routes.js';

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

type CaseRoute = Extract<
  ReviewApiRoute,
  'cases' | 'case' | 'caseConfirm' | 'caseMessages' | 'caseResolve' | 'caseErase'
>;

/**
 * The resolution loop's routes (docs/decisions.md, "Cases"): the consent form the submission's
 * answer offered, and the case page's calls by the token of its link.
 */
export function caseRoutes(context: ReviewApiContext): Record<CaseRoute, RouteHandler> {
  const { db, now, origin } = context;

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
  ): RouteHandler {
    return async (request, { token = '' }) => {
      const checked = input(request);
      const key = await context.visitorKey(request);
      const bucket = bucketFor(CASE_RATE_LIMITS.requests, key, now().getTime());
      if (!(await countWithin(db, bucket))) throw caseFailure('rate_limited');
      const result = await action(token, checked);
      if (result.kind !== 'ok') throw caseFailure(result.kind);
      return { status, body: result.view };
    };
  }
  const caseDeps = () => ({ now: now(), origin });

  return {
    cases: async (request) => {
      const form = parseBody(request, OpenCaseRequest, CASE_FIELD_MISSING);
      const key = await context.visitorKey(request);
      const result = await openCase(db, form, key, { now: now(), salt: context.salt, origin });
      if (result.kind !== 'ok') throw caseFailure(result.kind);
      const body: OpenCaseResponse = { contact: 'pending_confirmation' };
      return { status: 202, body };
    },
    case: caseRoute(checkBodySize, (token) => getCase(db, token, caseDeps())),
    caseConfirm: caseRoute(checkBodySize, (token) => confirmCase(db, token, caseDeps())),
    caseMessages: caseRoute(
      (request) => parseBody(request, CaseMessageRequest, CASE_FIELD_MISSING).text,
      (token, text) => postCustomerMessage(db, token, text, caseDeps()),
      201,
    ),
    caseResolve: caseRoute(checkBodySize, (token) => resolveCase(db, token, caseDeps())),
    caseErase: caseRoute(checkBodySize, (token) => eraseCase(db, token, caseDeps())),
  };
}
