/**
 * The values of the review API's contract (review-api.ts) that its request and answer schemas
 * check (schemas/review.ts, schemas/review-answers.ts): a module below them all, so none imports
 * another's importer.
 */

/**
 * Which outcome screen the page shows, decided by the server:
 * - 'published': the spec's positive outcome (copy the feedback, open the store's review page);
 * - 'private': the spec's below-minimum outcome (thanks, no store link);
 * - 'compliance': compliance mode (docs/decisions.md, "Trust"), the same screen for every rating: the store's review
 *   page offered in the same place with the same prominence, the feedback kept for the seller
 *   too. The answer does not depend on the rating at all, so nothing on the page can.
 */
export const OUTCOME_SCREENS = ['published', 'private', 'compliance'] as const;
export type OutcomeScreen = (typeof OUTCOME_SCREENS)[number];

/** Events the review page reports itself; the others are counted by the server as they happen. */
export const CLIENT_FUNNEL_EVENTS = [
  'store_chosen',
  'feedback_copied',
  'review_link_opened',
] as const;
export type ClientFunnelEvent = (typeof CLIENT_FUNNEL_EVENTS)[number];

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
  /** The resolution loop. 404: no case behind this link (unknown, forged or erased). */
  'case_not_found',
  /** 410: the link's token expired; a newer email carries a fresh one. */
  'case_link_expired',
  /** 409: this review already has a case (with another address, or erased). */
  'case_exists',
  /** 403: this review cannot open a case (unknown, too old, or not offered for its rating). */
  'case_not_offered',
  /** 409: the address is not confirmed yet: nothing can be sent or answered. */
  'contact_not_confirmed',
  /** 410: the customer erased their data; the case takes no more messages. */
  'contact_erased',
  /** 409: the thread holds CASE_MAX_MESSAGES messages. */
  'thread_full',
  /** 429: this address already has CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY unconfirmed cases today. */
  'address_limit',
] as const;
export type ReviewApiErrorCode = (typeof REVIEW_API_ERRORS)[number];
