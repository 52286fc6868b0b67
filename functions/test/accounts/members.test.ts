import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { foundAccount } from '../../src/domains/accounts/found-account.js';
import { answerMemberCall } from '../../src/domains/accounts/member-calls.js';
import { addMember, changeMembers, type NewMember } from '../../src/domains/accounts/members.js';
import {
  MAX_ACCOUNTS_PER_PERSON,
  MAX_MEMBERS_PER_ACCOUNT,
  paths,
  type Role,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * Members of a seller account on the Firestore emulator (docs/decisions.md, "Accounts, members
 * and roles"): adding one (the seam an accepted invitation calls) counts both ceilings in its own
 * transaction; an Owner changes roles, removes members and hands over ownership; no change, nor
 * any two at once, leaves an account without an Owner. Every outcome is read back.
 */
const { db } = useAdminFirestore('demo-qr-reviews-accounts');

const ACCOUNT = 'shop-account';
const OWNER = 'shop-owner';

async function found(accountId = ACCOUNT, name = 'Shop Owner') {
  await foundAccount(db, { uid: accountId, displayName: name, email: '', joinedAt: new Date() });
}

const person = (uid: string, role: Role = 'support', accountId = ACCOUNT): NewMember => ({
  accountId,
  uid,
  role,
  displayName: `Person ${uid}`,
  email: `${uid}@example.com`,
  addedBy: accountId,
});

const accountOf = async (accountId = ACCOUNT) =>
  (await db.doc(paths.account(accountId)).get()).data();
const memberOf = async (uid: string, accountId = ACCOUNT) =>
  (await db.doc(paths.accountMember(accountId, uid)).get()).data();
const accountsOf = async (uid: string) =>
  Object.keys(
    ((await db.doc(paths.person(uid)).get()).get('accounts') as Record<string, unknown>) ?? {},
  ).sort();
const ownersIn = async (accountId = ACCOUNT) =>
  (await db.collection(paths.accountMembers(accountId)).where('role', '==', 'owner').get()).size;

/** Members written straight (rules off), counted on the account as the domain counts them. */
async function fill(target: Firestore, accountId: string, count: number) {
  const batch = target.batch();
  for (let i = 0; i < count; i++) {
    batch.set(target.doc(paths.accountMember(accountId, `filler-${i}`)), {
      role: 'viewer',
      displayName: '',
      email: '',
      joinedAt: Timestamp.now(),
    });
  }
  batch.update(target.doc(paths.account(accountId)), { memberCount: count + 1 });
  await batch.commit();
}

describe('founding an account', () => {
  it('makes the founder its one Owner, under their uid, and changes nothing when run again', async () => {
    await found(OWNER, 'Ana Pop');
    expect(await accountOf(OWNER)).toMatchObject({
      name: 'Ana Pop',
      memberCount: 1,
      ownerCount: 1,
    });
    expect(await memberOf(OWNER, OWNER)).toMatchObject({ role: 'owner', displayName: 'Ana Pop' });
    expect(await accountsOf(OWNER)).toEqual([OWNER]);
    await expect(
      foundAccount(db, { uid: OWNER, displayName: 'Else', email: '', joinedAt: new Date() }),
    ).resolves.toBe('exists');
    expect(await accountOf(OWNER)).toMatchObject({ name: 'Ana Pop', memberCount: 1 });
  });
});

describe('addMember (what an accepted invitation calls)', () => {
  it('adds the member, counts them and lists the account for the person; twice is once', async () => {
    await found();
    await expect(addMember(db, person('ioana', 'manager'))).resolves.toEqual({ ok: true });
    await expect(addMember(db, person('ioana', 'manager'))).resolves.toEqual({ ok: true });
    expect(await memberOf('ioana')).toMatchObject({
      role: 'manager',
      email: 'ioana@example.com',
      addedBy: ACCOUNT,
    });
    expect(await accountOf()).toMatchObject({ memberCount: 2, ownerCount: 1 });
    expect(await accountsOf('ioana')).toEqual([ACCOUNT]);
  });

  it('refuses an account that does not exist and writes nothing', async () => {
    await expect(addMember(db, person('ioana', 'viewer', 'no-such-account'))).resolves.toEqual({
      ok: false,
      error: 'no_account',
    });
    expect((await db.doc(paths.person('ioana')).get()).exists).toBe(false);
  });

  it(`takes exactly one of 10 adds at once at one below ${MAX_MEMBERS_PER_ACCOUNT} members`, async () => {
    await found();
    await fill(db, ACCOUNT, MAX_MEMBERS_PER_ACCOUNT - 2);
    expect((await accountOf())?.memberCount).toBe(MAX_MEMBERS_PER_ACCOUNT - 1);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addMember(db, person(`late-${i}`))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, error: 'member_limit' })),
    );
    expect((await accountOf())?.memberCount).toBe(MAX_MEMBERS_PER_ACCOUNT);
    expect((await db.collection(paths.accountMembers(ACCOUNT)).get()).size).toBe(
      MAX_MEMBERS_PER_ACCOUNT,
    );
  });

  it(`takes exactly one of 10 adds at once for a person at one below ${MAX_ACCOUNTS_PER_PERSON} accounts`, async () => {
    const agency = 'agency-person';
    for (let i = 0; i < MAX_ACCOUNTS_PER_PERSON - 1; i++) {
      await found(`client-${i}`);
      await addMember(db, person(agency, 'manager', `client-${i}`));
    }
    const late = Array.from({ length: 10 }, (_, i) => `late-client-${i}`);
    for (const accountId of late) await found(accountId);
    const results = await Promise.all(
      late.map((accountId) => addMember(db, person(agency, 'manager', accountId))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 9 }, () => ({ ok: false, error: 'account_limit' })),
    );
    expect(await accountsOf(agency)).toHaveLength(MAX_ACCOUNTS_PER_PERSON);
    const joined = await Promise.all(late.map((accountId) => memberOf(agency, accountId)));
    expect(joined.filter(Boolean)).toHaveLength(1);
  });
});

