import * as v from 'valibot';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from '../constants.js';
import { ROLES } from '../roles.js';
import { StoredCount, StoredTime } from '../stored-doc.js';
import { MemberAlerts } from './member-alerts.js';

/**
 * Seller accounts (docs/data-model.md, "Accounts and members"; docs/decisions.md, "Accounts,
 * members and roles"). An account owns products, templates, imports, reviews, cases, analytics and
 * settings: every such document's `ownerId` is the account's id, and sellers/{accountId} is its
 * profile and settings. People are its members, each with one role.
 */

export const AccountName = v.pipe(v.string(), v.maxLength(ACCOUNT_NAME_MAX_LENGTH));

/** The name an account gets from its founder (functions and the web app): their name, else their address. */
export function accountNameOf(founder: { displayName: string; email: string }): string {
  return (founder.displayName.trim() || founder.email).slice(0, ACCOUNT_NAME_MAX_LENGTH);
}

/**
 * accounts/{accountId}: the account's name (what the switcher shows) and its member counts,
 * memberCount (at most MAX_MEMBERS_PER_ACCOUNT) and ownerCount (never below 1), each changed in
 * the transaction that adds, removes or changes a member.
 */
export const AccountDoc = v.object({
  name: AccountName,
  createdAt: StoredTime,
  memberCount: StoredCount,
  ownerCount: StoredCount,
});
export type AccountDoc = v.InferOutput<typeof AccountDoc>;

export const MemberRole = v.picklist(ROLES);

/**
 * accounts/{accountId}/members/{uid}: one person's membership, the document every rule reads
 * (get() of it decides what the person may do, on every read and write). displayName and email
 * are what the person's sign-in said when they joined (email: only an address their provider
 * verified, else ''); the account's Owners see them on the members screen.
 */
export const MemberDoc = v.object({
  role: MemberRole,
  displayName: v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX_LENGTH)),
  email: v.pipe(v.string(), v.maxLength(EMAIL_MAX_LENGTH)),
  joinedAt: StoredTime,
  /** Who added the member (an Owner accepting an invitation's sender); absent for the founder. */
  addedBy: v.optional(v.string()),
  /** When the role last changed and by whom (absent until it changes). */
  roleChangedAt: v.optional(StoredTime),
  roleChangedBy: v.optional(v.string()),
  /** The member's own alert settings (member-alerts.ts); absent until they save them. */
  alerts: v.optional(MemberAlerts),
});
export type MemberDoc = v.InferOutput<typeof MemberDoc>;

/** One entry of people/{uid}.accounts: what the switcher shows without reading the account. */
export const PersonAccount = v.object({ name: AccountName, joinedAt: StoredTime });
export type PersonAccount = v.InferOutput<typeof PersonAccount>;

/**
 * people/{uid}: the accounts a person belongs to, keyed by account id (at most
 * MAX_ACCOUNTS_PER_PERSON), changed in the same transaction as the membership itself. A copy for
 * the switcher and the ceiling: the rules never read it, the member documents decide.
 */
export const PersonDoc = v.object({
  accounts: v.record(v.string(), PersonAccount),
});
export type PersonDoc = v.InferOutput<typeof PersonDoc>;

/** The account ids of a person, oldest membership first (then by id): the switcher's order. */
export function personAccountIds(person: PersonDoc | null | undefined): string[] {
  if (!person) return [];
  return Object.entries(person.accounts)
    .sort(
      ([a, left], [b, right]) =>
        (left.joinedAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) -
          (right.joinedAt?.toMillis() ?? Number.MAX_SAFE_INTEGER) || a.localeCompare(b),
    )
    .map(([id]) => id);
}

/**
 * The contract of the accountMembers HTTPS function (functions/src/entry/http/account-members.ts),
 * which the members screen calls with the person's Firebase ID token: POST ACCOUNT_PATHS.members.
 * The calls themselves are in account-call.ts (the web app needs only their type).
 */
export const ACCOUNT_PATHS = {
  members: '/account/members',
  /** The accountInvitations function (InvitationCall in invitation.ts). */
  invitations: '/account/invitations',
} as const;

export const ACCOUNT_MEMBER_ERRORS = [
  /** No valid ID token. */
  'unauthenticated',
  /** A body that is no call. */
  'invalid_request',
  /** The caller is no member whose role may do this (members.manage). */
  'not_allowed',
  /** The person named is not a member of the account. */
  'not_member',
  /** The change would leave the account without an Owner. */
  'last_owner',
  /** MAX_MEMBERS_PER_ACCOUNT reached. */
  'member_limit',
  /** The person already belongs to MAX_ACCOUNTS_PER_PERSON accounts. */
  'account_limit',
] as const;
export type AccountMemberErrorCode = (typeof ACCOUNT_MEMBER_ERRORS)[number];
export const AccountMemberErrorBody = v.object({ error: v.picklist(ACCOUNT_MEMBER_ERRORS) });
