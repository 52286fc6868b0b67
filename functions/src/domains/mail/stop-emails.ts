import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, validData } from '../../platform/firestore.js';
import { DocId, paths } from '../../shared/index.js';
import { AttentionDoc } from '../../shared/schemas/attention.js';
import type { MailStopDoc } from '../../shared/schemas/mail.js';
import { alertAddressOf } from '../../shared/index.js';
import type { StopPageState } from './mail-pages.js';
import type { MailKeys } from '../../platform/mail/mail-keys.js';
import { NO_STOPS } from '../../platform/mail/queue-mail.js';
import {
  StopLinkQuery,
  verifyStopLink,
  type StopScope,
  type VerifiedStop,
} from '../../platform/mail/stop-links.js';

/**
 * What a stop link does (docs/decisions.md, "Stops belong to the recipient"). A seller's scopes
 * and "everything" are kept in mailStops/{recipientKey}, which no client reads or writes, so no
 * profile write can undo them; a case's stop is kept on its contact (deleted with the case). The
 * same link, from the stop page, also lifts its stop: it arrived in that mailbox, which proves
 * the address as a confirmation link does.
 */
export type StopAction = 'stop' | 'resume';

const isEmpty = (stops: MailStopDoc) =>
  !stops.all && Object.keys(stops.alerts).length === 0 && Object.keys(stops.digest).length === 0;

/** The stops document's next state in `tx` (read first by the caller): written, or deleted. */
export function writeStops(
  tx: Transaction,
  db: Firestore,
  recipientKey: string,
  stops: MailStopDoc,
): void {
  const ref = db.doc(paths.mailStop(recipientKey));
  if (isEmpty(stops)) tx.delete(ref);
  else tx.set(ref, stops);
}

/** `stops` with one scope stopped at `at`, or lifted. */
export function changedStops(
  stops: MailStopDoc,
  scope: Exclude<StopScope, { kind: 'case' }>,
  action: StopAction,
  at: Timestamp,
): MailStopDoc {
  if (scope.kind === 'all') {
    const { all: _dropped, ...rest } = stops;
    return action === 'stop' ? { ...rest, all: at } : rest;
  }
  const kept = { ...stops[scope.kind] };
  if (action === 'stop') kept[scope.uid] = at;
  else delete kept[scope.uid];
  return { ...stops, [scope.kind]: kept };
}

/**
 * What the owner of an address lifts when they prove it for seller `uid` (signed in with it, or
 * opening a confirmation link): that seller's alert and digest stops, and the stop of everything.
 */
export function liftedForSeller(stops: MailStopDoc, uid: string): MailStopDoc {
  const at = Timestamp.now();
  return [
    { kind: 'all' as const },
    { kind: 'alerts' as const, uid },
    { kind: 'digest' as const, uid },
  ].reduce((next, scope) => changedStops(next, scope, 'resume', at), stops);
}

/** The stops kept for `recipientKey`, as `tx` reads them. */
export async function readStopsIn(
  tx: Transaction,
  db: Firestore,
  recipientKey: string,
): Promise<MailStopDoc> {
  const ref = db.doc(paths.mailStop(recipientKey)).withConverter(converters.mailStop);
  return validData(await tx.get(ref)) ?? NO_STOPS;
}

/**
 * Applies a genuine stop link (platform/mail/stop-links.ts, verifyStopLink): stops, or lifts,
 * its scope.
 */
export async function applyStopLink(
  db: Firestore,
  keys: MailKeys,
  stop: VerifiedStop,
  action: StopAction,
  now: Date,
): Promise<void> {
  const at = Timestamp.fromDate(now);
  const { scope } = stop;
  if (scope.kind === 'case') {
    const ref = db.doc(paths.caseContact(scope.caseId)).withConverter(converters.caseContact);
    await db.runTransaction(async (tx) => {
      const contact = validData(await tx.get(ref));
      // An erased case has nothing left to send; another address's link never reaches here
      // (its signature binds the case and the address), checked once more all the same.
      if (!contact || keys.recipient(contact.email) !== stop.recipientKey) return;
      tx.update(ref, { emailsStoppedAt: action === 'stop' ? at : FieldValue.delete() });
    });
    return;
  }
  await db.runTransaction(async (tx) => {
    const stops = await readStopsIn(tx, db, stop.recipientKey);
    writeStops(tx, db, stop.recipientKey, changedStops(stops, scope, action, at));
  });
}

