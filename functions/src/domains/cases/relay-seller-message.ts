import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  CASE_ACCESS_TOKEN_TTL_MS,
  caseSettingsOf,
  paths,
  type CaseMessageDoc,
  type CaseTokenDoc,
} from '../../shared/index.js';
import { newLinkToken } from '../../platform/link-tokens.js';
import { caseLinkFor, caseReplyEmail } from './customer-emails.js';
import { caseMailId } from './open-case.js';
import { sellerNameFor } from '../sellers/seller-name.js';
import { purgeAtFor } from './retention.js';
import { memberName, recordActivity } from '../activity/record-activity.js';

export type RelayResult = 'relayed' | 'already_relayed' | 'not_seller' | 'no_contact';

/**
 * A seller's reply (written under the rules) goes to the customer by email, with a fresh access
 * link to the case page; the case moves to 'waiting_customer', its first reply time is set once
 * (the thread's count grew in the reply's own commit, firestore.rules). One transaction whose
 * email id is the message's, and which marks the message relayed: a retried event finds the email
 * queued, or the mark, and does nothing. No confirmed address (erased meanwhile): nothing is sent.
 * The email passes the address's gate (platform/mail/queue-mail.ts) in the same transaction: a
 * customer who stopped the emails about this case (or every email), or an address at its ceiling,
 * gets none; the reply stays in the thread, readable on the case page.
 */
export async function relaySellerMessage(
  db: Firestore,
  caseId: string,
  messageId: string,
  message: CaseMessageDoc,
  deps: { now: Date; origin: string },
): Promise<RelayResult> {
  if (message.author !== 'seller') return 'not_seller';
  const refs = {
    case: db.doc(paths.case(caseId)).withConverter(converters.case),
    contact: db.doc(paths.caseContact(caseId)).withConverter(converters.caseContact),
    mail: db.doc(paths.mail(caseMailId(caseId, `reply-${messageId}`))),
    message: db.doc(paths.caseMessage(caseId, messageId)).withConverter(converters.caseMessage),
  };
  const first = validData(await refs.case.get());
  if (!first) return 'no_contact';
  const [productSnap, sellerSnap] = await getAllConverted(
    db,
    db.doc(paths.product(first.productId)).withConverter(converters.product),
    db.doc(paths.seller(first.ownerId)).withConverter(converters.seller),
  );
  const product = validData(productSnap) ?? undefined;
  const seller = validData(sellerSnap) ?? undefined;
  const days = caseSettingsOf(seller).retentionDays;
  const keys = await mailKeys(db);
  // The member who answered, by name (never their address): on the thread and in the email.
  const author = message.createdBy ? await memberName(db, first.ownerId, message.createdBy) : '';
  if (message.createdBy) {
    const at = message.createdAt ?? Timestamp.fromDate(deps.now);
    await recordActivity(
      db,
      first.ownerId,
      {
        kind: 'case.replied',
        actorUid: message.createdBy,
        subject: { type: 'case', id: caseId, name: product?.title ?? '' },
      },
      at.toDate(),
      messageId,
    );
  }

  return db.runTransaction(async (tx): Promise<RelayResult> => {
    const [caseSnap, contactSnap, mailSnap, messageSnap] = await Promise.all([
      tx.get(refs.case),
      tx.get(refs.contact),
      tx.get(refs.mail),
      tx.get(refs.message),
    ]);
    if (mailSnap.exists || validData(messageSnap)?.relayedAt) return 'already_relayed';
    const stored = validData(caseSnap);
    const contact = validData(contactSnap);
    if (!stored || !contact || stored.contact !== 'confirmed') return 'no_contact';
    const gate = await readMailGate(tx, db, {
      keys,
      to: contact.email,
      scope: { kind: 'case', caseId },
      now: deps.now,
      origin: deps.origin,
      stoppedHere: Boolean(contact.emailsStoppedAt),
    });
    const token = newLinkToken();
    const tokenDoc: CaseTokenDoc = {
      caseId,
      purpose: 'access',
      createdAt: Timestamp.fromDate(deps.now),
      expiresAt: Timestamp.fromMillis(deps.now.getTime() + CASE_ACCESS_TOKEN_TTL_MS),
    };
    if (!gate.blocked) tx.create(db.doc(paths.caseToken(token.hash)), tokenDoc);
    queueMail(
      db,
      tx,
      gate,
      refs.mail.id,
      caseReplyEmail(
        {
          locale: stored.locale,
          seller: sellerNameFor(product, seller),
          product: product?.title ?? '',
          link: caseLinkFor(deps.origin, token.token),
          stops: gate.links,
        },
        message.text,
        author,
      ),
    );
    // The reply's own server time: what the seller's first-reply time is measured to.
    const at = message.createdAt ?? Timestamp.fromDate(deps.now);
    const purgeAt = Timestamp.fromDate(purgeAtFor(at.toDate(), days, true));
    tx.update(refs.case, {
      status: 'waiting_customer',
      lastActivityAt: at,
      purgeAt,
      ...(stored.firstReplyAt ? {} : { firstReplyAt: at }),
    });
    tx.update(refs.contact, { purgeAt });
    if (messageSnap.exists) {
      tx.update(refs.message, {
        relayedAt: Timestamp.fromDate(deps.now),
        ...(author ? { authorName: author } : {}),
      });
    }
    return 'relayed';
  });
}
