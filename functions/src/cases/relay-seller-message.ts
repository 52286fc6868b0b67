import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../firestore.js';
import { queueMail } from '../mail/queue-mail.js';
import {
  CASE_ACCESS_TOKEN_TTL_MS,
  paths,
  type CaseMessageDoc,
  type CaseTokenDoc,
} from '../shared/index.js';
import { newCaseToken } from './case-tokens.js';
import { caseLinkFor, caseReplyEmail } from './customer-emails.js';
import { caseMailId } from './open-case.js';
import { purgeAtFor, retentionDays } from './retention.js';
import { sellerNameFor } from './seller-name.js';

export type RelayResult = 'relayed' | 'already_relayed' | 'not_seller' | 'no_contact';

/**
 * A seller's reply (written under the rules) goes to the customer by email, with a fresh access
 * link to the case page; the case moves to 'waiting_customer', its first reply time is set once
 * (the thread's count grew in the reply's own commit, firestore.rules). One transaction whose email id is the message's: a retried event finds
 * the email queued and does nothing. No confirmed address (erased meanwhile): nothing is sent.
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
  const days = retentionDays(seller);

  return db.runTransaction(async (tx): Promise<RelayResult> => {
    const [caseSnap, contactSnap, mailSnap] = await Promise.all([
      tx.get(refs.case),
      tx.get(refs.contact),
      tx.get(refs.mail),
    ]);
    if (mailSnap.exists) return 'already_relayed';
    const stored = validData(caseSnap);
    const contact = validData(contactSnap);
    if (!stored || !contact || stored.contact !== 'confirmed') return 'no_contact';
    const token = newCaseToken();
    const tokenDoc: CaseTokenDoc = {
      caseId,
      purpose: 'access',
      createdAt: Timestamp.fromDate(deps.now),
      expiresAt: Timestamp.fromMillis(deps.now.getTime() + CASE_ACCESS_TOKEN_TTL_MS),
    };
    tx.create(db.doc(paths.caseToken(token.hash)), tokenDoc);
    queueMail(
      db,
      tx,
      refs.mail.id,
      caseReplyEmail(
        {
          to: contact.email,
          locale: stored.locale,
          seller: sellerNameFor(product, seller),
          product: product?.title ?? '',
          link: caseLinkFor(deps.origin, token.token),
        },
        message.text,
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
    return 'relayed';
  });
}
