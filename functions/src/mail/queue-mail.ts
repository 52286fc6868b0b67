import type {
  DocumentReference,
  Firestore,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import { paths } from '../shared/index.js';
import { QueuedMail } from '../shared/schemas/mail.js';

/**
 * The one way functions send email (docs/decisions.md, "Alerts on unhappy customers"): a
 * document in `mail`, in the "Trigger Email from Firestore" extension's format. Alerts, digests
 * and any later feature (a reply to a customer relayed through the app) build their message and
 * queue it here; the extension delivers it in production, the emulator-only worker locally.
 */

/** Collapses every line break and control character to one space: subjects stay one line. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
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

type MailWriter = Pick<Transaction, 'create'> | Pick<WriteBatch, 'create'>;

/**
 * Queues `mail` as mail/{mailId} through `writer` (a transaction or batch, so the email commits
 * with whatever decided to send it). create(): a retry of the same decision, with the same id,
 * fails instead of sending twice.
 */
export function queueMail(
  db: Firestore,
  writer: MailWriter,
  mailId: string,
  mail: OutgoingMail,
): DocumentReference {
  const ref = db.doc(paths.mail(mailId));
  (writer as Transaction).create(ref, mailDocument(mail));
  return ref;
}
