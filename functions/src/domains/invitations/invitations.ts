/**
 * Invitations to a seller account (docs/decisions.md, "Invitations"). An Owner invites an address
 * with a role; the email's link carries a token whose sha256 is the invitation's id; a Google
 * sign-in whose verified address is the invited one accepts it once, within INVITATION_TTL_MS,
 * and becomes a member in the same transaction (addMemberIn). Every ceiling is counted in the
 * transaction that it guards: pending invitations (the account's invitationCounts document),
 * invitations per day (a rate-limit counter), members and accounts per person (addMemberIn).
 * A refused call writes nothing.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import { hashLinkToken, newLinkToken } from '../../platform/link-tokens.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import type { MailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  allows,
  bucketFor,
  rateLimitIncrement,
  type RateLimitRule,
} from '../../platform/rate-limit.js';
import {
  COLLECTIONS,
  INVITATION_LINK,
  INVITATION_TTL_MS,
  INVITATIONS_PER_ACCOUNT_PER_DAY,
  InvitationCall,
  MAX_PENDING_INVITATIONS_PER_ACCOUNT,
  can,
  invitationEmailKey,
  paths,
  type InvitationCountDoc,
  type InvitationDoc,
  type InvitationErrorCode,
  type InvitationPeek,
  type MemberDoc,
} from '../../shared/index.js';
import { addMemberIn } from '../accounts/members.js';
import { invitationEmail } from './invitation-email.js';

/** The signed-in person of a call, as their ID token names them. */
export interface InvitationSignIn {
  uid: string;
  /** Their address only if their provider verified it, else null. */
  verifiedEmail: string | null;
  name: string;
}

export interface InvitationDeps {
  keys: MailKeys;
  now: Date;
  /** The app's origin: the invitation link and the stop links are on it. */
  origin: string;
}

type Refusal = Exclude<
  InvitationErrorCode,
  'unauthenticated' | 'invalid_request' | 'invalid_email'
>;
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Refusal };
const refused = (error: Refusal) => ({ ok: false, error }) as const;

/** Invitations one account sends per UTC day, counted in the transaction that creates one. */
export const INVITATIONS_DAY_LIMIT = {
  id: 'inv',
  limit: INVITATIONS_PER_ACCOUNT_PER_DAY,
  windowMs: 24 * 3_600_000,
} as const satisfies RateLimitRule;

/** What became of an invitation at `now`: only a 'pending' one can be accepted. */
export function invitationState(
  invitation: InvitationDoc,
  now: Date,
): 'pending' | 'expired' | 'revoked' | 'used' {
  if (invitation.status === 'accepted') return 'used';
  if (invitation.status === 'revoked') return 'revoked';
  return (invitation.expiresAt?.toMillis() ?? 0) > now.getTime() ? 'pending' : 'expired';
}

/** The ledger's entries that still count at `now` (expired ones are dropped at the next write). */
export function livePending(
  ledger: InvitationCountDoc | null | undefined,
  now: Date,
): InvitationCountDoc['pending'] {
  return Object.fromEntries(
    Object.entries(ledger?.pending ?? {}).filter(
      ([, entry]) => (entry.expiresAt?.toMillis() ?? 0) > now.getTime(),
    ),
  );
}

/** The ledger without the invitation `id` (accepted or revoked). */
export function withoutInvitation(
  pending: InvitationCountDoc['pending'],
  id: string,
): InvitationCountDoc['pending'] {
  return Object.fromEntries(Object.entries(pending).filter(([, entry]) => entry.id !== id));
}

const refsOf = (db: Firestore, accountId: string) => ({
  account: db.doc(paths.account(accountId)).withConverter(converters.account),
  ledger: db.doc(paths.invitationCount(accountId)).withConverter(converters.invitationCount),
});
const invitationRef = (db: Firestore, id: string) =>
  db.doc(paths.invitation(id)).withConverter(converters.invitation);
const callerRef = (db: Firestore, accountId: string, uid: string) =>
  db.doc(paths.accountMember(accountId, uid)).withConverter(converters.member);

/** Closes an invitation (accepted or revoked): its address is deleted, its id stays till expiry. */
function close(
  tx: Transaction,
  db: Firestore,
  id: string,
  status: 'accepted' | 'revoked',
  by: string,
  now: Date,
) {
  tx.update(db.doc(paths.invitation(id)), {
    status,
    email: FieldValue.delete(),
    closedBy: by,
    closedAt: Timestamp.fromDate(now),
  });
}

/**
 * An Owner's invitation: the address (lower case) gets an email with a new link in the sender's
 * language. Inviting an address whose invitation is pending replaces it (the old link stops
 * working): a resend, which counts against the day but not again against the pending ceiling.
 */
