import * as v from 'valibot';
import { DISPLAY_NAME_MAX_LENGTH } from '../constants.js';
import { LOCALES } from '../locales.js';
import { CASE_TOKEN_PATTERN } from '../review-api.js';
import { StoredTime } from '../stored-doc.js';
import { DocId } from './doc-id.js';
import { MailAddress } from './seller.js';

/**
 * Invitations (docs/decisions.md, "Invitations"; docs/data-model.md, "Invitations"): an Owner
 * invites an address with a role; the link in the email carries a token whose sha256 is the
 * invitation's id, and only a Google sign-in whose verified address is the invited one accepts
 * it, once, within INVITATION_TTL_MS. An Owner is made only by handing over.
 */
export const INVITED_ROLES = ['manager', 'support', 'viewer'] as const;
export const InvitedRole = v.picklist(INVITED_ROLES);
export type InvitedRole = v.InferOutput<typeof InvitedRole>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;

/** The sha256 hex of an invitation link's token: an invitation's document id. */
export const InvitationId = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));

/**
 * invitations/{sha256(token)}: one invitation. `email` (lower case) is kept only while it is
 * pending: accepting or revoking deletes it, and the lifetime sweep deletes the whole document
 * once `expiresAt` has passed, whatever became of it.
 */
export const InvitationDoc = v.object({
  accountId: v.string(),
  email: v.optional(MailAddress),
  role: InvitedRole,
  status: v.picklist(INVITATION_STATUSES),
  invitedBy: v.string(),
  invitedByName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  createdAt: StoredTime,
  expiresAt: StoredTime,
  /** Who accepted or revoked it, and when (absent while pending). */
  closedBy: v.optional(v.string()),
  closedAt: v.optional(StoredTime),
});
export type InvitationDoc = v.InferOutput<typeof InvitationDoc>;

/**
 * invitationCounts/{accountId}: the account's pending invitations, keyed by the invited address's
 * recipient key (the keyed hash of platform/mail/mail-keys.ts), each with its id and expiry. Read
 * and written in every transaction that creates, accepts or revokes one, so the
 * MAX_PENDING_INVITATIONS_PER_ACCOUNT ceiling holds under any burst; an expired entry no longer
 * counts and is dropped at the next write. Functions only.
 */
export const InvitationCountDoc = v.object({
  pending: v.record(v.string(), v.object({ id: InvitationId, expiresAt: StoredTime })),
});
export type InvitationCountDoc = v.InferOutput<typeof InvitationCountDoc>;

/** The token of an invitation link (shape only; the server decides the rest). */
export const InvitationToken = v.pipe(v.string(), v.regex(CASE_TOKEN_PATTERN));

/**
 * One call of the accountInvitations function (POST ACCOUNT_PATHS.invitations, with the caller's
 * Firebase ID token): an Owner's `invite` (in their own language, `locale`: the email's) and
 * `revoke`; the invitee's `peek` (what the link's invitation is) and `accept`.
 */
export const InvitationCall = v.variant('action', [
  v.object({
    action: v.literal('invite'),
    accountId: DocId,
    email: MailAddress,
    role: InvitedRole,
    locale: v.picklist(LOCALES),
  }),
  v.object({ action: v.literal('revoke'), accountId: DocId, invitationId: InvitationId }),
  v.object({ action: v.literal('peek'), token: InvitationToken }),
  v.object({ action: v.literal('accept'), token: InvitationToken }),
]);
export type InvitationCall = v.InferOutput<typeof InvitationCall>;

export const INVITATION_ERRORS = [
  /** No valid ID token. */
  'unauthenticated',
  /** A body that is no call. */
  'invalid_request',
  /** An `invite` whose address is none. */
  'invalid_email',
  /** The caller's role may not manage members (invite, revoke). */
  'not_allowed',
  /** The address is already a member's. */
  'already_member',
  /** MAX_PENDING_INVITATIONS_PER_ACCOUNT pending invitations. */
  'invitation_limit',
  /** INVITATIONS_PER_ACCOUNT_PER_DAY sent today (UTC). */
  'invitation_day_limit',
  /** No invitation has this link (never had, or deleted after it expired). */
  'no_invitation',
  'expired',
  'revoked',
  /** Accepted already (a link works once). */
  'used',
  /** The sign-in's verified address is not the invited one (or it has none). */
  'wrong_email',
  /** The account has MAX_MEMBERS_PER_ACCOUNT members. */
  'member_limit',
  /** The invitee belongs to MAX_ACCOUNTS_PER_PERSON accounts. */
  'account_limit',
] as const;
export type InvitationErrorCode = (typeof INVITATION_ERRORS)[number];
export const InvitationErrorBody = v.object({ error: v.picklist(INVITATION_ERRORS) });

/** What `peek` answers: the invitation as its invitee sees it before accepting. */
export const InvitationPeek = v.object({
  accountName: v.string(),
  role: InvitedRole,
  email: v.string(),
  invitedByName: v.string(),
  expiresAt: v.string(),
});
export type InvitationPeek = v.InferOutput<typeof InvitationPeek>;

/** What `accept` answers: the account the person now belongs to. */
export const InvitationAccepted = v.object({ accountId: v.string() });

/** The SPA route an invitation link opens: /invite?t=<token>. */
export const INVITATION_LINK = { path: '/invite', tokenParam: 't' } as const;

/** An address as invitations compare it: the provider's verified one against the invited one. */
export function invitationEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
