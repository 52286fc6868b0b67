import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { foundAccount } from '../../src/domains/accounts/found-account.js';
import { addMember } from '../../src/domains/accounts/members.js';
import {
  INVITATIONS_DAY_LIMIT,
  acceptInvitation,
  expiredInvitations,
  invite,
  peekInvitation,
  revokeInvitation,
  type InvitationSignIn,
} from '../../src/domains/invitations/invitations.js';
import { hashLinkToken } from '../../src/platform/link-tokens.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { bucketFor } from '../../src/platform/rate-limit.js';
import {
  COLLECTIONS,
  INVITATION_TTL_MS,
  INVITATIONS_PER_ACCOUNT_PER_DAY,
  MAX_ACCOUNTS_PER_PERSON,
  MAX_MEMBERS_PER_ACCOUNT,
  MAX_PENDING_INVITATIONS_PER_ACCOUNT,
  paths,
  type InvitedRole,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * Invitations on the Firestore emulator (docs/decisions.md, "Invitations"): an Owner invites, the
 * email carries a single-use link, only the invited verified address accepts it, once, within
 * INVITATION_TTL_MS, and joins in the same transaction; every ceiling is counted where it is
 * checked. Each outcome is read back, and each refusal is shown to have changed nothing.
 */
const { db } = useAdminFirestore('demo-qr-reviews-invitations');
const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
const ORIGIN = 'https://app.example';
const ACCOUNT = 'shop-account';
const NOW = new Date(Date.UTC(2026, 10, 2, 9));
const deps = (now = NOW) => ({ keys, now, origin: ORIGIN });
const OWNER: InvitationSignIn = { uid: ACCOUNT, verifiedEmail: 'ana@shop.example', name: 'Ana' };

async function found() {
  await foundAccount(db, {
    uid: ACCOUNT,
    displayName: 'Ana Pop',
    email: 'ana@shop.example',
    joinedAt: NOW,
  });
}

const inviteCall = (email: string, role: InvitedRole = 'support') =>
  ({ action: 'invite', accountId: ACCOUNT, email, role, locale: 'de' }) as const;

/** The queued emails to `to`, newest last. */
async function mailTo(to: string) {
  const all = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', to).get();
  return all.docs.map((doc) => doc.data() as { message: { subject: string; text: string } });
}

/** The tokens of the invitation emails to `to` (the only place they exist). */
async function tokensMailedTo(to: string): Promise<string[]> {
  return (await mailTo(to)).map(({ message }) => {
    const link = /https:\/\/app\.example\/invite\?t=([A-Za-z0-9_-]{43})/.exec(message.text);
    expect(link, message.text).not.toBeNull();
    return link![1]!;
  });
}

/** The token of the one invitation email to `to`. */
async function tokenMailedTo(to: string): Promise<string> {
  const tokens = await tokensMailedTo(to);
  expect(tokens).toHaveLength(1);
  return tokens[0]!;
}

const invitationOf = async (token: string) =>
  (await db.doc(paths.invitation(hashLinkToken(token))).get()).data();
const memberOf = async (uid: string) =>
  (await db.doc(paths.accountMember(ACCOUNT, uid)).get()).data();
const pendingCount = async () =>
  Object.keys(((await db.doc(paths.invitationCount(ACCOUNT)).get()).get('pending') ?? {}) as object)
    .length;
const invitee = (email: string | null, uid = 'sam-uid'): InvitationSignIn => ({
  uid,
  verifiedEmail: email,
  name: 'Sam Support',
});

describe('an Owner invites', () => {
  it('queues the email in the sender’s language with a link whose token is stored only hashed', async () => {
    await found();
    const result = await invite(db, OWNER, inviteCall('Sam@Example.org'), deps());
    expect(result.ok).toBe(true);
    const mails = await mailTo('sam@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.subject).toBe('Ana Pop hat Sie zu Ana Pop bei QR Reviews eingeladen');
    expect(mails[0]!.message.text).toContain('mit der Rolle „Support“');
    const token = await tokenMailedTo('sam@example.org');
    const stored = await invitationOf(token);
    expect(stored).toMatchObject({
      accountId: ACCOUNT,
      email: 'sam@example.org',
      role: 'support',
      status: 'pending',
      invitedBy: ACCOUNT,
      invitedByName: 'Ana Pop',
    });
    expect((stored!.expiresAt as Timestamp).toMillis()).toBe(NOW.getTime() + INVITATION_TTL_MS);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await pendingCount()).toBe(1);
    await expect(peekInvitation(db, token, NOW)).resolves.toEqual({
      ok: true,
      value: {
        accountName: 'Ana Pop',
        role: 'support',
        email: 'sam@example.org',
        invitedByName: 'Ana Pop',
        expiresAt: new Date(NOW.getTime() + INVITATION_TTL_MS).toISOString(),
      },
    });
  });

  it('is refused to every role but the Owner’s, and to an address that is a member already', async () => {
    await found();
    await addMember(db, {
      accountId: ACCOUNT,
      uid: 'mara',
      role: 'manager',
      displayName: 'Mara',
      email: 'Mara@Example.org',
    });
    const mara: InvitationSignIn = { uid: 'mara', verifiedEmail: 'mara@example.org', name: '' };
    await expect(invite(db, mara, inviteCall('x@example.org'), deps())).resolves.toEqual({
      ok: false,
      error: 'not_allowed',
    });
    const stranger: InvitationSignIn = { uid: 'stranger', verifiedEmail: null, name: '' };
    await expect(invite(db, stranger, inviteCall('x@example.org'), deps())).resolves.toEqual({
      ok: false,
      error: 'not_allowed',
    });
    await expect(invite(db, OWNER, inviteCall('mara@example.org'), deps())).resolves.toEqual({
      ok: false,
      error: 'already_member',
    });
    expect((await db.collection(COLLECTIONS.invitations).get()).size).toBe(0);
    expect((await db.collection(COLLECTIONS.mail).get()).size).toBe(0);
  });

  it('replaces a pending invitation of the same address: the old link stops working', async () => {
    await found();
    await invite(db, OWNER, inviteCall('sam@example.org', 'viewer'), deps());
    const first = await tokenMailedTo('sam@example.org');
    await invite(db, OWNER, inviteCall('SAM@example.org', 'support'), deps());
    const tokens = await tokensMailedTo('sam@example.org');
    expect(tokens).toHaveLength(2);
    const second = tokens.find((token) => token !== first)!;
    expect(await pendingCount()).toBe(1);
    expect(await invitationOf(first)).toMatchObject({ status: 'revoked' });
    expect((await invitationOf(first))!.email).toBeUndefined();
    await expect(acceptInvitation(db, invitee('sam@example.org'), first, NOW)).resolves.toEqual({
      ok: false,
      error: 'revoked',
    });
    await expect(acceptInvitation(db, invitee('sam@example.org'), second, NOW)).resolves.toEqual({
      ok: true,
      value: { accountId: ACCOUNT },
    });
    expect(await memberOf('sam-uid')).toMatchObject({ role: 'support' });
  });
});

describe('the invitee accepts', () => {
  async function invited(email = 'sam@example.org') {
    await found();
    await invite(db, OWNER, inviteCall(email), deps());
    return tokenMailedTo(email);
  }

  it('with the invited verified address (case aside): joins once, the address is deleted', async () => {
    const token = await invited();
    await expect(acceptInvitation(db, invitee('SAM@Example.ORG'), token, NOW)).resolves.toEqual({
      ok: true,
      value: { accountId: ACCOUNT },
    });
    expect(await memberOf('sam-uid')).toMatchObject({
      role: 'support',
      displayName: 'Sam Support',
      email: 'SAM@Example.ORG',
      addedBy: ACCOUNT,
    });
    const used = await invitationOf(token);
    expect(used).toMatchObject({ status: 'accepted', closedBy: 'sam-uid' });
    expect(used!.email).toBeUndefined();
    expect(await pendingCount()).toBe(0);
    expect((await db.doc(paths.account(ACCOUNT)).get()).get('memberCount')).toBe(2);
    // A replayed link, by the same person or anyone else, changes nothing.
    await expect(acceptInvitation(db, invitee('sam@example.org'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'used',
    });
    await expect(peekInvitation(db, token, NOW)).resolves.toEqual({ ok: false, error: 'used' });
    expect((await db.doc(paths.account(ACCOUNT)).get()).get('memberCount')).toBe(2);
  });

  it('10 accepts of one link at once: one joins, the others are told it was used', async () => {
    const token = await invited();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        acceptInvitation(db, invitee('sam@example.org'), token, NOW),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, error: 'used' })),
    );
    expect((await db.doc(paths.account(ACCOUNT)).get()).get('memberCount')).toBe(2);
  });

  it('refuses another verified address, an unverified one, an expired, a revoked or an unknown link', async () => {
    const token = await invited();
    const unchanged = async () => {
      expect(await memberOf('sam-uid')).toBeUndefined();
      expect(await invitationOf(token)).toMatchObject({
        status: 'pending',
        email: 'sam@example.org',
      });
      expect(await pendingCount()).toBe(1);
    };
    await expect(acceptInvitation(db, invitee('sam@example.com'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'wrong_email',
    });
    await expect(acceptInvitation(db, invitee(null), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'wrong_email',
    });
    await unchanged();
    const late = new Date(NOW.getTime() + INVITATION_TTL_MS);
    await expect(acceptInvitation(db, invitee('sam@example.org'), token, late)).resolves.toEqual({
      ok: false,
      error: 'expired',
    });
    await expect(peekInvitation(db, token, late)).resolves.toEqual({
      ok: false,
      error: 'expired',
    });
    await unchanged();
    const unknown = 'A'.repeat(43);
    await expect(acceptInvitation(db, invitee('sam@example.org'), unknown, NOW)).resolves.toEqual({
      ok: false,
      error: 'no_invitation',
    });

    const id = hashLinkToken(token);
    const support: InvitationSignIn = { uid: 'sup', verifiedEmail: null, name: '' };
    await addMember(db, {
      accountId: ACCOUNT,
      uid: 'sup',
      role: 'support',
      displayName: '',
      email: '',
    });
    const revoke = { action: 'revoke', accountId: ACCOUNT, invitationId: id } as const;
    await expect(revokeInvitation(db, support, revoke, NOW)).resolves.toEqual({
      ok: false,
      error: 'not_allowed',
    });
    await unchanged();
    await expect(revokeInvitation(db, OWNER, revoke, NOW)).resolves.toEqual({
      ok: true,
      value: null,
    });
    expect(await invitationOf(token)).toMatchObject({ status: 'revoked', closedBy: ACCOUNT });
    expect((await invitationOf(token))!.email).toBeUndefined();
    expect(await pendingCount()).toBe(0);
    await expect(acceptInvitation(db, invitee('sam@example.org'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'revoked',
    });
    expect(await memberOf('sam-uid')).toBeUndefined();
  });

  it('is refused at the account’s member ceiling and the person’s account ceiling, and stays pending', async () => {
    const token = await invited();
    const batch = db.batch();
    for (let i = 0; i < MAX_MEMBERS_PER_ACCOUNT - 1; i++) {
      batch.set(db.doc(paths.accountMember(ACCOUNT, `filler-${i}`)), {
        role: 'viewer',
        displayName: '',
        email: '',
        joinedAt: Timestamp.now(),
      });
    }
    batch.update(db.doc(paths.account(ACCOUNT)), { memberCount: MAX_MEMBERS_PER_ACCOUNT });
    await batch.commit();
    await expect(acceptInvitation(db, invitee('sam@example.org'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'member_limit',
    });
    expect(await invitationOf(token)).toMatchObject({ status: 'pending' });
    await db.doc(paths.account(ACCOUNT)).update({ memberCount: 2 });

    const accounts = Object.fromEntries(
      Array.from({ length: MAX_ACCOUNTS_PER_PERSON }, (_, i) => [
        `client-${i}`,
        { name: `Client ${i}`, joinedAt: Timestamp.now() },
      ]),
    );
    await db.doc(paths.person('sam-uid')).set({ accounts });
    await expect(acceptInvitation(db, invitee('sam@example.org'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'account_limit',
    });
    expect(await invitationOf(token)).toMatchObject({ status: 'pending' });
    expect(await memberOf('sam-uid')).toBeUndefined();
  });
});

describe('ceilings counted in the transaction that invites', () => {
  it(`takes exactly one of 10 invitations at once at one below ${MAX_PENDING_INVITATIONS_PER_ACCOUNT} pending`, async () => {
    await found();
    for (let i = 0; i < MAX_PENDING_INVITATIONS_PER_ACCOUNT - 1; i++) {
      expect((await invite(db, OWNER, inviteCall(`p${i}@example.org`), deps())).ok).toBe(true);
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invite(db, OWNER, inviteCall(`late${i}@example.org`), deps()),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, error: 'invitation_limit' })),
    );
    expect(await pendingCount()).toBe(MAX_PENDING_INVITATIONS_PER_ACCOUNT);
    const pending = await db
      .collection(COLLECTIONS.invitations)
      .where('accountId', '==', ACCOUNT)
      .where('status', '==', 'pending')
      .get();
    expect(pending.size).toBe(MAX_PENDING_INVITATIONS_PER_ACCOUNT);
    // An expired invitation no longer counts: a week later the account invites again.
    const later = new Date(NOW.getTime() + INVITATION_TTL_MS + 1);
    expect((await invite(db, OWNER, inviteCall('next@example.org'), deps(later))).ok).toBe(true);
    expect(await pendingCount()).toBe(1);
  });

  it(`takes exactly one of 10 invitations at once at one below ${INVITATIONS_PER_ACCOUNT_PER_DAY} a day`, async () => {
    await found();
    const day = bucketFor(INVITATIONS_DAY_LIMIT, ACCOUNT, NOW.getTime());
    await db.doc(paths.rateLimit(day.docId)).set({
      count: INVITATIONS_PER_ACCOUNT_PER_DAY - 1,
      expiresAt: day.expiresAt,
    });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invite(db, OWNER, inviteCall(`day${i}@example.org`), deps()),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, error: 'invitation_day_limit' })),
    );
    expect((await db.collection(COLLECTIONS.invitations).get()).size).toBe(1);
    expect((await db.doc(paths.rateLimit(day.docId)).get()).get('count')).toBe(
      INVITATIONS_PER_ACCOUNT_PER_DAY,
    );
  });
});

describe('the lifetime sweep', () => {
  it('deletes invitations past their expiry, whatever became of them', async () => {
    await found();
    await invite(db, OWNER, inviteCall('a@example.org'), deps());
    const token = await tokenMailedTo('a@example.org');
    await expiredInvitations.purge(db, new Date(NOW.getTime() + INVITATION_TTL_MS - 1));
    expect(await invitationOf(token)).toBeDefined();
    await expiredInvitations.purge(db, new Date(NOW.getTime() + INVITATION_TTL_MS));
    expect(await invitationOf(token)).toBeUndefined();
    await expect(acceptInvitation(db, invitee('a@example.org'), token, NOW)).resolves.toEqual({
      ok: false,
      error: 'no_invitation',
    });
  });
});
