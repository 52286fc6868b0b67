import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { TeamError } from './api/members';

export const membersMessages = defineMessages({
  title: { id: 'members.title', defaultMessage: 'Team' },
  intro: {
    id: 'members.intro',
    defaultMessage:
      'Everyone who works in this account, each with their own Google sign-in and one role.',
  },
  role: { id: 'members.role', defaultMessage: 'Role' },
  remove: { id: 'members.remove', defaultMessage: 'Remove' },
  handOver: { id: 'members.handOver', defaultMessage: 'Make owner' },
  saved: { id: 'members.saved', defaultMessage: 'Saved.' },
  ownersOnly: {
    id: 'members.ownersOnly',
    defaultMessage: 'Only the account’s owners see and manage its team.',
  },
  loadFailed: { id: 'members.loadFailed', defaultMessage: 'The team could not be loaded.' },
  inviteTitle: { id: 'members.invite.title', defaultMessage: 'Invite someone' },
  inviteEmail: { id: 'members.invite.email', defaultMessage: 'Email address' },
  inviteSend: { id: 'members.invite.send', defaultMessage: 'Send invitation' },
  pendingTitle: { id: 'members.pending.title', defaultMessage: 'Pending invitations' },
  pendingEmpty: { id: 'members.pending.empty', defaultMessage: 'No pending invitations.' },
  pendingExpired: { id: 'members.pending.expired', defaultMessage: 'Expired' },
  revoke: { id: 'members.pending.revoke', defaultMessage: 'Revoke' },
});

export const inviteMessages = defineMessages({
  title: { id: 'invite.title', defaultMessage: 'Join a team on QR Reviews' },
  accept: { id: 'invite.accept', defaultMessage: 'Accept and join' },
  signOut: { id: 'invite.signOut', defaultMessage: 'Sign in with another Google account' },
});

const errorMessages = defineMessages({
  unauthenticated: {
    id: 'members.error.unauthenticated',
    defaultMessage: 'Your sign-in has expired. Please sign in again.',
  },
  failed: { id: 'members.error.failed', defaultMessage: 'Something went wrong. Please try again.' },
  not_allowed: {
    id: 'members.error.notAllowed',
    defaultMessage: 'Only an owner of this account can do this.',
  },
  not_member: {
    id: 'members.error.notMember',
    defaultMessage: 'This person is no longer a member of the account.',
  },
  last_owner: {
    id: 'members.error.lastOwner',
    defaultMessage: 'An account always keeps at least one owner: make someone else an owner first.',
  },
  member_limit: {
    id: 'members.error.memberLimit',
    defaultMessage: 'This account already has 50 members, the most it can have.',
  },
  account_limit: {
    id: 'members.error.accountLimit',
    defaultMessage: 'You already belong to 20 accounts, the most one person can. Leave one first.',
  },
  invalid_email: {
    id: 'members.error.invalidEmail',
    defaultMessage: 'Enter a valid email address.',
  },
  already_member: {
    id: 'members.error.alreadyMember',
    defaultMessage: 'This address already belongs to a member of the account.',
  },
  invitation_limit: {
    id: 'members.error.invitationLimit',
    defaultMessage:
      'This account already has 20 pending invitations. Revoke one, or wait until one is accepted.',
  },
  invitation_day_limit: {
    id: 'members.error.invitationDayLimit',
    defaultMessage:
      'This account has sent 50 invitations today, the most for one day. Try again tomorrow.',
  },
  no_invitation: {
    id: 'members.error.noInvitation',
    defaultMessage:
      'This invitation link is not valid. Open it exactly as it is in the email, or ask for a new invitation.',
  },
  expired: {
    id: 'members.error.expired',
    defaultMessage: 'This invitation has expired. Ask the account’s owner to invite you again.',
  },
  revoked: {
    id: 'members.error.revoked',
    defaultMessage: 'The account’s owner withdrew this invitation.',
  },
  used: {
    id: 'members.error.used',
    defaultMessage: 'This invitation has already been accepted: each link works once.',
  },
  wrong_email: {
    id: 'members.error.wrongEmail',
    defaultMessage:
      'This invitation is for another email address. Sign in with Google as the address it was sent to.',
  },
});

/** What each refusal of the members and invitations calls says. */
export const teamErrorMessages: Record<TeamError, MessageDescriptor> = {
  ...errorMessages,
  invalid_request: errorMessages.failed,
};

export const membersValueMessages = {
  you: defineMessage<{ name: string }>({
    id: 'members.you',
    defaultMessage: '{name} (you)',
  }),
  removeConfirm: defineMessage<{ name: string }>({
    id: 'members.removeConfirm',
    defaultMessage: 'Remove {name} from this account? They lose access at once.',
  }),
  handOverConfirm: defineMessage<{ name: string }>({
    id: 'members.handOverConfirm',
    defaultMessage: 'Make {name} an owner of this account? You will become a manager.',
  }),
  inviteSent: defineMessage<{ email: string }>({
    id: 'members.invite.sent',
    defaultMessage: 'Invitation sent to {email}. The link works once, for 7 days.',
  }),
  pendingExpires: defineMessage<{ date: string }>({
    id: 'members.pending.expires',
    defaultMessage: 'Expires on {date}',
  }),
};

export const inviteValueMessages = {
  details: defineMessage<{ inviter: string; account: string; role: string }>({
    id: 'invite.details',
    defaultMessage: '{inviter} invited you to the account “{account}” with the role “{role}”.',
  }),
  sentTo: defineMessage<{ email: string; current: string }>({
    id: 'invite.sentTo',
    defaultMessage: 'The invitation was sent to {email}; you are signed in as {current}.',
  }),
  joined: defineMessage<{ account: string }>({
    id: 'invite.joined',
    defaultMessage: 'You joined {account}.',
  }),
};
