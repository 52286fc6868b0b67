/**
 * The contract of the mailAddress HTTPS function (functions/src/entry/http/mail-address.ts), which
 * the account overview calls with the seller's Firebase ID token (docs/decisions.md, "The alert
 * address is proven"), and the paths of the email links served under /mail by Hosting rewrites.
 * The calls themselves are in alert-address-call.ts: the web app needs only their type, and its
 * pages load no validation code they do not run (the review page shares valibot's chunk).
 */
import * as v from 'valibot';

export const MAIL_PATHS = {
  /** Every email's one-click stop (mailStop). */
  stop: '/mail/stop',
  /** The link that confirms another alert address (mailConfirm). */
  confirm: '/mail/confirm',
  /** POST: the seller's alert address calls (mailAddress), JSON with `Authorization: Bearer`. */
  address: '/mail/address',
} as const;

/** The answer of every successful call: where alert emails go and what holds them back. */
export const AlertAddressStatus = v.object({
  /** Where alert emails and the digest go now; null: no proven address. */
  address: v.nullable(v.string()),
  /** 'sign-in': the sign-in's verified address; 'confirmed': another one, confirmed by link. */
  source: v.nullable(v.picklist(['sign-in', 'confirmed'])),
  /** The address a confirmation link was sent for, until it is opened or expires (ISO time). */
  pending: v.nullable(v.object({ email: v.string(), expiresAt: v.string() })),
  /** What the owner of `address` stopped from a link in an email (all false without one). */
  stopped: v.object({ alerts: v.boolean(), digest: v.boolean(), all: v.boolean() }),
  /** The signed-in account's verified address, or null. */
  signInAddress: v.nullable(v.string()),
  /** Whether this session may lift the stops: its verified address is `address`. */
  canResume: v.boolean(),
});
export type AlertAddressStatus = v.InferOutput<typeof AlertAddressStatus>;

export const ALERT_ADDRESS_ERRORS = [
  /** No valid ID token. */
  'unauthenticated',
  /** A body that is no call. */
  'invalid_request',
  /** `request` with an address that is not one. */
  'invalid_email',
  /** ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY reached. */
  'request_limit',
  /** `useSignIn` or `resume` from a session without a verified address that allows it. */
  'not_allowed',
  /** The seller has no profile yet. */
  'no_profile',
] as const;
export type AlertAddressErrorCode = (typeof ALERT_ADDRESS_ERRORS)[number];
export const AlertAddressErrorBody = v.object({ error: v.picklist(ALERT_ADDRESS_ERRORS) });