export async function invite(
  db: Firestore,
  by: InvitationSignIn,
  call: Extract<InvitationCall, { action: 'invite' }>,
  deps: InvitationDeps,
): Promise<Outcome<{ id: string }>> {
  const email = invitationEmailKey(call.email);
  const recipientKey = deps.keys.recipient(email);
  const refs = refsOf(db, call.accountId);
  const caller = callerRef(db, call.accountId, by.uid);
  const day = bucketFor(INVITATIONS_DAY_LIMIT, call.accountId, deps.now.getTime());
  const dayRef = db.doc(paths.rateLimit(day.docId)).withConverter(converters.rateLimitBucket);
  const token = newLinkToken();
  const expiresAt = Timestamp.fromMillis(deps.now.getTime() + INVITATION_TTL_MS);
  return db.runTransaction(async (tx) => {
    const [callerSnap, accountSnap, ledgerSnap, daySnap] = await getAllConverted(
      tx,
      caller,
      refs.account,
      refs.ledger,
      dayRef,
    );
    const members = await tx.get(
      db.collection(paths.accountMembers(call.accountId)).withConverter(converters.member),
    );
    const gate = await readMailGate(tx, db, {
      keys: deps.keys,
      to: email,
      scope: { kind: 'alerts', uid: call.accountId },
      now: deps.now,
      origin: deps.origin,
    });
    const sender = validData(callerSnap);
    const account = validData(accountSnap);
    if (!account || !sender || !can(sender.role, 'members.manage')) return refused('not_allowed');
    const isMember = (member: MemberDoc | null) =>
      member !== null && member.email !== '' && invitationEmailKey(member.email) === email;
    if (members.docs.some((doc) => isMember(validData(doc)))) return refused('already_member');
    const pending = livePending(validData(ledgerSnap), deps.now);
    const replaced = pending[recipientKey];
    if (!replaced && Object.keys(pending).length >= MAX_PENDING_INVITATIONS_PER_ACCOUNT) {
      return refused('invitation_limit');
    }
    if (!allows(day, validData(daySnap)?.count ?? 0)) return refused('invitation_day_limit');

    const invitedByName = (sender.displayName || by.name || sender.email).slice(0, 100);
    const invitation: InvitationDoc = {
      accountId: call.accountId,
      email,
      role: call.role,
      status: 'pending',
      invitedBy: by.uid,
      invitedByName,
      createdAt: Timestamp.fromDate(deps.now),
      expiresAt,
    };
    tx.create(invitationRef(db, token.hash), invitation);
    if (replaced) close(tx, db, replaced.id, 'revoked', by.uid, deps.now);
    tx.set(db.doc(paths.invitationCount(call.accountId)), {
      pending: { ...pending, [recipientKey]: { id: token.hash, expiresAt } },
    });
    tx.set(db.doc(paths.rateLimit(day.docId)), rateLimitIncrement(day), { merge: true });
    const link = `${deps.origin}${INVITATION_LINK.path}?${new URLSearchParams({
      [INVITATION_LINK.tokenParam]: token.token,
    }).toString()}`;
    // An address whose owner stopped this account's emails, or that had its emails for the day,
    // gets none; the Owner is told the same as for any other (no oracle on an address's stops).
    queueMail(
      db,
      tx,
      gate,
      `invitation-${token.hash.slice(0, 24)}`,
      invitationEmail(
        call.locale,
        { account: account.name, inviter: invitedByName, role: call.role, email },
        { ...gate.links, open: link },
      ),
    );
    return { ok: true, value: { id: token.hash } } as const;
  });
}

/** An Owner revokes a pending (or expired) invitation: its link no longer works, its address goes. */
export async function revokeInvitation(
  db: Firestore,
  by: InvitationSignIn,
  call: Extract<InvitationCall, { action: 'revoke' }>,
  now: Date,
): Promise<Outcome<null>> {
  const refs = refsOf(db, call.accountId);
  return db.runTransaction(async (tx) => {
    const [callerSnap, invitationSnap, ledgerSnap] = await getAllConverted(
      tx,
      callerRef(db, call.accountId, by.uid),
      invitationRef(db, call.invitationId),
      refs.ledger,
    );
    if (!can(validData(callerSnap)?.role, 'members.manage')) return refused('not_allowed');
    const invitation = validData(invitationSnap);
    if (!invitation || invitation.accountId !== call.accountId) return refused('no_invitation');
    if (invitation.status === 'accepted') return refused('used');
    if (invitation.status === 'revoked') return { ok: true, value: null } as const;
    close(tx, db, call.invitationId, 'revoked', by.uid, now);
    const pending = withoutInvitation(livePending(validData(ledgerSnap), now), call.invitationId);
    tx.set(db.doc(paths.invitationCount(call.accountId)), { pending });
    return { ok: true, value: null } as const;
  });
}

