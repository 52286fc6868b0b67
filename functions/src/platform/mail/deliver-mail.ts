import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import { MailDoc, type MailDeliveryInfo } from '../../shared/schemas/mail.js';

/** What an SMTP transport answers (nodemailer's sendMail result, the fields the extension keeps). */
export interface SentInfo {
  messageId?: string;
  accepted?: (string | { address: string })[];
  rejected?: (string | { address: string })[];
  pending?: (string | { address: string })[];
  response?: string;
}
export type SendMail = (message: {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}) => Promise<SentInfo>;

/** The extension's processing lease: a delivery still PROCESSING after it is given up. */
const LEASE_MS = 60_000;

/**
 * `delivery.expireAt`, as the extension writes it with TTL_EXPIRE_TYPE=month (extensions/
 * firestore-send-email.env): the TTL policy on it (firestore.indexes.json) deletes the document.
 */
export const MAIL_KEPT_MS = 30 * 24 * 3_600_000;

const addresses = (list: SentInfo['accepted']) =>
  (list ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.address));

export function deliveryInfo(sent: SentInfo): MailDeliveryInfo {
  return {
    messageId: sent.messageId ?? null,
    accepted: addresses(sent.accepted),
    rejected: addresses(sent.rejected),
    pending: addresses(sent.pending),
    response: sent.response ?? null,
  };
}

/**
 * Delivers one mail/{id} document the way the "Trigger Email from Firestore" extension does, and
 * writes `delivery` back in its format: {startTime, state PENDING, attempts 0, error null}, then
 * PROCESSING with a lease, then SUCCESS with `info` (or ERROR with `error`), endTime, attempts + 1
 * and the lease cleared. Only the emulators run it (entry/triggers/deliver-mail-locally.ts);
 * production installs the extension. A document already past PENDING is left alone, so a repeated
 * event sends nothing.
 */
export async function deliverMail(
  db: Firestore,
  ref: DocumentReference,
  send: SendMail,
): Promise<'sent' | 'failed' | 'skipped'> {
  const claimed = await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const parsed = v.safeParse(MailDoc, snapshot.data());
    if (!snapshot.exists) return null;
    if (!parsed.success) {
      // The extension refuses a document it cannot read the same way: ERROR, never sent.
      tx.update(ref, {
        delivery: {
          startTime: Timestamp.now(),
          endTime: Timestamp.now(),
          state: 'ERROR',
          attempts: 0,
          error: `Invalid mail document: ${parsed.issues.map((issue) => issue.message).join('; ')}`,
        },
      });
      return null;
    }
    const state = parsed.output.delivery?.state;
    if (state !== undefined && state !== 'PENDING' && state !== 'RETRY') return null;
    tx.set(
      ref,
      {
        delivery: {
          startTime: parsed.output.delivery?.startTime ?? Timestamp.now(),
          expireAt:
            parsed.output.delivery?.expireAt ?? Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
          state: 'PROCESSING',
          attempts: parsed.output.delivery?.attempts ?? 0,
          error: null,
          leaseExpireTime: Timestamp.fromMillis(Date.now() + LEASE_MS),
        },
      },
      { merge: true },
    );
    return parsed.output;
  });
  if (!claimed) return 'skipped';

  const update: Record<string, unknown> = {
    'delivery.attempts': FieldValue.increment(1),
    'delivery.endTime': FieldValue.serverTimestamp(),
    'delivery.error': null,
    'delivery.leaseExpireTime': null,
  };
  let outcome: 'sent' | 'failed';
  try {
    const sent = await send({
      to: claimed.to,
      subject: claimed.message.subject,
      text: claimed.message.text,
      html: claimed.message.html,
      ...(claimed.headers ? { headers: claimed.headers } : {}),
    });
    update['delivery.state'] = 'SUCCESS';
    update['delivery.info'] = deliveryInfo(sent);
    outcome = 'sent';
  } catch (error) {
    update['delivery.state'] = 'ERROR';
    update['delivery.error'] = String(error);
    outcome = 'failed';
  }
  await ref.update(update);
  return outcome;
}
