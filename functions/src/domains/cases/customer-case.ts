import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { caseAlertEmail, caseLink, settingsLink } from '../alerts/compose.js';
import { alertRecipient } from '../mail/recipients.js';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate, type MailGate } from '../../platform/mail/queue-mail.js';
import {
  CASE_ACCESS_TOKEN_TTL_MS,
  CASE_MAX_MESSAGES,
  CASE_THREAD_PAGE,
  caseSettingsOf,
  paths,
  type CaseContactDoc,
  type CaseDoc,
  type CaseMessageDoc,
  type CaseTokenDoc,
  type CaseTokenPurpose,
  type CaseViewResponse,
} from '../../shared/index.js';
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
        const [{ stored, contact }, gate] = await Promise.all([
          readCase(tx, refs),
          sellerAlertGate(tx, db, alert, firstCase, deps),
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
        queueSellerAlert(db, tx, { alert, gate, caseId: located.caseId, stored, deps }, null);
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
 * A customer's answer: added to the thread, the case 'customer_replied', the seller alerted by
 * email through the alerts path (unless they switched alerts off), in one transaction.
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
    const [{ stored, contact }, gate] = await Promise.all([
      readCase(tx, refs),
      sellerAlertGate(tx, db, alert, firstCase, deps),
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
    queueSellerAlert(
      db,
      tx,
      { alert, gate, caseId: located.caseId, stored, deps },
      { key: messageRef.id, text },
    );
    return 'ok' as const;
  });
}

/** Who gets the seller's case alerts (null: alerts off) and what they name, read before a transaction. */
async function sellerAlertOf(db: Firestore, stored: CaseDoc) {
  const [sellerSnap, productSnap] = await db.getAll(
    db.doc(paths.seller(stored.ownerId)),
    db.doc(paths.product(stored.productId)),
  );
  const title: unknown = productSnap?.get('title');
  return {
    recipient: alertRecipient(sellerSnap?.data(), 'alerts'),
    productTitle: typeof title === 'string' ? title : '',
    keys: await mailKeys(db),
  };
}

/**
 * The seller's alert address's gate (platform/mail/queue-mail.ts), read in `tx`; null without
 * one.
 */
function sellerAlertGate(
  tx: Transaction,
  db: Firestore,
  alert: Awaited<ReturnType<typeof sellerAlertOf>>,
  stored: CaseDoc,
  deps: CaseDeps,
): Promise<MailGate | null> {
  if (!alert.recipient) return Promise.resolve(null);
  return readMailGate(tx, db, {
    keys: alert.keys,
    to: alert.recipient.email,
    scope: { kind: 'alerts', uid: stored.ownerId },
    now: deps.now,
    origin: deps.origin,
  });
}

/**
 * Customer events reach the seller the one way alerts do (docs/decisions.md, "Cases"): an email
 * through the alerts path, queued in the event's own transaction through the seller's address's
 * gate (read by `tx` first: stops and per-recipient ceilings); nothing when the seller switched
 * alerts off, or the address's owner stopped them, or its ceiling is reached. `answer` is the
 * customer's answer, null for their confirmation.
 */
function queueSellerAlert(
  db: Firestore,
  tx: Transaction,
  {
    alert,
    gate,
    caseId,
    stored,
    deps,
  }: {
    alert: Awaited<ReturnType<typeof sellerAlertOf>>;
    gate: MailGate | null;
    caseId: string;
    stored: CaseDoc;
    deps: CaseDeps;
  },
  answer: { key: string; text: string } | null,
): void {
  const { recipient } = alert;
  if (!recipient || !gate) return;
  queueMail(
    db,
    tx,
    gate,
    caseMailId(caseId, answer ? `alert-${answer.key}` : 'alert-confirmed'),
    caseAlertEmail(recipient.locale, alert.productTitle, answer?.text ?? null, {
      ...gate.links,
      open: caseLink(deps.origin, stored.productId, stored.reviewId),
      settings: settingsLink(deps.origin),
    }),
  );
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
