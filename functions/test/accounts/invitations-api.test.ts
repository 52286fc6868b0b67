import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { foundAccount } from '../../src/domains/accounts/found-account.js';
import { addMember } from '../../src/domains/accounts/members.js';
import { hashLinkToken } from '../../src/platform/link-tokens.js';
import { COLLECTIONS, paths } from '../../src/shared/index.js';
import { googleSignIn } from '../support/auth-emulator.js';
import { adminDb, reviewApiBaseUrl, signedInPost } from '../integration/review-api-env.js';

/**
 * Invitations through the real accountInvitations function, as people signed in on the Auth
 * emulator (docs/decisions.md, "Invitations"): the ID token's verified address decides who may
 * accept, and every effect is read back.
 */
const db = adminDb();
let base = '';
beforeAll(async () => {
  base = (await reviewApiBaseUrl()).replace(/\/reviewApi$/, '');
});

const unique = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.org`;

const post = (idToken: string | null, body: unknown) =>
  signedInPost(`${base}/accountInvitations`, idToken, body);

async function ownedAccount() {
  const ownerEmail = unique('owner');
  const owner = await googleSignIn(ownerEmail);
  await foundAccount(db, {
    uid: owner.uid,
    displayName: 'Kitchen Corner',
    email: ownerEmail,
    joinedAt: new Date(),
  });
  return { accountId: owner.uid, owner };
}

/** The link's token, from the invitation email the function queued (the only copy). */
async function mailedToken(to: string): Promise<string> {
  const mails = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', to).get();
  expect(mails.size).toBe(1);
  const text = mails.docs[0]!.get('message.text') as string;
  const token = /\/invite\?t=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

describe('POST /account/invitations (accountInvitations)', () => {
  it('answers only POST with a valid ID token, and checks the call before anything', async () => {
    expect((await fetch(`${base}/accountInvitations`)).status).toBe(405);
    const { accountId, owner } = await ownedAccount();
    const call = { action: 'invite', accountId, email: unique('x'), role: 'support', locale: 'en' };
    expect(await post(null, call)).toEqual({ status: 401, body: { error: 'unauthenticated' } });
    expect(await post(owner.idToken, { ...call, email: 'not an address' })).toEqual({
      status: 400,
      body: { error: 'invalid_email' },
    });
    expect(await post(owner.idToken, { ...call, role: 'owner' })).toEqual({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(
      (await db.collection(COLLECTIONS.invitations).where('accountId', '==', accountId).get()).size,
    ).toBe(0);
  });

  it('the Owner invites; only a sign-in with the invited verified address accepts, once', async () => {
    const { accountId, owner } = await ownedAccount();
    const supportEmail = unique('support');
    const support = await googleSignIn(supportEmail);
    await addMember(db, {
      accountId,
      uid: support.uid,
      role: 'support',
      displayName: 'Sam',
      email: supportEmail,
    });
    const email = unique('invitee');
    const call = { action: 'invite', accountId, email, role: 'viewer', locale: 'en' };
    expect(await post(support.idToken, call)).toEqual({
      status: 403,
      body: { error: 'not_allowed' },
    });
    expect(await post(owner.idToken, call)).toEqual({ status: 200, body: { ok: true } });
    const token = await mailedToken(email);

    // The same address, but Google never verified it; then a verified, different one.
    const unverified = await googleSignIn(email, { verified: false });
    expect(await post(unverified.idToken, { action: 'accept', token })).toEqual({
      status: 403,
      body: { error: 'wrong_email' },
    });
    const other = await googleSignIn(unique('other'));
    expect(await post(other.idToken, { action: 'accept', token })).toEqual({
      status: 403,
      body: { error: 'wrong_email' },
    });
    expect((await db.doc(paths.accountMember(accountId, other.uid)).get()).exists).toBe(false);
    expect((await db.doc(paths.invitation(hashLinkToken(token))).get()).get('status')).toBe(
      'pending',
    );

    const invitee = await googleSignIn(email.toUpperCase());
    expect(await post(invitee.idToken, { action: 'peek', token })).toMatchObject({
      status: 200,
      body: { accountName: 'Kitchen Corner', role: 'viewer', email },
    });
    expect(await post(invitee.idToken, { action: 'accept', token })).toEqual({
      status: 200,
      body: { accountId },
    });
    expect((await db.doc(paths.accountMember(accountId, invitee.uid)).get()).get('role')).toBe(
      'viewer',
    );
    expect(await post(invitee.idToken, { action: 'accept', token })).toEqual({
      status: 410,
      body: { error: 'used' },
    });
  });

  it('an expired link is refused and changes nothing', async () => {
    const { accountId, owner } = await ownedAccount();
    const email = unique('late');
    await post(owner.idToken, {
      action: 'invite',
      accountId,
      email,
      role: 'support',
      locale: 'en',
    });
    const token = await mailedToken(email);
    await db
      .doc(paths.invitation(hashLinkToken(token)))
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const invitee = await googleSignIn(email);
    expect(await post(invitee.idToken, { action: 'accept', token })).toEqual({
      status: 410,
      body: { error: 'expired' },
    });
    expect((await db.doc(paths.accountMember(accountId, invitee.uid)).get()).exists).toBe(false);
  });
});