/**
 * The stop links of emails sent before stops belonged to the recipient: `?u=<uid>&k=<kind>&t=<token>`,
 * whose token's sha256 is one of the seller's last 20 (attention/{uid}.stopTokens). They stop that
 * kind for the seller's current alert address, as a new link would.
 */
export const LegacyStopQuery = v.object({
  u: DocId,
  k: v.picklist(['alerts', 'digest']),
  t: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{32}$/)),
});
export type LegacyStopQuery = v.InferOutput<typeof LegacyStopQuery>;

export async function applyLegacyStopLink(
  db: Firestore,
  keys: MailKeys,
  query: LegacyStopQuery,
  now: Date,
): Promise<boolean> {
  const [attentionSnap, sellerSnap] = await Promise.all([
    db.doc(paths.attention(query.u)).get(),
    db.doc(paths.seller(query.u)).withConverter(converters.seller).get(),
  ]);
  const attention = v.safeParse(AttentionDoc, attentionSnap.data() ?? {});
  const hash = createHash('sha256').update(query.t).digest('hex');
  const known =
    attention.success &&
    attention.output.stopTokens.some((entry) => entry.hash === hash && entry.kind === query.k);
  if (!known) return false;
  const seller = validData(sellerSnap);
  const address = seller ? alertAddressOf(seller) : null;
  if (!address) return true;
  await applyStopLink(
    db,
    keys,
    { scope: { kind: query.k, uid: query.u }, recipientKey: keys.recipient(address) },
    'stop',
    now,
  );
  return true;
}

/** A stop link's request as the mailStop function answers it: the status and the page. */
export interface StopLinkAnswer {
  status: number;
  page: StopPageState;
}

const linkQuery = (query: StopLinkQuery, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams({ s: query.s });
  if (query.i !== undefined) params.set('i', query.i);
  params.set('r', query.r);
  params.set('t', query.t);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `?${params.toString()}`;
};

/**
 * /mail/stop: GET asks (one button); POST, from that button or from a mail client's one-click
 * (RFC 8058, whose body is ignored), stops; POST with `a=resume`, from the page's undo button,
 * lifts the stop again. A link of another shape (a reserved id among them) is 400; a forged or
 * unknown one 404; nothing is written for either.
 */
export async function answerStopLink(
  db: Firestore,
  keys: MailKeys,
  request: { method: string; query: unknown; now: Date },
): Promise<StopLinkAnswer> {
  const invalid = (status: number): StopLinkAnswer => ({ status, page: { kind: 'invalid' } });
  const current = v.safeParse(StopLinkQuery, request.query);
  const legacy = current.success ? null : v.safeParse(LegacyStopQuery, request.query);
  if (!current.success && !legacy?.success) return invalid(400);
  if (request.method !== 'GET' && request.method !== 'POST') return invalid(405);

  if (current.success) {
    const stop = verifyStopLink(keys, current.output);
    if (!stop) return invalid(404);
    const scope = stop.scope.kind;
    if (request.method === 'GET') {
      return { status: 200, page: { kind: 'confirm', scope, action: linkQuery(current.output) } };
    }
    const action = current.output.a ?? 'stop';
    await applyStopLink(db, keys, stop, action, request.now);
    if (action === 'resume') return { status: 200, page: { kind: 'resumed' } };
    const resumeAction = linkQuery(current.output, { a: 'resume' });
    return { status: 200, page: { kind: 'done', scope, resumeAction } };
  }

  if (!legacy?.success) return invalid(400);
  const old = legacy.output;
  if (request.method === 'GET') {
    const action = `?${new URLSearchParams({ u: old.u, k: old.k, t: old.t }).toString()}`;
    return { status: 200, page: { kind: 'confirm', scope: old.k, action } };
  }
  if (!(await applyLegacyStopLink(db, keys, old, request.now))) return invalid(404);
  return { status: 200, page: { kind: 'done', scope: old.k, resumeAction: null } };
}
