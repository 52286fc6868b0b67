import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { caseAlertEmail, caseLink, settingsLink } from '../alerts/compose.js';
import { readCaseAlertRecipients, recipientMailId, type Recipient } from '../mail/recipients.js';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate, type MailGate } from '../../platform/mail/queue-mail.js';
import {
  CASE_ACCESS_TOKEN_TTL_MS,
  CASE_MAX_MESSAGES,
  CASE_THREAD_PAGE,
  caseSettingsOf,
  paths,
  STORES,
  type CaseContactDoc,
  type CaseDoc,
  type CaseMessageDoc,
  type CaseTokenDoc,
  type CaseTokenPurpose,
  type CaseViewResponse,
} from '../../shared/index.js';
import { isOneOf } from '../../shared/narrow.js';
import { maskEmail } from './case-email-address.js';
import { hashLinkToken, isLinkTokenShape } from '../../platform/link-tokens.js';
import { deleteCaseData } from './delete-case.js';
import { caseMailId } from './open-case.js';
import { sellerNameFor } from '../sellers/seller-name.js';
import { purgeAtFor } from './retention.js';

/**
 * The case page's side (GET /api/cases/{token} and its actions): every call names its case only
 * by the token of a link the customer received. An unknown, forged or erased token is
 * 'case_not_found'; a known one past its expiresAt is 'case_link_expired'; the token's hash is
 * all that is looked up, and nothing else identifies the case.
 */

export type CaseFailure =
  | 'case_not_found'
  | 'case_link_expired'
  | 'contact_not_confirmed'
  | 'contact_erased'
  | 'thread_full';

export type CaseResult = { kind: 'ok'; view: CaseViewResponse } | { kind: CaseFailure };

export interface CaseDeps {
  now: Date;
  origin: string;
}

interface Located {
  caseId: string;
  tokenRef: DocumentReference<CaseTokenDoc>;
  token: CaseTokenDoc;
}

/** The token's document, checked for shape and lifetime (nothing is written). */
async function locate(
  db: Firestore,
  token: string,
  now: Date,
): Promise<Located | { kind: 'case_not_found' | 'case_link_expired' }> {
  if (!isLinkTokenShape(token)) return { kind: 'case_not_found' };
  const tokenRef = db
    .doc(paths.caseToken(hashLinkToken(token)))
    .withConverter(converters.caseToken);
  const stored = validData(await tokenRef.get());
  if (!stored) return { kind: 'case_not_found' };
  if ((stored.expiresAt?.toMillis() ?? 0) <= now.getTime()) return { kind: 'case_link_expired' };
  return { caseId: stored.caseId, tokenRef, token: stored };
}

function caseRefs(db: Firestore, caseId: string) {
  return {
    case: db.doc(paths.case(caseId)).withConverter(converters.case),
    contact: db.doc(paths.caseContact(caseId)).withConverter(converters.caseContact),
  };
}

type CaseRefs = ReturnType<typeof caseRefs>;

/** The case and its contact as a transaction reads them (null where missing or malformed). */
async function readCase(tx: Transaction, refs: CaseRefs) {
  const [caseSnap, contactSnap] = await getAllConverted(tx, refs.case, refs.contact);
  return { stored: validData(caseSnap), contact: validData(contactSnap) };
}

