import * as v from 'valibot';
import {
  CASE_RETENTION_DAYS_DEFAULT,
  CASE_RETENTION_DAYS_MAX,
  CASE_RETENTION_DAYS_MIN,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants.js';
import { isValidTimeZone } from '../analytics-calendar.js';
import { LOCALES } from '../locales.js';
import { StoredTime } from '../stored-doc.js';

/**
 * sellers/{uid}: created by the client on first sign-in. createdAt is a server timestamp, so the
 * client-side schema covers the fields a client chooses; rules enforce the timestamp. `email` is
 * the sign-in's verified address or '' (docs/decisions.md, "The alert address is proven"): the
 * rules accept it only equal to the ID token's email with email_verified, written with
 * emailVerifiedAt (EMAIL_VERIFIED_AT_FIELD) = the server time.
 */
export const SellerProfileInput = v.object({
  displayName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH)),
  locale: v.picklist(LOCALES),
  /**
   * IANA time zone the dashboards count days in (docs/decisions.md, "Analytics"): the browser's at first sign-in,
   * editable on the account overview. Profiles created before it have none (UTC until set).
   */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.check((value: string) => isValidTimeZone(value)),
    ),
  ),
});
export type SellerProfileInput = v.InferOutput<typeof SellerProfileInput>;

/**
 * sellers/{uid}.amazonComplianceNoticeDismissedAt (docs/decisions.md, "Trust"): server time at which the seller
 * dismissed the product list's one-time notice about their Amazon products with compliance mode
 * off. Set once by the seller (rules: only to request.time), never removed.
 */
export const AMAZON_COMPLIANCE_NOTICE_FIELD = 'amazonComplianceNoticeDismissedAt';

/**
 * sellers/{uid}.privateRoutingNoticeDismissedAt: server time at which the seller dismissed the
 * product list's one-time notice about their products that route low ratings privately
 * (docs/decisions.md, "Compliance by default"). It replaces the Amazon-only notice, so a seller
 * who dismissed that one sees this one once. Set once by the seller, never removed.
 */
export const PRIVATE_ROUTING_NOTICE_FIELD = 'privateRoutingNoticeDismissedAt';

/**
 * The seller's email settings (account overview; docs/decisions.md "Alerts on unhappy
 * customers"): an email within a minute of a review below the threshold (on unless switched
 * off), and a daily digest at 08:00 in the seller's time zone (off unless switched on). Either
 * can also be stopped from the email's one-click link.
 */
export const ALERT_EMAILS_FIELD = 'alertEmails';
export const DAILY_DIGEST_FIELD = 'dailyDigest';

/** sellers/{uid}.productCount (docs/decisions.md, "Product list at scale"), written by functions only. */
export const PRODUCT_COUNT_FIELD = 'productCount';

/**
 * sellers/{uid}.privateRoutingCount and the read time of the count it holds (docs/decisions.md,
 * "Existing products keep their setting"): how many of the seller's products route low ratings
 * privately, for the product list's notice. Functions only
 * (domains/products/private-routing-count.ts).
 */
export const PRIVATE_ROUTING_COUNT_FIELD = 'privateRoutingCount';
export const PRIVATE_ROUTING_COUNT_READ_AT_FIELD = 'privateRoutingCountReadAt';

/**
 * sellers/{uid}.templateCount (docs/decisions.md, "Templates per seller"): raised or lowered by
 * the seller's own commit that creates or deletes a template, which names it in
 * templateCountedId (firestore.rules). templateCountReadAt: left on older profiles by the
 * function that counted templates after the fact; no longer written.
 */
export const TEMPLATE_COUNT_FIELD = 'templateCount';
export const TEMPLATE_COUNTED_ID_FIELD = 'templateCountedId';
/** The member whose commit last counted a template (who deleted it, for the activity log). */
export const TEMPLATE_COUNTED_BY_FIELD = 'templateCountedBy';
export const TEMPLATE_COUNT_READ_AT_FIELD = 'templateCountReadAt';

/**
 * The alert address (docs/decisions.md, "The alert address is proven"). `emailVerifiedAt`: when
 * `email` was proven to be the sign-in's verified address (the rules on create, the mailAddress
 * function, or the seller-emails migration); a profile without it has no proven address and gets
 * no alerts. `alertEmail` / `alertEmailConfirmedAt`: another address, set only by the mailConfirm
 * function once its owner opened the confirmation link; missing = alerts go to `email`.
 * `alertEmailPending`: the address a confirmation link was last sent for, until it expires.
 * Functions only, except emailVerifiedAt on create (firestore.rules).
 */
export const EMAIL_VERIFIED_AT_FIELD = 'emailVerifiedAt';
export const ALERT_EMAIL_FIELD = 'alertEmail';
export const ALERT_EMAIL_CONFIRMED_AT_FIELD = 'alertEmailConfirmedAt';
export const ALERT_EMAIL_PENDING_FIELD = 'alertEmailPending';

