/**
 * mail/{id}: one outgoing email, in exactly the document format of Firebase's "Trigger Email from
 * Firestore" extension (firebase/extensions, firestore-send-email), which delivers it in
 * production. Locally the emulator-only delivery worker
 * (functions/src/platform/mail/deliver-mail.ts) reads the same documents and writes `delivery` back
 * the way the extension does.
 */
import * as v from 'valibot';
import { StoredTime } from '../stored-doc.js';
import { MailAddress } from './seller.js';

/** The extension's delivery states, in the order a document passes through them. */
export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** What the extension writes into `delivery.info` after the SMTP server answered. */
export const MailDeliveryInfo = v.object({
  messageId: v.nullable(v.string()),
  accepted: v.array(v.string()),
  rejected: v.array(v.string()),
  pending: v.array(v.string()),
  response: v.nullable(v.string()),
});
export type MailDeliveryInfo = v.InferOutput<typeof MailDeliveryInfo>;

/**
 * `delivery`, written only by the deliverer (the extension or the emulator worker): created as
 * {startTime, state: PENDING, attempts: 0, error: null}; PROCESSING adds a lease; the end adds
 * endTime, attempts + 1, info (or error) and clears the lease.
 */
export const MailDelivery = v.object({
  state: v.picklist(MAIL_DELIVERY_STATES),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  startTime: StoredTime,
  endTime: v.optional(StoredTime),
  error: v.nullable(v.string()),
  leaseExpireTime: v.optional(StoredTime),
  info: v.optional(MailDeliveryInfo),
  expireAt: v.optional(StoredTime),
});
export type MailDelivery = v.InferOutput<typeof MailDelivery>;

/** A subject line: one line, whatever the product title or customer text it was built from. */
export const MailSubject = v.pipe(v.string(), v.nonEmpty(), v.regex(/^[^\r\n]*$/));

export const MailMessage = v.object({
  subject: MailSubject,
  /** The plain-text part: always there. */
  text: v.pipe(v.string(), v.nonEmpty()),
  /** The HTML part: every value in it escaped (domains/mail/html.ts). */
  html: v.pipe(v.string(), v.nonEmpty()),
});
export type MailMessage = v.InferOutput<typeof MailMessage>;

/**
 * The document functions write. `to` as an array of addresses, as the extension accepts it;
 * `headers` go to the SMTP message as they are (List-Unsubscribe for the one-click stop).
 */
export const QueuedMail = v.strictObject({
  to: v.pipe(v.array(MailAddress), v.minLength(1)),
  message: MailMessage,
  headers: v.optional(v.record(v.string(), v.pipe(v.string(), v.regex(/^[^\r\n]*$/)))),
});
export type QueuedMail = v.InferOutput<typeof QueuedMail>;

/** mail/{id} as stored: the queued mail and, once a deliverer saw it, `delivery`. */
export const MailDoc = v.strictObject({
  ...QueuedMail.entries,
  delivery: v.optional(MailDelivery),
});
export type MailDoc = v.InferOutput<typeof MailDoc>;

/**
 * mailStops/{recipientKey} (docs/decisions.md, "Stops belong to the recipient"): what the owner of
 * one address stopped from a link in an email, keyed by the address's keyed hash (the address is
 * not kept). `all`: every email of the app; `alerts` / `digest`: one seller's alert emails (alerts,
 * follow-ups, case alerts, address confirmations) or digest, by the seller's uid. Written only by
 * the stop link and lifted only by that address's owner (the stop page's undo, a confirmation
 * link opened, or the seller signed in with that verified address); the document exists only
 * while something is stopped.
 */
export const MailStopDoc = v.object({
  all: v.optional(StoredTime),
  alerts: v.optional(v.record(v.string(), StoredTime), {}),
  digest: v.optional(v.record(v.string(), StoredTime), {}),
});
export type MailStopDoc = v.InferOutput<typeof MailStopDoc>;

/** alertAddressTokens/{sha256hex(token)}: one link confirming another alert address. */
export const AlertAddressTokenDoc = v.object({
  uid: v.string(),
  email: MailAddress,
  createdAt: StoredTime,
  expiresAt: StoredTime,
});
export type AlertAddressTokenDoc = v.InferOutput<typeof AlertAddressTokenDoc>;
