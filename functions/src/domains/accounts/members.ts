/**
 * Every change to an account's members (docs/decisions.md, "Accounts, members and roles"): add a
 * member (the seam an accepted invitation will call), change a role, remove a member, hand over
 * ownership. Each runs in one transaction that reads the caller's own member document, the
 * account's counts and the person's accounts, and writes the member, the counts and the person's
 * list together: the ceilings (MAX_MEMBERS_PER_ACCOUNT, MAX_ACCOUNTS_PER_PERSON) are counted in
 * the very transaction that adds, and no change leaves an account without an Owner, however
 * many arrive at once. The rules let no client do any of this (firestore.rules).
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { converters, getAllConverted, validData } from '../../platform/firestore.js';
import {
  MAX_ACCOUNTS_PER_PERSON,
  MAX_MEMBERS_PER_ACCOUNT,
  can,
  paths,
  type AccountMemberCall,
  type AccountMemberErrorCode,
  type MemberDoc,
  type Role,
} from '../../shared/index.js';

export type MemberChangeError = Exclude<
  AccountMemberErrorCode,
  'unauthenticated' | 'invalid_request'
>;
export type MemberChange = { ok: true } | { ok: false; error: MemberChangeError };

const refused = (error: MemberChangeError): MemberChange => ({ ok: false, error });
const done: MemberChange = { ok: true };

const refs = (db: Firestore, accountId: string, uid: string) => ({
  account: db.doc(paths.account(accountId)).withConverter(converters.account),
  member: db.doc(paths.accountMember(accountId, uid)).withConverter(converters.member),
  person: db.doc(paths.person(uid)).withConverter(converters.person),
});

/** Who joins: what their sign-in proves (email: an address their provider verified, or ''). */
export interface NewMember {
  accountId: string;
  uid: string;
  role: Role;
  displayName: string;
  email: string;
  /** The member who let them in (an invitation's sender); absent for an account's founder. */
  addedBy?: string;
}

export type AddMember = MemberChange | { ok: false; error: 'no_account' };

/**
 * Adds a person to an account with one role: the member document, the account's counts and the
 * person's list, in one transaction that counts both ceilings. Adding someone who is already a
 * member changes nothing (an invitation accepted twice).
 */
export async function addMember(
  db: Firestore,
  member: NewMember,
  now: Date = new Date(),
): Promise<AddMember> {
  return db.runTransaction((tx) => addMemberIn(tx, db, member, now));
}

/**
 * addMember inside a caller's transaction (an accepted invitation's): reads first, then writes
 * only when it answers ok, so the caller's own writes follow it and a refusal writes nothing.
 */
export async function addMemberIn(
  tx: Transaction,
  db: Firestore,
  member: NewMember,
  now: Date,
): Promise<AddMember> {
  const { account, member: memberRef, person } = refs(db, member.accountId, member.uid);
  const [accountSnap, memberSnap, personSnap] = await getAllConverted(
    tx,
    account,
    memberRef,
    person,
  );
  const stored = validData(accountSnap);
  if (!stored) return { ok: false, error: 'no_account' } as const;
  if (memberSnap.exists) return done;
  if (stored.memberCount >= MAX_MEMBERS_PER_ACCOUNT) return refused('member_limit');
  const accounts = validData(personSnap)?.accounts ?? {};
  if (Object.keys(accounts).length >= MAX_ACCOUNTS_PER_PERSON) return refused('account_limit');
  const joinedAt = Timestamp.fromDate(now);
  tx.create(memberRef, {
    role: member.role,
    displayName: member.displayName,
    email: member.email,
    joinedAt,
    ...(member.addedBy ? { addedBy: member.addedBy } : {}),
  });
  tx.update(account, {
    memberCount: FieldValue.increment(1),
    ownerCount: FieldValue.increment(member.role === 'owner' ? 1 : 0),
  });
  tx.set(
    person,
    { accounts: { [member.accountId]: { name: stored.name, joinedAt } } },
    { merge: true },
  );
  return done;
}

/** The caller's and the named member's documents and the account, read in the transaction. */
async function readChange(tx: Transaction, db: Firestore, call: AccountMemberCall, by: string) {
  const target = refs(db, call.accountId, call.uid);
  const caller = refs(db, call.accountId, by).member;
  const [accountSnap, callerSnap, targetSnap] = await getAllConverted(
    tx,
    target.account,
    caller,
    target.member,
  );
  return {
    refs: { ...target, caller },
    account: validData(accountSnap),
    caller: validData(callerSnap),
    target: validData(targetSnap),
  };
}

const ownerDelta = (from: Role, to: Role) => (to === 'owner' ? 1 : 0) - (from === 'owner' ? 1 : 0);

/**
 * One call of the members screen, by the signed-in person `by`. Only a member whose role may
 * manage members changes others; anyone may remove themselves (leave). An Owner is never the
 * last to go: the account's ownerCount, read in the same transaction, says so.
 */
export async function changeMembers(
  db: Firestore,
  by: string,
  call: AccountMemberCall,
  now: Date = new Date(),
): Promise<MemberChange> {
  return db.runTransaction(async (tx) => {
    const read = await readChange(tx, db, call, by);
    const leaving = call.action === 'remove' && call.uid === by;
    if (!read.caller || !read.account) return refused('not_allowed');
    if (!leaving && !can(read.caller.role, 'members.manage')) return refused('not_allowed');
    if (!read.target) return refused('not_member');
    const at = Timestamp.fromDate(now);
    const changed = (role: Role): Partial<MemberDoc> => ({
      role,
      roleChangedAt: at,
      roleChangedBy: by,
    });

    if (call.action === 'setRole') {
      const delta = ownerDelta(read.target.role, call.role);
      if (delta === 0 && read.target.role === call.role) return done;
      if (read.account.ownerCount + delta < 1) return refused('last_owner');
      tx.update(read.refs.member, changed(call.role));
      if (delta !== 0) tx.update(read.refs.account, { ownerCount: FieldValue.increment(delta) });
      return done;
    }

    if (call.action === 'remove') {
      const wasOwner = read.target.role === 'owner';
      if (wasOwner && read.account.ownerCount <= 1) return refused('last_owner');
      tx.delete(read.refs.member);
      tx.update(read.refs.account, {
        memberCount: FieldValue.increment(-1),
        ownerCount: FieldValue.increment(wasOwner ? -1 : 0),
      });
      tx.set(
        read.refs.person,
        { accounts: { [call.accountId]: FieldValue.delete() } },
        { merge: true },
      );
      return done;
    }

    // handOver: the named member becomes an Owner and the caller a Manager, in one step.
    if (call.uid === by || read.caller.role !== 'owner') return refused('not_allowed');
    tx.update(read.refs.member, changed('owner'));
    tx.update(read.refs.caller, changed('manager'));
    const delta = ownerDelta(read.target.role, 'owner') - 1;
    if (delta !== 0) tx.update(read.refs.account, { ownerCount: FieldValue.increment(delta) });
    return done;
  });
}

/** The role of `uid` in `accountId`, or null when they are no member (read outside a transaction). */
export async function roleOf(db: Firestore, accountId: string, uid: string): Promise<Role | null> {
  const member = validData(await refs(db, accountId, uid).member.get());
  return member?.role ?? null;
}
