import type * as v from 'valibot';
import type { CaseViewResponseSchema, OpenCaseResponseSchema } from './schemas/case-answers.js';
import type {
  NextStepsSchema,
  PublicProductResponseSchema,
  ReviewApiErrorBodySchema,
  SubmitReviewResponseSchema,
} from './schemas/review-answers.js';

export * from './review-api-codes.js';

/**
 * The contract of the reviewApi HTTPS function (functions/src/entry/http/review-api.ts), the only
 * server the customer review page talks to. Served under /api by Firebase Hosting (and by the
 * Vite dev server's proxy).
 */
const REVIEW_API_BASE = '/api';

export const reviewApiPaths = {
  product: (productId: string) => `${REVIEW_API_BASE}/products/${encodeURIComponent(productId)}`,
  productEvents: (productId: string) =>
    `${REVIEW_API_BASE}/products/${encodeURIComponent(productId)}/events`,
  reviews: () => `${REVIEW_API_BASE}/reviews`,
  /** POST: the consent form (OpenCaseRequest), offered by the submission's answer (`next`). */
  cases: () => `${REVIEW_API_BASE}/cases`,
  /** The case page, by the token of its link: GET the case; POST each action. */
  case: (token: string) => `${REVIEW_API_BASE}/cases/${encodeURIComponent(token)}`,
  caseAction: (token: string, action: CaseAction) =>
    `${REVIEW_API_BASE}/cases/${encodeURIComponent(token)}/${action}`,
} as const;

/** POST /api/cases/{token}/{action}; 'messages' takes a CaseMessageRequest body, the others none. */
export const CASE_ACTIONS = ['confirm', 'messages', 'resolve', 'erase'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/**
 * The case page's address in the app, as every email links it: `/cases/{token}` (the page also
 * answers under `/{locale}/cases/{token}`). The token is 32 random bytes, base64url (43 characters).
 */
export const CASE_PAGE_PATH_PREFIX = '/cases/';
export const CASE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export function casePagePath(token: string): string {
  return `${CASE_PAGE_PATH_PREFIX}${token}`;
}

/** POST /api/cases → 202 (OpenCaseResponseSchema). */
export type OpenCaseResponse = v.InferOutput<typeof OpenCaseResponseSchema>;
/** GET /api/cases/{token}, and the answer of every POST action (CaseViewResponseSchema). */
export type CaseViewResponse = v.InferOutput<typeof CaseViewResponseSchema>;

/** Requests larger than this are refused with 413 before parsing; a full review is under 1 KB. */
export const REVIEW_API_MAX_BODY_BYTES = 4096;

/** App Check token header (Firebase's name); sent only when the page has an App Check site key. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/**
 * GET /api/products/:id: id, title, minRating, complianceMode, the stores with a link (in STORES
 * order; empty when the seller added none), brandName, accentColor. The answers' schemas are in
 * schemas/review-answers.ts: the page checks every answer against them.
 */
export type PublicProductResponse = v.InferOutput<typeof PublicProductResponseSchema>;

/**
 * Funnel events (counted in products/{id}/analytics, shared/analytics-counters.ts): the page
 * opened (a scan), a store chosen, a review rated (submitted), at/above the minimum (published),
 * the feedback copied, and 'Open Review Page' clicked (sent to the store).
 */
export const FUNNEL_EVENTS = [
  'opened',
  'store_chosen',
  'submitted',
  'published',
  'feedback_copied',
  'review_link_opened',
] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** The UTC day id of the funnel documents written before the analytics year documents (read by the migration). */
export function funnelDayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Query parameters of GET /api/products/:id: `visitor=new` on this device's first open of the
 * product today (a marker the page keeps in localStorage; nothing personal is sent or stored) and
 * `lang`, the page's language. Both only feed the counters.
 */
export function productOpenQuery(newVisitor: boolean, lang: string): string {
  return `?lang=${encodeURIComponent(lang)}${newVisitor ? '&visitor=new' : ''}`;
}

/**
 * POST /api/reviews response: the outcome screen and what the customer may do next (`next`: the
 * store's review page on the 'published' and 'compliance' screens, the offer to be contacted),
 * all decided by the server; `reviewUrl` repeats the store page's url (null without one).
 */
export type SubmitReviewResponse = v.InferOutput<typeof SubmitReviewResponseSchema>;
export type NextSteps = v.InferOutput<typeof NextStepsSchema>;

/** `{ error, issues? }`; each issue's path is a dotted field path ("feedback"). */
export type ReviewApiErrorBody = v.InferOutput<typeof ReviewApiErrorBodySchema>;
export type ReviewApiIssue = NonNullable<ReviewApiErrorBody['issues']>[number];