/** What the page shows: the product, the seller's name, the masked address, the thread. */
async function view(db: Firestore, caseId: string, purpose: CaseTokenPurpose): Promise<CaseResult> {
  const refs = caseRefs(db, caseId);
  const [caseSnap, contactSnap] = await getAllConverted(db, refs.case, refs.contact);
  const stored = validData(caseSnap);
  if (!stored) return { kind: 'case_not_found' };
  const contact = validData(contactSnap);
  const [productSnap, sellerSnap, messages] = await Promise.all([
    db.doc(paths.product(stored.productId)).withConverter(converters.product).get(),
    db.doc(paths.seller(stored.ownerId)).withConverter(converters.seller).get(),
    stored.contact === 'erased'
      ? Promise.resolve([])
      : db
          .collection(paths.caseMessages(caseId))
          .withConverter(converters.caseMessage)
          .orderBy('createdAt', 'desc')
          .limit(CASE_THREAD_PAGE)
          .get()
          .then((page) => page.docs.map((doc) => validData(doc)).filter((m) => m !== null)),
  ]);
  const product = validData(productSnap);
  const seller = validData(sellerSnap);
  return {
    kind: 'ok',
    view: {
      productTitle: product?.title ?? '',
      sellerName: sellerNameFor(product ?? undefined, seller ?? undefined),
      status: stored.status,
      contact: stored.contact,
      maskedEmail: contact && stored.contact !== 'erased' ? maskEmail(contact.email) : null,
      locale: stored.locale,
      linkPurpose: purpose,
      messages: messages.reverse().map((message: CaseMessageDoc) => ({
        author: message.author,
        ...(message.author === 'seller' && message.authorName
          ? { authorName: message.authorName }
          : {}),
        text: message.text,
        createdAt: message.createdAt?.toDate().toISOString() ?? '',
      })),
    },
  };
}

/** The seller's retention for a case (read before a transaction). */
async function sellerRetention(db: Firestore, ownerId: string): Promise<number> {
  const seller = await db.doc(paths.seller(ownerId)).withConverter(converters.seller).get();
  return caseSettingsOf(validData(seller) ?? undefined).retentionDays;
}

/** Case activity: lastActivityAt and purgeAt on the case and the contact. */
function activity(now: Date, days: number) {
  return {
    lastActivityAt: Timestamp.fromDate(now),
    purgeAt: Timestamp.fromDate(purgeAtFor(now, days, true)),
  };
}

/** What a customer action starts from: the located token, the case as first read, the retention. */
interface OpenedCase {
  located: Located;
  refs: CaseRefs;
  firstCase: CaseDoc;
  days: number;
}

/**
 * The one way a customer action runs: the case behind the token (looked up by its hash, checked
 * for lifetime), its references and the seller's retention read before the write; then `change`
 * (its own transaction); then the case as it now is, seen through a link of `purpose` (the
 * token's own unless the change turned it into another). Nothing is written for a failure.
 */
async function changeCase(
  db: Firestore,
  token: string,
  deps: CaseDeps,
  change: (opened: OpenedCase) => Promise<'ok' | CaseFailure>,
  purpose?: CaseTokenPurpose,
): Promise<CaseResult> {
  const located = await locate(db, token, deps.now);
  if ('kind' in located) return located;
  const refs = caseRefs(db, located.caseId);
  const firstCase = validData(await refs.case.get());
  if (!firstCase) return { kind: 'case_not_found' };
  const days = await sellerRetention(db, firstCase.ownerId);
  const outcome = await change({ located, refs, firstCase, days });
  if (outcome !== 'ok') return { kind: outcome };
  return view(db, located.caseId, purpose ?? located.token.purpose);
}

export async function getCase(db: Firestore, token: string, deps: CaseDeps): Promise<CaseResult> {
  const located = await locate(db, token, deps.now);
  if ('kind' in located) return located;
  return view(db, located.caseId, located.token.purpose);
}

/**
 * The first open of the confirmation link: the address is confirmed, the link becomes an access
 * link for CASE_ACCESS_TOKEN_TTL_MS, the address no longer counts as unconfirmed today. Once
 * confirmed, a repeat changes nothing.
 */
