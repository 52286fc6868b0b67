import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { foundAccount } from '../../src/domains/accounts/found-account.js';
import { addMember } from '../../src/domains/accounts/members.js';
import { paths, type Role } from '../../src/shared/index.js';
import { googleSignIn } from '../support/auth-emulator.js';
import { adminDb, reviewApiBaseUrl, signedInPost } from '../integration/review-api-env.js';

/**
 * The members screen's calls through the real accountMembers function, and the alert address
 * calls through mailAddress, each as a signed-in person of the Auth emulator (docs/decisions.md,
 * "Accounts, members and roles"): the caller's member document decides, and every effect is read
 * back.
 */
const db = adminDb();
let base = '';
beforeAll(async () => {
  base = (await reviewApiBaseUrl()).replace(/\/reviewApi$/, '');
});

const unique = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.org`;

const post = (fn: string, idToken: string | null, body: unknown) =>
  signedInPost(`${base}/${fn}`, idToken, body);

/** An account whose Owner signed in with Google, and a member of `role` signed in too. */
async function team(role: Role) {
  const ownerEmail = unique('owner');
  const owner = await googleSignIn(ownerEmail);
  await foundAccount(db, {
    uid: owner.uid,
    displayName: 'Shop',
    email: ownerEmail,
    joinedAt: new Date(),
  });
  await db.doc(paths.seller(owner.uid)).set({
    displayName: 'Shop',
    email: ownerEmail,
    emailVerifiedAt: Timestamp.now(),
    locale: 'en',
    createdAt: Timestamp.now(),
  });
  const memberEmail = unique(role);
  const member = await googleSignIn(memberEmail);
  await addMember(db, {
    accountId: owner.uid,
    uid: member.uid,
    role,
    displayName: 'Sam',
    email: memberEmail,
    addedBy: owner.uid,
  });
  return { accountId: owner.uid, owner, member };
}

describe('POST /account/members (accountMembers)', () => {
  it('answers only POST with a valid ID token', async () => {
    expect((await fetch(`${base}/accountMembers`)).status).toBe(405);
    const { accountId, member } = await team('support');
    const call = { action: 'remove', accountId, uid: member.uid };
    expect(await post('accountMembers', null, call)).toEqual({
      status: 401,
      body: { error: 'unauthenticated' },
    });
    expect(await post('accountMembers', 'not-a-token', call)).toEqual({
      status: 401,
      body: { error: 'unauthenticated' },
    });
  });

  it('lets the Owner change a role and remove a member, and nobody else', async () => {
    const { accountId, owner, member } = await team('support');
    const promote = { action: 'setRole', accountId, uid: member.uid, role: 'owner' };
    expect(await post('accountMembers', member.idToken, promote)).toEqual({
      status: 403,
      body: { error: 'not_allowed' },
    });
    const outsider = await googleSignIn(unique('outsider'));
    expect((await post('accountMembers', outsider.idToken, promote)).status).toBe(403);
    expect((await db.doc(paths.accountMember(accountId, member.uid)).get()).get('role')).toBe(
      'support',
    );

    const demote = { action: 'setRole', accountId, uid: member.uid, role: 'viewer' };
    expect(await post('accountMembers', owner.idToken, demote)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await db.doc(paths.accountMember(accountId, member.uid)).get()).get('role')).toBe(
      'viewer',
    );
    const remove = { action: 'remove', accountId, uid: member.uid };
    expect(await post('accountMembers', owner.idToken, remove)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await db.doc(paths.accountMember(accountId, member.uid)).get()).exists).toBe(false);
    expect(await post('accountMembers', owner.idToken, remove)).toEqual({
      status: 404,
      body: { error: 'not_member' },
    });
    expect(
      await post('accountMembers', owner.idToken, { action: 'remove', accountId, uid: owner.uid }),
    ).toEqual({ status: 409, body: { error: 'last_owner' } });
  });
});

describe('POST /mail/address names the account (mailAddress)', () => {
  it('answers the account’s Owner; a Manager of it is refused', async () => {
    const { accountId, owner, member } = await team('manager');
    const status = { action: 'status', accountId };
    expect((await post('mailAddress', owner.idToken, status)).status).toBe(200);
    // Naming no account is the caller's own (the app before accounts).
    expect((await post('mailAddress', owner.idToken, { action: 'status' })).status).toBe(200);
    expect(await post('mailAddress', member.idToken, status)).toEqual({
      status: 403,
      body: { error: 'not_allowed' },
    });
    expect(await post('mailAddress', member.idToken, { action: 'useSignIn', accountId })).toEqual({
      status: 403,
      body: { error: 'not_allowed' },
    });
    expect((await db.doc(paths.seller(accountId)).get()).get('email')).not.toBe(
      (await db.doc(paths.accountMember(accountId, member.uid)).get()).get('email'),
    );
  });
});
