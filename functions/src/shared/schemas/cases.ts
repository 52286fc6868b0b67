/**
 * The resolution loop's documents and requests (docs/data-model.md, "Cases"; docs/privacy.md).
 * A case belongs to one review (its id is the review's id); the customer's address lives only in
 * caseContacts, which no client can read, and every customer link is a token of which only the
 * sha256 is stored (caseTokens).
 */
import * as v from 'valibot';
import {
  CASE_CONSENT_VERSIONS,
  CASE_FIRST_REPLY_BUCKET_HOURS,
  CASE_MESSAGE_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants.js';
import { LOCALES } from '../locales.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { ValidationMessage, type ValidationMessageKey } from '../validation-messages.js';
import { containsMarkup } from './feedback.js';
import { RequestProductId, RequestSubmissionId } from './review.js';

/** new → waiting_customer (the seller answered) ⇄ customer_replied → resolved. */
export const CASE_STATUSES = ['new', 'waiting_customer', 'customer_replied', 'resolved'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** The customer's address: until the emailed link is opened, nothing is sent to it. */
export const CASE_CONTACT_STATES = ['pending_confirmation', 'confirmed', 'erased'] as const;
export type CaseContactState = (typeof CASE_CONTACT_STATES)[number];

export const CASE_MESSAGE_AUTHORS = ['seller', 'customer'] as const;
export type CaseMessageAuthor = (typeof CASE_MESSAGE_AUTHORS)[number];

/** What a customer link lets its holder do: confirm the address, or use the case page. */
export const CASE_TOKEN_PURPOSES = ['confirm', 'access'] as const;
export type CaseTokenPurpose = (typeof CASE_TOKEN_PURPOSES)[number];

/** Control characters a message may not hold: all but the line feed (CR is refused too). */
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f\u2028\u2029]/;
/** Any control character at all: one-line fields (the address). */
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * A thread message, from either side: plain text, 1–CASE_MESSAGE_MAX_LENGTH characters after
 * trimming, line breaks (LF) allowed, no other control character (CR included), no markup (the
 * feedback's rule, schemas/feedback.ts). firestore.rules repeats it for the seller's messages.
 */
export const CaseMessageText = v.pipe(
  v.string(ValidationMessage.messageRequired),
  v.check((text) => !MESSAGE_CONTROL.test(text), ValidationMessage.messageControl),
  v.trim(),
  v.nonEmpty(ValidationMessage.messageRequired),
  v.maxLength(CASE_MESSAGE_MAX_LENGTH, ValidationMessage.messageTooLong),
  v.check((text) => !containsMarkup(text), ValidationMessage.messageMarkup),
);

/**
 * The customer's address: one line, no markup, a syntactically valid address of at most
 * EMAIL_MAX_LENGTH characters; stored trimmed, compared lower-cased.
 */
export const CaseEmail = v.pipe(
  v.string(ValidationMessage.emailRequired),
  v.check((text) => !ANY_CONTROL.test(text), ValidationMessage.emailInvalid),
  v.trim(),
  v.nonEmpty(ValidationMessage.emailRequired),
  v.maxLength(EMAIL_MAX_LENGTH, ValidationMessage.emailInvalid),
  v.check((text) => !/[<>]/.test(text), ValidationMessage.emailInvalid),
  v.email(ValidationMessage.emailInvalid),
);

/** POST /api/cases: the consent form under the review page's outcome screen. */
export const OpenCaseRequest = v.object({
  productId: RequestProductId,
  /**
   * The review's submission id: only the browser that submitted the review knows it (the review
   * and its case are named by its digest, functions/src/domains/reviews/review-id.ts).
   */
  submissionId: RequestSubmissionId,
  email: CaseEmail,
  /** The separate, unticked checkbox: only `true` opens a case. */
  consent: v.literal(true, ValidationMessage.consentRequired),
  /** The consent text the page showed (CASE_CONSENT_VERSIONS). */
  consentVersion: v.picklist(CASE_CONSENT_VERSIONS, ValidationMessage.requestInvalid),
  /** The page's language: the customer's emails and case page use it. */
  locale: v.picklist(LOCALES, ValidationMessage.requestInvalid),
});
export type OpenCaseRequest = v.InferOutput<typeof OpenCaseRequest>;

/** POST /api/cases/{token}/messages */
export const CaseMessageRequest = v.object({ text: CaseMessageText });
export type CaseMessageRequest = v.InferOutput<typeof CaseMessageRequest>;

/** Missing keys are reported with the field's own key (valibot reports the object's). */
export const CASE_FIELD_MISSING: Record<
  keyof OpenCaseRequest | keyof CaseMessageRequest,
  ValidationMessageKey
> = {
  productId: ValidationMessage.requestInvalid,
  submissionId: ValidationMessage.requestInvalid,
  email: ValidationMessage.emailRequired,
  consent: ValidationMessage.consentRequired,
  consentVersion: ValidationMessage.requestInvalid,
  locale: ValidationMessage.requestInvalid,
  text: ValidationMessage.messageRequired,
};

/** What the customer agreed to: the text's version, when, in which page language. */
export const CaseConsent = v.object({
  textVersion: v.picklist(CASE_CONSENT_VERSIONS),
  at: StoredTime,
  locale: v.picklist(LOCALES),
});

/**
 * cases/{reviewId}: the seller's view of one case. No address, not even masked. Written by
 * functions; the owner may only set status 'resolved' with resolvedAt (firestore.rules).
 * `consent` is removed when the customer erases their data.
 */
export const CaseDoc = v.object({
  ownerId: v.pipe(v.string(), v.nonEmpty()),
  productId: v.string(),
  reviewId: v.string(),
  status: v.picklist(CASE_STATUSES),
  contact: v.picklist(CASE_CONTACT_STATES),
  locale: v.picklist(LOCALES),
  consent: v.optional(CaseConsent),
  createdAt: StoredTime,
  /** When the customer opened the confirmation link (null until then). */
  confirmedAt: v.nullable(StoredTime),
  lastActivityAt: StoredTime,
  firstReplyAt: v.nullable(StoredTime),
  resolvedAt: v.nullable(StoredTime),
  /** Both sides' messages: the customer's counted by the API, the seller's in the reply's commit. */
  messageCount: StoredCount,
  /** The seller's latest reply: the commit that adds one names it here (firestore.rules). */
  lastSellerMessageId: v.optional(v.string()),
  /** lastActivityAt + the seller's caseRetentionDays: the sweep and a TTL policy delete it. */
  purgeAt: StoredTime,
});
export type CaseDoc = v.InferOutput<typeof CaseDoc>;

/** cases/{caseId}/messages/{autoId}: the seller's through the rules, the customer's by the API. */
export const CaseMessageDoc = v.object({
  ownerId: v.pipe(v.string(), v.nonEmpty()),
  author: v.picklist(CASE_MESSAGE_AUTHORS),
  text: v.string(),
  createdAt: StoredTime,
  /**
   * A seller's reply: the member who wrote it (their uid; the rules check it is the writer's
   * own). Absent on customer messages and on replies from before accounts.
   */
  createdBy: v.optional(v.string()),
  /**
   * A seller's reply, once relayed (functions only): when the relay counted it, whether or not
   * its email went out (the customer may have stopped them), so a retried event counts it once.
   */
  relayedAt: v.optional(StoredTime),
  /**
   * A seller's reply, once relayed (functions only): the display name of the member who wrote it
   * (never their address), shown to the customer and on the seller's thread.
   */
  authorName: v.optional(v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH))),
});
export type CaseMessageDoc = v.InferOutput<typeof CaseMessageDoc>;