export async function confirmCase(
  db: Firestore,
  token: string,
  deps: CaseDeps,
): Promise<CaseResult> {
  return changeCase(
    db,
    token,
    deps,
    async ({ located, refs, firstCase, days }) => {
      const alert = await sellerAlertOf(db, firstCase);
      return db.runTransaction(async (tx) => {
        const [{ stored, contact }, gates] = await Promise.all([
          readCase(tx, refs),
          sellerAlertGates(tx, db, alert, firstCase, deps),
        ]);
        if (!stored) return 'case_not_found';
        if (stored.contact === 'erased' || !contact) return 'contact_erased';
        if (stored.contact === 'confirmed') return 'ok';
        const now = Timestamp.fromDate(deps.now);
        const moved = activity(deps.now, days);
        tx.update(refs.case, { contact: 'confirmed', confirmedAt: now, ...moved });
        // Opening the link proves the address again: a stop of this case's emails is lifted.
        tx.update(refs.contact, {
          confirmedAt: now,
          purgeAt: moved.purgeAt,
          emailsStoppedAt: FieldValue.delete(),
        });
        tx.update(located.tokenRef, {
          purpose: 'access',
          expiresAt: Timestamp.fromMillis(deps.now.getTime() + CASE_ACCESS_TOKEN_TTL_MS),
        });
        uncount(db, tx, contact);
        queueSellerAlerts(db, tx, { alert, gates, caseId: located.caseId, stored, deps }, null);
        return 'ok';
      });
    },
    'access',
  );
}

/** A confirmed address no longer counts against its day's unconfirmed cases. */
function uncount(db: Firestore, tx: Transaction, contact: CaseContactDoc) {
  tx.set(
    db.doc(paths.rateLimit(contact.unconfirmedBucket)),
    { count: FieldValue.increment(-1), expiresAt: contact.unconfirmedBucketExpiresAt },
    { merge: true },
  );
}

/** The confirmed, not erased case behind a located token, or why not. */
function usable(stored: CaseDoc | null, contact: CaseContactDoc | null): CaseFailure | null {
  if (!stored) return 'case_not_found';
  if (stored.contact === 'erased' || !contact) return 'contact_erased';
  if (stored.contact !== 'confirmed') return 'contact_not_confirmed';
  return null;
}

/**
 * A customer's answer: added to the thread, the case 'customer_replied', the seller's team
 * alerted by email as queueSellerAlerts says, in one transaction.
 */
export async function postCustomerMessage(
  db: Firestore,
  token: string,
  text: string,
  deps: CaseDeps,
): Promise<CaseResult> {
  return changeCase(db, token, deps, (opened) => addCustomerMessage(db, opened, text, deps));
}

async function addCustomerMessage(
  db: Firestore,
  { located, refs, firstCase, days }: OpenedCase,
  text: string,
  deps: CaseDeps,
): Promise<'ok' | CaseFailure> {
  const alert = await sellerAlertOf(db, firstCase);
  const messageRef = db.collection(paths.caseMessages(located.caseId)).doc();
  return db.runTransaction(async (tx) => {
    const [{ stored, contact }, gates] = await Promise.all([
      readCase(tx, refs),
      sellerAlertGates(tx, db, alert, firstCase, deps),
    ]);
    const failure = usable(stored, contact);
    if (failure || !stored) return failure ?? 'case_not_found';
    if (stored.messageCount >= CASE_MAX_MESSAGES) return 'thread_full' as const;
    const moved = activity(deps.now, days);
    const message: CaseMessageDoc = {
      ownerId: stored.ownerId,
      author: 'customer',
      text,
      createdAt: Timestamp.fromDate(deps.now),
    };
    tx.create(messageRef, message);
    tx.update(refs.case, {
      status: 'customer_replied',
      messageCount: FieldValue.increment(1),
      ...moved,
    });
    tx.update(refs.contact, { purgeAt: moved.purgeAt });
    queueSellerAlerts(
      db,
      tx,
      { alert, gates, caseId: located.caseId, stored, deps },
      { key: messageRef.id, text },
    );
    return 'ok' as const;
  });
}

/**
 * Who gets the case's alerts (readCaseAlertRecipients: the members who can answer it and follow its
 * product and marketplace, and the account's alert address) and what they name, read before a
 * transaction.
 */
async function sellerAlertOf(db: Firestore, stored: CaseDoc) {
  const [productSnap, reviewSnap] = await db.getAll(
    db.doc(paths.product(stored.productId)),
    db.doc(paths.review(stored.productId, stored.reviewId)),
  );
  const title: unknown = productSnap?.get('title');
  const store: unknown = reviewSnap?.get('store');
  const recipients = await readCaseAlertRecipients(db, stored.ownerId, {
    productId: stored.productId,
    store: isOneOf(STORES, store) ? store : null,
  });
  return {
    recipients,
    productTitle: typeof title === 'string' ? title : '',
    keys: recipients.length > 0 ? await mailKeys(db) : null,
  };
}