/** An address the app sends to: one line, at most EMAIL_MAX_LENGTH, syntactically valid. */
export const MailAddress = v.pipe(v.string(), v.email(), v.maxLength(EMAIL_MAX_LENGTH));

export const AlertEmailPending = v.object({ email: MailAddress, expiresAt: StoredTime });
export type AlertEmailPending = v.InferOutput<typeof AlertEmailPending>;

export const CASE_OFFER_ON_ALL_RATINGS_FIELD = 'caseOfferOnAllRatings';
export const CASE_RETENTION_DAYS_FIELD = 'caseRetentionDays';

/** sellers/{uid}.caseRetentionDays: whole days, CASE_RETENTION_DAYS_MIN–MAX. */
export const CaseRetentionDays = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(CASE_RETENTION_DAYS_MIN),
  v.maxValue(CASE_RETENTION_DAYS_MAX),
);

/** A seller's case settings as every layer reads them. */
export interface CaseSettings {
  /** Offer "contact me" on every rating, not only below the product's minimum. */
  offerOnAllRatings: boolean;
  /** Days a case without activity is kept (named in the consent text). */
  retentionDays: number;
}

/**
 * The case settings of sellers/{uid} (undefined: no profile), each missing or out-of-range one at
 * its default: off, and CASE_RETENTION_DAYS_DEFAULT. Decided here once for the review's decision
 * (functions/src/domains/reviews/decision.ts), the case lifetimes and the seller's settings form.
 */
export function caseSettingsOf(
  seller: { caseOfferOnAllRatings?: unknown; caseRetentionDays?: unknown } | undefined,
): CaseSettings {
  const days = seller?.caseRetentionDays;
  return {
    offerOnAllRatings: seller?.caseOfferOnAllRatings === true,
    retentionDays: v.is(CaseRetentionDays, days) ? days : CASE_RETENTION_DAYS_DEFAULT,
  };
}

/**
 * sellers/{uid} as stored, for every read (Firestore converters): the profile the client wrote,
 * its creation time, and the fields added later. timeZone is any string here: a zone this runtime
 * does not know (or none) reads as UTC where it is used (isValidTimeZone), so it never makes the
 * whole profile unreadable.
 */
export const SellerDoc = v.object({
  ...SellerProfileInput.entries,
  timeZone: v.optional(v.string()),
  createdAt: StoredTime,
  [AMAZON_COMPLIANCE_NOTICE_FIELD]: v.optional(StoredTime),
  [PRIVATE_ROUTING_NOTICE_FIELD]: v.optional(StoredTime),
  /** Missing = on. */
  [ALERT_EMAILS_FIELD]: v.optional(v.boolean()),
  /** Missing = off. */
  [DAILY_DIGEST_FIELD]: v.optional(v.boolean()),
  /**
   * Product list at scale: how many products the seller has, kept by functions only (product-count.ts):
   * +1/-1 per product created/deleted by the indexProduct function, a net change per chunk of a
   * bulk job or import. Missing = 0. Any integer reads (a negative one shows as 0), so a counting
   * mistake never makes the whole profile unreadable.
   */
  [PRODUCT_COUNT_FIELD]: v.optional(v.pipe(v.number(), v.integer())),
  /**
   * Ceilings: how many templates the seller has, recounted by functions after every template
   * created or deleted, with the read time of that count. Missing = 0.
   */
  [TEMPLATE_COUNT_FIELD]: v.optional(v.pipe(v.number(), v.integer())),
  [TEMPLATE_COUNTED_ID_FIELD]: v.optional(v.string()),
  [TEMPLATE_COUNTED_BY_FIELD]: v.optional(v.string()),
  [TEMPLATE_COUNT_READ_AT_FIELD]: v.optional(StoredTime),
  /**
   * Existing products keep their setting: how many products route low ratings privately
   * (compliance mode off), recounted by functions after every product write that changes it, with
   * the read time of that count. Missing = not counted yet (the products migration counts every
   * seller).
   */
  [PRIVATE_ROUTING_COUNT_FIELD]: v.optional(v.pipe(v.number(), v.integer())),
  [PRIVATE_ROUTING_COUNT_READ_AT_FIELD]: v.optional(StoredTime),
  /**
   * The resolution loop (docs/data-model.md, "Cases"): offer "contact me" on every rating, not
   * only below the product's minimum (missing = false); and the days a case without activity is
   * kept (missing = CASE_RETENTION_DAYS_DEFAULT). The seller writes both (firestore.rules).
   */
  [CASE_OFFER_ON_ALL_RATINGS_FIELD]: v.optional(v.boolean()),
  [CASE_RETENTION_DAYS_FIELD]: v.optional(CaseRetentionDays),
  [EMAIL_VERIFIED_AT_FIELD]: v.optional(StoredTime),
  [ALERT_EMAIL_FIELD]: v.optional(MailAddress),
  [ALERT_EMAIL_CONFIRMED_AT_FIELD]: v.optional(StoredTime),
  [ALERT_EMAIL_PENDING_FIELD]: v.optional(AlertEmailPending),
});
export type SellerDoc = v.InferOutput<typeof SellerDoc>;
