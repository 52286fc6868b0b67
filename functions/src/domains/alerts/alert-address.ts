import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { hashLinkToken, isLinkTokenShape, newLinkToken } from '../../platform/link-tokens.js';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import type { MailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import { liftedForSeller, readStopsIn, writeStops } from '../mail/stop-emails.js';
import {
  allows,
  bucketFor,
  rateLimitIncrement,
  type RateLimitRule,
} from '../../platform/rate-limit.js';
import {
  ALERT_ADDRESS_CONFIRM_TTL_MS,
  ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY,
  ALERT_EMAIL_CONFIRMED_AT_FIELD,
  ALERT_EMAIL_FIELD,
  ALERT_EMAIL_PENDING_FIELD,
  EMAIL_VERIFIED_AT_FIELD,
  AlertAddressCall,
  COLLECTIONS,
  MAIL_PATHS,
  MailAddress,
  paths,
  SellerDoc,
  can,
  type AlertAddressErrorCode,
  type AlertAddressStatus,
} from '../../shared/index.js';
import type { ConfirmPageState } from '../mail/mail-pages.js';
import type { AlertAddressTokenDoc } from '../../shared/schemas/mail.js';
import { alertAddressOf } from '../../shared/index.js';
import { roleOf } from '../accounts/members.js';
import { alertAddressEmail } from './compose.js';

/**
 * The account whose alert address is asked about (`uid`: its id, which every stop and count is
 * keyed by), and the address the signed-in member's ID token proves, if verified.
 */
export interface SignIn {
  uid: string;
  verifiedEmail: string | null;
}

export interface AlertAddressDeps {
  keys: MailKeys;
  now: Date;
  /** The app's origin: the confirmation and stop links are on it. */
  origin: string;
}

export type AlertAddressResult =
  | { kind: 'ok'; status: AlertAddressStatus }
  | { kind: 'no_profile' | 'request_limit' | 'not_allowed' };

const DAY_MS = 24 * 3_600_000;
export const ALERT_ADDRESS_REQUEST_LIMIT = {
  id: 'aa',
  limit: ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY,
  windowMs: DAY_MS,
} as const satisfies RateLimitRule;

/** Confirmation emails to one address per UTC day, whichever accounts asked. */
export const ALERT_ADDRESS_CONFIRMATION_LIMIT = {
  id: 'ac',
  limit: ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  windowMs: DAY_MS,
} as const satisfies RateLimitRule;

const sellerRef = (db: Firestore, uid: string) =>
  db.doc(paths.seller(uid)).withConverter(converters.seller);

/** Whether two addresses are one mailbox, as the recipient keys count it. */
const sameAddress = (keys: MailKeys, a: string | null, b: string | null) =>
  a !== null && b !== null && keys.recipient(a) === keys.recipient(b);

/** What the overview shows: the address, its source, a pending request, what its owner stopped. */
export async function alertAddressStatus(
  db: Firestore,
  signIn: SignIn,
  deps: Pick<AlertAddressDeps, 'keys' | 'now'>,
): Promise<AlertAddressResult> {
  const seller = validData(await sellerRef(db, signIn.uid).get());
  if (!seller) return { kind: 'no_profile' };
  const address = alertAddressOf(seller);
  const stops = address
    ? await db.runTransaction((tx) => readStopsIn(tx, db, deps.keys.recipient(address)), {
        readOnly: true,
      })
    : null;
  const stopped = {
    alerts: Boolean(stops?.all || stops?.alerts[signIn.uid]),
    digest: Boolean(stops?.all || stops?.digest[signIn.uid]),
    all: Boolean(stops?.all),
  };
  const pending = seller.alertEmailPending;
  const pendingUntil = pending?.expiresAt?.toMillis() ?? 0;
  return {
    kind: 'ok',
    status: {
      address,
      source: seller.alertEmail ? 'confirmed' : address ? 'sign-in' : null,
      pending:
        pending && pendingUntil > deps.now.getTime()
          ? { email: pending.email, expiresAt: new Date(pendingUntil).toISOString() }
          : null,
      stopped,
      signInAddress: signIn.verifiedEmail,
      canResume:
        (stopped.alerts || stopped.digest) && sameAddress(deps.keys, address, signIn.verifiedEmail),
    },
  };
}

/** Alerts go to the sign-in's verified address again: another address and any request drop. */
export async function useSignInAddress(
  db: Firestore,
  signIn: SignIn,
  deps: AlertAddressDeps,
): Promise<AlertAddressResult> {
  const email = signIn.verifiedEmail;
  if (!email || !v.is(MailAddress, email)) return { kind: 'not_allowed' };
  const ref = sellerRef(db, signIn.uid);
  const found = await db.runTransaction(async (tx) => {
    if (!validData(await tx.get(ref))) return false;
    tx.update(ref, {
      email,
      [EMAIL_VERIFIED_AT_FIELD]: Timestamp.fromDate(deps.now),
      [ALERT_EMAIL_FIELD]: FieldValue.delete(),
      [ALERT_EMAIL_CONFIRMED_AT_FIELD]: FieldValue.delete(),
      [ALERT_EMAIL_PENDING_FIELD]: FieldValue.delete(),
    });
    return true;
  });
  return found ? alertAddressStatus(db, signIn, deps) : { kind: 'no_profile' };
}

/** The account as the confirmation email names it: the seller's name and proven address. */
function accountLabel(seller: SellerDoc): string {
  const name = seller.displayName.trim();
  const email = seller.emailVerifiedAt ? seller.email : '';
  if (name && email) return `${name} (${email})`;
  return name || email || 'QR Reviews';
}

/**
 * Another alert address: a confirmation link goes to it (the double opt-in customers get), and
 * alerts keep going where they went until its owner opens it. The sign-in's own verified address
 * needs no link. In one transaction: the seller's daily request counter (ALERT_ADDRESS_REQUEST_LIMIT;
 * at the ceiling nothing is written), the link's token (its hash), the pending request on the
 * profile and the email through the address's gate and its own daily count of confirmations
 * (ALERT_ADDRESS_CONFIRMATION_LIMIT, whichever accounts ask). An address whose owner stopped this
 * account's emails (or every email), or that had its confirmations for the day, gets nothing, and
 * the seller is told the same as for any other: the answer says nothing about an address the
 * seller does not own.
 */
export async function requestAlertAddress(
  db: Firestore,
  signIn: SignIn,
  email: string,
  deps: AlertAddressDeps,
): Promise<AlertAddressResult> {
  if (sameAddress(deps.keys, email, signIn.verifiedEmail)) {
    return useSignInAddress(db, signIn, deps);
  }
  const ref = sellerRef(db, signIn.uid);
  const bucket = bucketFor(ALERT_ADDRESS_REQUEST_LIMIT, signIn.uid, deps.now.getTime());
  const bucketRef = db.doc(paths.rateLimit(bucket.docId)).withConverter(converters.rateLimitBucket);
  const confirmations = bucketFor(
    ALERT_ADDRESS_CONFIRMATION_LIMIT,
    deps.keys.recipient(email),
    deps.now.getTime(),
  );
  const confirmationsRef = db
    .doc(paths.rateLimit(confirmations.docId))
    .withConverter(converters.rateLimitBucket);
  const token = newLinkToken();
  const expiresAt = Timestamp.fromMillis(deps.now.getTime() + ALERT_ADDRESS_CONFIRM_TTL_MS);
  const outcome = await db.runTransaction(async (tx) => {
    const [sellerSnap, bucketSnap, confirmationsSnap] = await getAllConverted(
      tx,
      ref,
      bucketRef,
      confirmationsRef,
    );
    const gate = await readMailGate(tx, db, {
      keys: deps.keys,
      to: email,
      scope: { kind: 'alerts', uid: signIn.uid },
      now: deps.now,
      origin: deps.origin,
    });
    const seller = validData(sellerSnap);
    if (!seller) return 'no_profile' as const;
    if (!allows(bucket, validData(bucketSnap)?.count ?? 0)) return 'request_limit' as const;
    const tokenDoc: AlertAddressTokenDoc = {
      uid: signIn.uid,
      email,
      createdAt: Timestamp.fromDate(deps.now),
      expiresAt,
    };
    tx.create(db.doc(paths.alertAddressToken(token.hash)), tokenDoc);
    tx.set(bucketRef, rateLimitIncrement(bucket), { merge: true });
    tx.update(ref, { [ALERT_EMAIL_PENDING_FIELD]: { email, expiresAt } });
    if (!allows(confirmations, validData(confirmationsSnap)?.count ?? 0)) return 'ok' as const;
    const sent = queueMail(
      db,
      tx,
      gate,
      `alert-address-${signIn.uid}-${token.hash.slice(0, 16)}`,
      alertAddressEmail(seller.locale, accountLabel(seller), {
        ...gate.links,
        open: `${deps.origin}${MAIL_PATHS.confirm}?${new URLSearchParams({ t: token.token }).toString()}`,
      }),
    );
    if (sent === 'queued') {
      tx.set(confirmationsRef, rateLimitIncrement(confirmations), { merge: true });
    }
    return 'ok' as const;
  });
  return outcome === 'ok' ? alertAddressStatus(db, signIn, deps) : { kind: outcome };
}

/** Drops a pending request: its link no longer confirms anything. */
export async function cancelAlertAddress(
  db: Firestore,
  signIn: SignIn,
  deps: AlertAddressDeps,
): Promise<AlertAddressResult> {
  const ref = sellerRef(db, signIn.uid);
  const found = await db.runTransaction(async (tx) => {
    if (!validData(await tx.get(ref))) return false;
    tx.update(ref, { [ALERT_EMAIL_PENDING_FIELD]: FieldValue.delete() });
    return true;
  });
  return found ? alertAddressStatus(db, signIn, deps) : { kind: 'no_profile' };
}

/**
 * Turns emails back on from a confirmed session of the address (docs/decisions.md, "Stops belong
 * to the recipient"): the ID token's verified address is the one whose owner stopped them. Lifts
 * that address's stops of this seller's alerts and digest and of every email.
 */
export async function resumeAlertAddress(
  db: Firestore,
  signIn: SignIn,
  deps: AlertAddressDeps,
): Promise<AlertAddressResult> {
  const email = signIn.verifiedEmail;
  if (!email) return { kind: 'not_allowed' };
  const recipientKey = deps.keys.recipient(email);
  await db.runTransaction(async (tx) => {
    const stops = await readStopsIn(tx, db, recipientKey);
    writeStops(tx, db, recipientKey, liftedForSeller(stops, signIn.uid));
  });
  return alertAddressStatus(db, signIn, deps);
}

export type ConfirmResult = 'confirmed' | 'invalid';

/**
 * The confirmation link, opened (by POST: a mail scanner's GET confirms nothing): the address
 * becomes the seller's alert address, the token is spent, and what the address's owner had stopped
 * for this seller is lifted (opening the link proves the address again). A token that is unknown,
 * expired, spent, or for a request the seller replaced or cancelled confirms nothing.
 */
export async function confirmAlertAddress(
  db: Firestore,
  keys: MailKeys,
  token: string,
  now: Date,
): Promise<ConfirmResult> {
  if (!isLinkTokenShape(token)) return 'invalid';
  const tokenRef = db
    .doc(paths.alertAddressToken(hashLinkToken(token)))
    .withConverter(converters.alertAddressToken);
  return db.runTransaction(async (tx): Promise<ConfirmResult> => {
    const stored = validData(await tx.get(tokenRef));
    if (!stored || (stored.expiresAt?.toMillis() ?? 0) <= now.getTime()) return 'invalid';
    const ref = sellerRef(db, stored.uid);
    const recipientKey = keys.recipient(stored.email);
    const [seller, stops] = await Promise.all([
      tx.get(ref).then(validData),
      readStopsIn(tx, db, recipientKey),
    ]);
    const pending = seller?.alertEmailPending;
    if (!seller || !pending || !sameAddress(keys, pending.email, stored.email)) return 'invalid';
    tx.update(ref, {
      [ALERT_EMAIL_FIELD]: stored.email,
      [ALERT_EMAIL_CONFIRMED_AT_FIELD]: Timestamp.fromDate(now),
      [ALERT_EMAIL_PENDING_FIELD]: FieldValue.delete(),
    });
    tx.delete(tokenRef);
    writeStops(tx, db, recipientKey, liftedForSeller(stops, stored.uid));
    return 'confirmed';
  });
}

/** An answer of the mailAddress function: the status and its JSON body. */
export interface AlertAddressAnswer {
  status: number;
  body: { error: AlertAddressErrorCode } | AlertAddressStatus;
  /** The call's action once the body passed AlertAddressCall; null for a body that did not. */
  action: AlertAddressCall['action'] | null;
}

const FAILURE_STATUS = { no_profile: 404, request_limit: 429, not_allowed: 403 } as const;

/**
 * A request's body as AlertAddressCall says it, or the refusal: 'invalid_email' for a `request`
 * call whose address is none (the only call with an email), else 'invalid_request'. Nothing of the
 * body is read before it passed the schema.
 */
export function checkAlertAddressCall(
  body: unknown,
): { call: AlertAddressCall } | { error: 'invalid_email' | 'invalid_request' } {
  const parsed = v.safeParse(AlertAddressCall, body);
  if (parsed.success) return { call: parsed.output };
  const badEmail = parsed.issues.some((issue) => v.getDotPath(issue) === 'email');
  return { error: badEmail ? 'invalid_email' : 'invalid_request' };
}

/**
 * POST /mail/address from a signed-in person: one call (AlertAddressCall) about the account it
 * names (their own account's id when it names none: the app before accounts), checked, then
 * done. Only a member whose role may change the account's settings gets an answer.
 */
export async function answerAlertAddressCall(
  db: Firestore,
  person: SignIn,
  body: unknown,
  deps: AlertAddressDeps,
): Promise<AlertAddressAnswer> {
  const checked = checkAlertAddressCall(body);
  if ('error' in checked) return { status: 400, body: checked, action: null };
  const { call } = checked;
  const accountId = call.accountId ?? person.uid;
  if (!can(await roleOf(db, accountId, person.uid), 'account.settings')) {
    return { status: 403, body: { error: 'not_allowed' }, action: call.action };
  }
  const signIn: SignIn = { uid: accountId, verifiedEmail: person.verifiedEmail };
  const result =
    call.action === 'request'
      ? await requestAlertAddress(db, signIn, call.email, deps)
      : call.action === 'useSignIn'
        ? await useSignInAddress(db, signIn, deps)
        : call.action === 'resume'
          ? await resumeAlertAddress(db, signIn, deps)
          : call.action === 'cancel'
            ? await cancelAlertAddress(db, signIn, deps)
            : await alertAddressStatus(db, signIn, deps);
  const { action } = call;
  if (result.kind === 'ok') return { status: 200, body: result.status, action };
  return { status: FAILURE_STATUS[result.kind], body: { error: result.kind }, action };
}

/** The confirmation link's query: `t`, its token (its shape checked by isLinkTokenShape). */
const ConfirmLinkQuery = v.object({ t: v.string() });

/** /mail/confirm?t=<token>: GET asks (one button), POST confirms (confirmAlertAddress). */
export async function answerConfirmLink(
  db: Firestore,
  keys: MailKeys,
  request: { method: string; query: unknown; now: Date },
): Promise<{ status: number; page: ConfirmPageState }> {
  const token = v.is(ConfirmLinkQuery, request.query) ? request.query.t : undefined;
  if (!isLinkTokenShape(token)) return { status: 400, page: { kind: 'invalid' } };
  if (request.method === 'GET') {
    const action = `?${new URLSearchParams({ t: token }).toString()}`;
    return { status: 200, page: { kind: 'confirm', action } };
  }
  if (request.method !== 'POST') return { status: 405, page: { kind: 'invalid' } };
  const result = await confirmAlertAddress(db, keys, token, request.now);
  return result === 'confirmed'
    ? { status: 200, page: { kind: 'done' } }
    : { status: 404, page: { kind: 'invalid' } };
}

/** For the lifetime sweep: links confirming another alert address, past their expiresAt. */
export const expiredAlertAddressTokens = expiredDocuments(
  'alertAddressTokens',
  COLLECTIONS.alertAddressTokens,
);