type SellerAlert = Awaited<ReturnType<typeof sellerAlertOf>>;

/**
 * Each recipient's gate (platform/mail/queue-mail.ts: their stops of this account's alerts and
 * their ceilings), read in `tx` before its writes: 3 document reads a recipient.
 */
function sellerAlertGates(
  tx: Transaction,
  db: Firestore,
  alert: SellerAlert,
  stored: CaseDoc,
  deps: CaseDeps,
): Promise<{ recipient: Recipient; gate: MailGate }[]> {
  const { keys } = alert;
  if (!keys) return Promise.resolve([]);
  return Promise.all(
    alert.recipients.map(async (recipient) => ({
      recipient,
      gate: await readMailGate(tx, db, {
        keys,
        to: recipient.email,
        scope: { kind: 'alerts', uid: stored.ownerId },
        now: deps.now,
        origin: deps.origin,
      }),
    })),
  );
}

/**
 * Customer events reach the seller's team the one way alerts do (docs/decisions.md, "Cases" and
 * "Alerts per person"): one email per recipient, in their language, queued in the event's own
 * transaction through their own gate (read by `tx` first); nothing to one who stopped this
 * account's alerts or reached their ceiling. Each email's id ends with its recipient's key
 * (recipientMailId). `answer` is the customer's answer, null for their confirmation.
 */
function queueSellerAlerts(
  db: Firestore,
  tx: Transaction,
  {
    alert,
    gates,
    caseId,
    stored,
    deps,
  }: {
    alert: SellerAlert;
    gates: readonly { recipient: Recipient; gate: MailGate }[];
    caseId: string;
    stored: CaseDoc;
    deps: CaseDeps;
  },
  answer: { key: string; text: string } | null,
): void {
  const decision = caseMailId(caseId, answer ? `alert-${answer.key}` : 'alert-confirmed');
  for (const { recipient, gate } of gates) {
    queueMail(
      db,
      tx,
      gate,
      recipientMailId(decision, gate),
      caseAlertEmail(recipient.locale, alert.productTitle, answer?.text ?? null, {
        ...gate.links,
        open: caseLink(deps.origin, stored.productId, stored.reviewId),
        settings: settingsLink(deps.origin),
      }),
    );
  }
}

/** The customer marks the problem solved (a later reply of the seller reopens it). */
export async function resolveCase(
  db: Firestore,
  token: string,
  deps: CaseDeps,
): Promise<CaseResult> {
  return changeCase(db, token, deps, ({ refs, days }) =>
    db.runTransaction(async (tx) => {
      const { stored, contact } = await readCase(tx, refs);
      const failure = usable(stored, contact);
      if (failure || !stored) return failure ?? 'case_not_found';
      if (stored.status === 'resolved') return 'ok';
      const moved = activity(deps.now, days);
      tx.update(refs.case, {
        status: 'resolved',
        resolvedAt: Timestamp.fromDate(deps.now),
        ...moved,
      });
      tx.update(refs.contact, { purgeAt: moved.purgeAt });
      return 'ok';
    }),
  );
}

/**
 * "Delete my data" (docs/privacy.md): the case is marked erased first (so no reply can be written
 * to it any more), then the address, the thread, the queued and sent emails and every link are
 * deleted at once; the consent goes from the case. The case itself stays, with its status, as
 * the seller's record next to the review's rating and feedback. Works before confirmation too.
 */
export async function eraseCase(db: Firestore, token: string, deps: CaseDeps): Promise<CaseResult> {
  return changeCase(db, token, deps, async ({ located, refs, days }) => {
    await refs.case.update({
      contact: 'erased',
      consent: FieldValue.delete(),
      messageCount: 0,
      ...activity(deps.now, days),
    });
    await deleteCaseData(db, located.caseId);
    return 'ok';
  });
}