/** caseContacts/{caseId}: the address. Functions only; no client reads or writes it. */
export const CaseContactDoc = v.object({
  email: v.string(),
  /** HMAC-SHA256 of the address's mailbox (mailboxKey): the per-address limit's key. */
  emailHash: v.string(),
  confirmedAt: v.nullable(StoredTime),
  /** The per-address counter this case was counted in until confirmed (rateLimits/{id}). */
  unconfirmedBucket: v.string(),
  unconfirmedBucketExpiresAt: StoredTime,
  /** The case's purgeAt, repeated: a TTL policy deletes the address even if the case is gone. */
  purgeAt: StoredTime,
  /**
   * When the customer stopped the emails about this case from a link in one (docs/decisions.md,
   * "Stops belong to the recipient"); missing = not stopped. Nothing more is emailed for the case.
   */
  emailsStoppedAt: v.optional(StoredTime),
});
export type CaseContactDoc = v.InferOutput<typeof CaseContactDoc>;

/** caseTokens/{sha256hex(token)}: one customer link. Functions only. */
export const CaseTokenDoc = v.object({
  caseId: v.string(),
  purpose: v.picklist(CASE_TOKEN_PURPOSES),
  createdAt: StoredTime,
  expiresAt: StoredTime,
});
export type CaseTokenDoc = v.InferOutput<typeof CaseTokenDoc>;

/** Keys of the first-reply-time histogram: 'h1' … 'h168' (at most that many hours), 'more'. */
export const CASE_FIRST_REPLY_BUCKETS = [
  ...CASE_FIRST_REPLY_BUCKET_HOURS.map((hours) => `h${hours}` as const),
  'more',
] as const;
export type CaseFirstReplyBucket = (typeof CASE_FIRST_REPLY_BUCKETS)[number];

/**
 * sellers/{uid}/caseStats/{'all' | productId}: the seller's numbers, kept by functions
 * (functions/src/domains/cases/case-stats.ts); docs/data-model.md, "Cases", says how each is read.
 * Every count is of events over the cases' life; `openByHour` is the current state: cases not
 * resolved, by the UTC hour they were opened (hours since 1970 as keys; zero entries removed).
 */
/**
 * The every-product case numbers are spread over this many documents
 * (sellers/{uid}/caseStatsShards/{n}, the shape of CaseStatsDoc), a case's changes always on
 * the one its id picks: a rush of cases writes each about once per this many changes
 * (docs/decisions.md, "No hot document").
 */
export const CASE_STATS_SHARDS = 32;

export const CaseStatsDoc = v.object({
  ownerId: v.string(),
  opened: StoredCount,
  withContact: StoredCount,
  firstReplies: StoredCount,
  firstReplyHistogram: v.record(v.picklist(CASE_FIRST_REPLY_BUCKETS), StoredCount),
  resolved: StoredCount,
  openByHour: v.record(v.pipe(v.string(), v.regex(/^\d+$/)), StoredCount),
  updatedAt: StoredTime,
});
export type CaseStatsDoc = v.InferOutput<typeof CaseStatsDoc>;
