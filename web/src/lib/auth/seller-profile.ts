import {
  accountNameOf,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMAIL_VERIFIED_AT_FIELD,
  SellerProfileInput,
  isValidTimeZone,
  paths,
  PersonDoc,
  type Locale,
} from '@shared';
import type { User } from 'firebase/auth';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import * as v from 'valibot';
import { browserStorage, type NoteStorage } from '../uid-note';
import { profileCheckNote } from './profile-check-note';

/** This browser's time zone when it is one the schema accepts (analytics count days in it). */
export function browserTimeZone(): string | undefined {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : undefined;
}

type ProfileUser = Pick<User, 'displayName' | 'email' | 'emailVerified'>;

/**
 * The profile fields a client chooses, cut to the schema's limits so a long Google name fits.
 * `email` is the sign-in's verified address or '' (docs/decisions.md, "The alert address is
 * proven"): the rules accept no other, since alert emails go to it.
 */
export function sellerProfileInput(
  user: ProfileUser,
  locale: Locale,
  timeZone: string | undefined = browserTimeZone(),
): SellerProfileInput {
  const email = user.emailVerified && user.email ? user.email : '';
  return v.parse(SellerProfileInput, {
    displayName: (user.displayName ?? '').slice(0, DISPLAY_NAME_MAX_LENGTH),
    email: email.length <= EMAIL_MAX_LENGTH ? email : '',
    locale,
    ...(timeZone ? { timeZone } : {}),
  });
}

/** A new profile: the input, its creation time and, for a verified address, its proof. */
function newProfile(input: SellerProfileInput) {
  return {
    ...input,
    ...(input.email ? { [EMAIL_VERIFIED_AT_FIELD]: serverTimestamp() } : {}),
    createdAt: serverTimestamp(),
  };
}

/**
 * A person's first sign-in founds their own account (docs/decisions.md, "A person's first
 * account"): accounts/{uid}, themselves as its Owner and people/{uid}, in one transaction the rules
 * take only while none of the three exists. A person who already has people/{uid} (founded before,
 * or added to someone's account) gets nothing new. Returns whether the person is a member of the
 * account whose id is their uid, the one their profile belongs to.
 */
export async function ensureOwnAccount(
  db: Firestore,
  user: Pick<User, 'uid'> & ProfileUser,
): Promise<boolean> {
  const personRef = doc(db, paths.person(user.uid));
  const input = sellerProfileInput(user, 'en', undefined);
  return runTransaction(db, async (transaction) => {
    const person = await transaction.get(personRef);
    if (person.exists()) {
      const parsed = v.safeParse(PersonDoc, person.data());
      return parsed.success && user.uid in parsed.output.accounts;
    }
    const name = accountNameOf(input);
    transaction.set(doc(db, paths.account(user.uid)), {
      name,
      createdAt: serverTimestamp(),
      memberCount: 1,
      ownerCount: 1,
    });
    transaction.set(doc(db, paths.accountMember(user.uid, user.uid)), {
      role: 'owner',
      displayName: input.displayName,
      email: input.email,
      joinedAt: serverTimestamp(),
    });
    transaction.set(personRef, {
      accounts: { [user.uid]: { name, joinedAt: serverTimestamp() } },
    });
    return true;
  });
}

/**
 * Creates sellers/{uid} on first sign-in, after founding the person's own account (a person who has
 * none, added to someone else's, gets no profile of their own); an existing profile is never overwritten (a transaction,
 * so two tabs signing in at once create it once), except that a profile from before time zones
 * gets this browser's zone once. A document that holds only server fields (functions keep the
 * product count there, and may have created it first) is completed, keeping them. Returns true
 * when the profile was created now.
 */
export async function ensureSellerProfile(
  db: Firestore,
  user: Pick<User, 'uid'> & ProfileUser,
  locale: Locale,
): Promise<boolean> {
  if (!(await ensureOwnAccount(db, user))) return false;
  const ref = doc(db, paths.seller(user.uid));
  const input = sellerProfileInput(user, locale);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists() && snapshot.get('displayName') === undefined) {
      transaction.set(ref, newProfile(input), { merge: true });
      return true;
    }
    if (snapshot.exists()) {
      if (snapshot.get('timeZone') === undefined && input.timeZone) {
        transaction.update(ref, { timeZone: input.timeZone });
      }
      return false;
    }
    transaction.set(ref, newProfile(input));
    return true;
  });
}

/**
 * ensureSellerProfile, once per seller and browser: after a check that succeeded here, later page
 * loads skip it (no transaction's read and commit before the screen's own reads, two round trips on
 * a phone). The note holds one uid, so another account on the same browser is checked again; a
 * failed check leaves no note. Returns true when the profile was created now.
 */
export async function ensureSellerProfileOnce(
  db: Firestore,
  user: Pick<User, 'uid'> & ProfileUser,
  locale: Locale,
  storage: NoteStorage | undefined = browserStorage(),
): Promise<boolean> {
  if (profileCheckNote.read(storage) === user.uid) return false;
  const created = await ensureSellerProfile(db, user, locale);
  profileCheckNote.write(user.uid, storage);
  return created;
}
