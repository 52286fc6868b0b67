import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, getAllConverted, validData } from '../firestore.js';
import { allows, bucketFor, rateLimitIncrement, type RateLimitRule } from '../rate-limit.js';
import {
  MAIL_PER_RECIPIENT_PER_DAY,
  MAIL_PER_RECIPIENT_PER_HOUR,
  paths,
  type RateLimitBucketDoc,
} from '../../shared/index.js';
import { MailStopDoc, QueuedMail } from '../../shared/schemas/mail.js';
import type { MailKeys } from './mail-keys.js';
import { stopLinks, type SendScope, type StopLinks } from './stop-links.js';

/**
 * The one way functions send email (docs/decisions.md, "Alerts on unhappy customers"): a
 * document in `mail`, in the "Trigger Email from Firestore" extension's format. Alerts, digests,
 * the customer's case emails and the alert address confirmation build their message and queue it
 * here; the extension delivers it in production, the emulator-only worker locally.
 *
 * Every email passes its recipient's gate in the transaction that queues it (docs/decisions.md,
 * "Stops belong to the recipient" and "Emails per recipient"): nothing goes to an address whose
 * owner stopped it, nor beyond the address's hourly and daily ceilings, which the same commit
 * counts; and every email carries the one-click stop headers (RFC 8058).
 */

/** Collapses every line break and control character to one space: subjects stay one line. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** What an email says; its recipient and headers come from its gate (queueMail). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends MailContent {
  to: string;
  headers?: Record<string, string>;
}

/** The mail document for `mail`: subject and headers on one line, checked against the format. */
export function mailDocument(mail: OutgoingMail): QueuedMail {
  const doc = {
    to: [mail.to],
    message: { subject: oneLine(mail.subject), text: mail.text, html: mail.html },
    ...(mail.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(mail.headers).map(([name, value]) => [name, oneLine(value)]),
          ),
        }
      : {}),
  };
  return v.parse(QueuedMail, doc);
}

/** The one-click stop headers (RFC 8058): mail clients show their own unsubscribe button. */
export function stopHeaders(links: StopLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.stop}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const HOUR = 3_600_000;
export const MAIL_RATE_LIMITS = {
  perRecipientHour: { id: 'mh', limit: MAIL_PER_RECIPIENT_PER_HOUR, windowMs: HOUR },
  perRecipientDay: { id: 'md', limit: MAIL_PER_RECIPIENT_PER_DAY, windowMs: 24 * HOUR },
} as const satisfies Record<string, RateLimitRule>;

/** Whether what the owner of an address stopped holds back an email of `scope`. */
export function stoppedFor(stops: MailStopDoc, scope: SendScope): boolean {
  if (stops.all) return true;
  if (scope.kind === 'alerts') return Boolean(stops.alerts[scope.uid]);
  if (scope.kind === 'digest') return Boolean(stops.digest[scope.uid]);
  return false;
}

/** Nothing stopped: a missing (or unreadable) mailStops document. */
export const NO_STOPS: MailStopDoc = v.parse(MailStopDoc, {});

export type MailBlock = 'stopped' | 'ceiling';

/** One recipient of one email, as the queuing transaction read it. */
export interface MailGate {
  readonly to: string;
  /** The address's keyed hash (mail-keys.ts). */
  readonly recipientKey: string;
  /** Why the email would not be sent, or null when it would. */
  readonly blocked: MailBlock | null;
  /** This recipient's stop links for this kind of email. */
  readonly links: StopLinks;
  /** The recipient's ceilings: each counter document and its window. */
  readonly counters: readonly {
    ref: DocumentReference<RateLimitBucketDoc>;
    bucket: ReturnType<typeof bucketFor>;
  }[];
}

export interface GateRequest {
  keys: MailKeys;
  to: string;
  scope: SendScope;
  now: Date;
  /** The app's origin: the stop links are on it. */
  origin: string;
  /** A stop kept elsewhere that holds this email back (the case's own, on its contact). */
  stoppedHere?: boolean;
}

/**
 * Reads, in `tx` and before any of its writes, the recipient's stops and this hour's and day's
 * counters: 3 document reads.
 */
export async function readMailGate(
  tx: Transaction,
  db: Firestore,
  request: GateRequest,
): Promise<MailGate> {
  const recipientKey = request.keys.recipient(request.to);
  const at = request.now.getTime();
  const counter = (bucket: ReturnType<typeof bucketFor>) => ({
    ref: db.doc(paths.rateLimit(bucket.docId)).withConverter(converters.rateLimitBucket),
    bucket,
  });
  const hour = counter(bucketFor(MAIL_RATE_LIMITS.perRecipientHour, recipientKey, at));
  const day = counter(bucketFor(MAIL_RATE_LIMITS.perRecipientDay, recipientKey, at));
  const [stopSnap, hourSnap, daySnap] = await getAllConverted(
    tx,
    db.doc(paths.mailStop(recipientKey)).withConverter(converters.mailStop),
    hour.ref,
    day.ref,
  );
  const stops = validData(stopSnap) ?? NO_STOPS;
  const stopped = request.stoppedHere === true || stoppedFor(stops, request.scope);
  const full =
    !allows(hour.bucket, validData(hourSnap)?.count ?? 0) ||
    !allows(day.bucket, validData(daySnap)?.count ?? 0);
  return {
    to: request.to,
    recipientKey,
    blocked: stopped ? 'stopped' : full ? 'ceiling' : null,
    links: stopLinks(request.origin, request.keys, request.scope, recipientKey),
    counters: [hour, day],
  };
}

/**
 * Queues `mail` as mail/{mailId} in `tx` (so the email commits with whatever decided to send it),
 * with the gate's stop headers, and counts it against the recipient's ceilings in the same commit.
 * A blocked gate writes nothing and says why. create(): a retry of the same decision, with the same
 * id, fails instead of sending twice.
 */
export function queueMail(
  db: Firestore,
  tx: Transaction,
  gate: MailGate,
  mailId: string,
  mail: MailContent,
): 'queued' | MailBlock {
  if (gate.blocked) return gate.blocked;
  tx.create(
    db.doc(paths.mail(mailId)),
    mailDocument({ ...mail, to: gate.to, headers: stopHeaders(gate.links) }),
  );
  for (const { ref, bucket } of gate.counters) {
    tx.set(ref, rateLimitIncrement(bucket), { merge: true });
  }
  return 'queued';
}