describe('an Owner manages the members', () => {
  async function team() {
    await found(ACCOUNT);
    await addMember(db, person('mara', 'manager'));
    await addMember(db, person('sam', 'support'));
  }

  it('changes a role; nobody else may, and nobody may name a non-member', async () => {
    await team();
    const call = { action: 'setRole', accountId: ACCOUNT, uid: 'sam', role: 'viewer' } as const;
    await expect(changeMembers(db, 'mara', call)).resolves.toEqual({
      ok: false,
      error: 'not_allowed',
    });
    await expect(changeMembers(db, 'stranger', call)).resolves.toEqual({
      ok: false,
      error: 'not_allowed',
    });
    expect((await memberOf('sam'))?.role).toBe('support');
    await expect(changeMembers(db, ACCOUNT, call)).resolves.toEqual({ ok: true });
    expect(await memberOf('sam')).toMatchObject({ role: 'viewer', roleChangedBy: ACCOUNT });
    await expect(changeMembers(db, ACCOUNT, { ...call, uid: 'stranger' })).resolves.toEqual({
      ok: false,
      error: 'not_member',
    });
  });

  it('removes a member: their membership and their entry in the switcher go together', async () => {
    await team();
    await expect(
      changeMembers(db, ACCOUNT, { action: 'remove', accountId: ACCOUNT, uid: 'sam' }),
    ).resolves.toEqual({ ok: true });
    expect(await memberOf('sam')).toBeUndefined();
    expect(await accountsOf('sam')).toEqual([]);
    expect(await accountOf()).toMatchObject({ memberCount: 2, ownerCount: 1 });
  });

  it('lets a member leave, but never the last Owner, by any road', async () => {
    await team();
    await expect(
      changeMembers(db, 'sam', { action: 'remove', accountId: ACCOUNT, uid: 'sam' }),
    ).resolves.toEqual({ ok: true });
    await expect(
      changeMembers(db, 'mara', { action: 'remove', accountId: ACCOUNT, uid: ACCOUNT }),
    ).resolves.toEqual({ ok: false, error: 'not_allowed' });
    for (const call of [
      { action: 'remove', accountId: ACCOUNT, uid: ACCOUNT },
      { action: 'setRole', accountId: ACCOUNT, uid: ACCOUNT, role: 'manager' },
    ] as const) {
      await expect(changeMembers(db, ACCOUNT, call)).resolves.toEqual({
        ok: false,
        error: 'last_owner',
      });
    }
    expect(await memberOf(ACCOUNT)).toMatchObject({ role: 'owner' });
    expect(await accountOf()).toMatchObject({ memberCount: 2, ownerCount: 1 });
  });

  it('hands over ownership in one step: the new Owner in, the old one a Manager', async () => {
    await team();
    await expect(
      changeMembers(db, 'mara', { action: 'handOver', accountId: ACCOUNT, uid: 'mara' }),
    ).resolves.toEqual({ ok: false, error: 'not_allowed' });
    await expect(
      changeMembers(db, ACCOUNT, { action: 'handOver', accountId: ACCOUNT, uid: 'sam' }),
    ).resolves.toEqual({ ok: true });
    expect((await memberOf('sam'))?.role).toBe('owner');
    expect((await memberOf(ACCOUNT))?.role).toBe('manager');
    expect((await accountOf())?.ownerCount).toBe(1);
    expect(await ownersIn()).toBe(1);
    // The old Owner may no longer manage members; the new one may.
    await expect(
      changeMembers(db, ACCOUNT, { action: 'remove', accountId: ACCOUNT, uid: 'mara' }),
    ).resolves.toEqual({ ok: false, error: 'not_allowed' });
    await expect(
      changeMembers(db, 'sam', { action: 'remove', accountId: ACCOUNT, uid: ACCOUNT }),
    ).resolves.toEqual({ ok: true });
  });

  it('two Owners demoting each other at once leave exactly one Owner', async () => {
    await team();
    await changeMembers(db, ACCOUNT, {
      action: 'setRole',
      accountId: ACCOUNT,
      uid: 'mara',
      role: 'owner',
    });
    expect((await accountOf())?.ownerCount).toBe(2);
    const results = await Promise.all([
      changeMembers(db, ACCOUNT, {
        action: 'setRole',
        accountId: ACCOUNT,
        uid: 'mara',
        role: 'viewer',
      }),
      changeMembers(db, 'mara', {
        action: 'setRole',
        accountId: ACCOUNT,
        uid: ACCOUNT,
        role: 'viewer',
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await ownersIn()).toBe(1);
    expect((await accountOf())?.ownerCount).toBe(1);
  });

  it('two Owners removing each other at once leave exactly one Owner', async () => {
    await team();
    await changeMembers(db, ACCOUNT, {
      action: 'setRole',
      accountId: ACCOUNT,
      uid: 'mara',
      role: 'owner',
    });
    const results = await Promise.all([
      changeMembers(db, ACCOUNT, { action: 'remove', accountId: ACCOUNT, uid: 'mara' }),
      changeMembers(db, 'mara', { action: 'remove', accountId: ACCOUNT, uid: ACCOUNT }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await ownersIn()).toBe(1);
    expect(await accountOf()).toMatchObject({ ownerCount: 1, memberCount: 2 });
  });

  it('answers a body that is no call with invalid_request and changes nothing', async () => {
    await team();
    for (const body of [
      null,
      { action: 'setRole', accountId: ACCOUNT, uid: 'sam', role: 'admin' },
      { action: 'remove', accountId: '__x__', uid: 'sam' },
      { action: 'promote', accountId: ACCOUNT, uid: 'sam' },
    ]) {
      await expect(answerMemberCall(db, ACCOUNT, body)).resolves.toEqual({
        status: 400,
        body: { error: 'invalid_request' },
      });
    }
    expect((await memberOf('sam'))?.role).toBe('support');
  });
});
