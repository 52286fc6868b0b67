import type { Store } from './constants.js';
import type { ValidationMessageKey } from './validation-messages.js';

/**
 * The contract of the reviewApi HTTPS function (functions/src/triggers/review-api.ts), the only
 * server the customer review page talks to. Served under /api by Firebase Hosting (and by the
 * Vite dev server's proxy).
 */
export const REVIEW_API_BASE = '/api';

export const reviewApiPaths = {
  product: (productId: string) => `${REVIEW_API_BASE}/products/${encodeURIComponent(productId)}`,
  productEvents: (productId: string) =>
    `${REVIEW_API_BASE}/products/${encodeURIComponent(productId)}/events`,
  reviews: () => `${REVIEW_API_BASE}/reviews`,
} as const;

/** Requests larger than this are refused with 413 before parsing; a full review is under 1 KB. */
export const REVIEW_API_MAX_BODY_BYTES = 4096;

/** App Check token header (Firebase's name); sent only when the page has an App Check site key. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** GET /api/products/:id */
export interface PublicProductResponse {
  id: string;
  title: string;
  minRating: number;
  complianceMode: boolean;
  /** Stores with a link, in STORES order; empty when the seller added none. */
  stores: { store: Store; url: string }[];
  brandName: string;
  accentColor: string;
}

/**
 * Funnel counters per product and UTC day (products/{id}/funnel/{yyyy-mm-dd}): page opened (a
 * scan), store chosen, review submitted, published, 'Open Review Page' clicked.
 */
export const FUNNEL_EVENTS = [
  'opened',
  'store_chosen',
  'submitted',
  'published',
  'review_link_opened',
] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** Events the review page reports itself; the others are counted by the server as they happen. */
export const CLIENT_FUNNEL_EVENTS = ['store_chosen', 'review_link_opened'] as const;
export type ClientFunnelEvent = (typeof CLIENT_FUNNEL_EVENTS)[number];

/** A funnel bucket's id: the UTC calendar day, so buckets never move with anyone's time zone. */
export function funnelDayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** POST /api/products/:id/events */
export interface FunnelEventRequest {
  event: ClientFunnelEvent;
  store: Store;
}

/**
 * Which outcome screen the page shows, decided by the server:
 * - 'published': the spec's positive outcome (copy the feedback, open the store's review page);
 * - 'private': the spec's below-minimum outcome (thanks, no store link);
 * - 'compliance': compliance mode (issue 8), the same screen for every rating: the store's review
 *   page offered in the same place with the same prominence, the feedback kept for the seller
 *   too. The answer does not depend on the rating at all, so nothing on the page can.
 */
export const OUTCOME_SCREENS = ['published', 'private', 'compliance'] as const;
export type OutcomeScreen = (typeof OUTCOME_SCREENS)[number];

/** POST /api/reviews response */
export interface SubmitReviewResponse {
  outcome: OutcomeScreen;
  /** Store page to open: on the 'published' and 'compliance' screens; null on 'private'. */
  reviewUrl: string | null;
}

/** Every error the API answers with, as `{ error, issues? }`; the page translates each code. */
export const REVIEW_API_ERRORS = [
  'invalid_json',
  'invalid_input',
  'payload_too_large',
  'unsupported_media_type',
  'product_not_found',
  /** 410: the product was deleted; its id (printed in QR codes) never comes back. */
  'product_deleted',
  'store_unavailable',
  'rate_limited',
  'app_check_failed',
  'method_not_allowed',
  'not_found',
  'busy',
  'internal',
] as const;
export type ReviewApiErrorCode = (typeof REVIEW_API_ERRORS)[number];

export interface ReviewApiIssue {
  /** Dotted field path, e.g. "feedback". */
  path: string;
  message: ValidationMessageKey;
}

export interface ReviewApiErrorBody {
  error: ReviewApiErrorCode;
  issues?: ReviewApiIssue[];
}