/** What a link's invitation is, for its page before the invitee accepts (no address checked). */
export async function peekInvitation(
  db: Firestore,
  token: string,
  now: Date,
): Promise<Outcome<InvitationPeek>> {
  const invitation = validData(await invitationRef(db, hashLinkToken(token)).get());
  if (!invitation) return refused('no_invitation');
  const state = invitationState(invitation, now);
  if (state !== 'pending') return refused(state);
  const account = validData(await refsOf(db, invitation.accountId).account.get());
  if (!account) return refused('no_invitation');
  return {
    ok: true,
    value: {
      accountName: account.name,
      role: invitation.role,
      email: invitation.email ?? '',
      invitedByName: invitation.invitedByName,
      expiresAt: new Date(invitation.expiresAt?.toMillis() ?? 0).toISOString(),
    },
  };
}

/**
 * The invitee accepts: the invitation must be pending and the sign-in's verified address the
 * invited one (case aside). In one transaction: the invitation is marked used and its address
 * deleted, the account's pending entry dropped, and the person added (addMemberIn, which counts
 * the members and accounts ceilings). Anything refused writes nothing.
 */
export async function acceptInvitation(
  db: Firestore,
  signIn: InvitationSignIn,
  token: string,
  now: Date,
): Promise<Outcome<{ accountId: string }>> {
  const id = hashLinkToken(token);
  return db.runTransaction(async (tx) => {
    const invitation = validData(await tx.get(invitationRef(db, id)));
    if (!invitation) return refused('no_invitation');
    const state = invitationState(invitation, now);
    if (state !== 'pending') return refused(state);
    const verified = signIn.verifiedEmail;
    if (!verified || invitationEmailKey(verified) !== invitation.email) {
      return refused('wrong_email');
    }
    const { accountId } = invitation;
    const ledger = validData(await tx.get(refsOf(db, accountId).ledger));
    const added = await addMemberIn(
      tx,
      db,
      {
        accountId,
        uid: signIn.uid,
        role: invitation.role,
        displayName: (signIn.name || verified).slice(0, 100),
        email: verified,
        addedBy: invitation.invitedBy,
      },
      now,
    );
    if (!added.ok) {
      return refused(
        added.error === 'member_limit' || added.error === 'account_limit'
          ? added.error
          : 'no_invitation',
      );
    }
    close(tx, db, id, 'accepted', signIn.uid, now);
    tx.set(db.doc(paths.invitationCount(accountId)), {
      pending: withoutInvitation(livePending(ledger, now), id),
    });
    return { ok: true, value: { accountId } } as const;
  });
}

/** An answer of the accountInvitations function. */
export interface InvitationAnswer {
  status: number;
  body: object;
  /** The call's action once the body passed InvitationCall; null for a body that did not. */
  action: InvitationCall['action'] | null;
}

const FAILURE_STATUS: Record<Refusal, number> = {
  not_allowed: 403,
  already_member: 409,
  invitation_limit: 409,
  invitation_day_limit: 429,
  no_invitation: 404,
  expired: 410,
  revoked: 410,
  used: 410,
  wrong_email: 403,
  member_limit: 409,
  account_limit: 409,
};

/**
 * POST /account/invitations from a signed-in person: one call (InvitationCall), checked by its
 * schema before anything is read ('invalid_email' for an invite whose address is none), then done.
 */
export async function answerInvitationCall(
  db: Firestore,
  signIn: InvitationSignIn,
  body: unknown,
  deps: InvitationDeps,
): Promise<InvitationAnswer> {
  const parsed = v.safeParse(InvitationCall, body);
  if (!parsed.success) {
    const badEmail = parsed.issues.some((issue) => v.getDotPath(issue) === 'email');
    return {
      status: 400,
      body: { error: badEmail ? 'invalid_email' : 'invalid_request' },
      action: null,
    };
  }
  const call = parsed.output;
  const outcome: Outcome<object | null> =
    call.action === 'invite'
      ? await invite(db, signIn, call, deps)
      : call.action === 'revoke'
        ? await revokeInvitation(db, signIn, call, deps.now)
        : call.action === 'peek'
          ? await peekInvitation(db, call.token, deps.now)
          : await acceptInvitation(db, signIn, call.token, deps.now);
  if (!outcome.ok) {
    return {
      status: FAILURE_STATUS[outcome.error],
      body: { error: outcome.error },
      action: call.action,
    };
  }
  const answer = call.action === 'peek' || call.action === 'accept' ? outcome.value : { ok: true };
  return { status: 200, body: answer ?? { ok: true }, action: call.action };
}

/** For the lifetime sweep: invitations past their expiresAt, whatever became of them. */
export const expiredInvitations = expiredDocuments('invitations', COLLECTIONS.invitations);
