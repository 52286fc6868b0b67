import { paths } from '@shared';
import { deleteDoc, doc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import {
  OTHER_UID,
  OWNER_EMAIL,
  OWNER_UID,
  PERSONA_UIDS,
  useRulesEnv as rulesEnvironment,
} from '../../../../functions/test/support/rules-env';
import type { NoteStorage } from '../uid-note';
import { forgetProfileCheck, PROFILE_ENSURED_KEY } from './profile-check-note';
import { ensureSellerProfile, ensureSellerProfileOnce } from './seller-profile';

/**
 * The profile safety net against the real emulator and rules: checked once per seller and
 * browser, again for another account, and again after a check that failed.
 */
const rules = rulesEnvironment('seller-profile-once');

function memoryStorage(): NoteStorage & { notes: Map<string, string> } {
  const notes = new Map<string, string>();
  return {
    notes,
    getItem: (key) => notes.get(key) ?? null,
    setItem: (key, value) => void notes.set(key, value),
    removeItem: (key) => void notes.delete(key),
  };
}

const owner = { uid: OWNER_UID, displayName: 'Ana', email: OWNER_EMAIL, emailVerified: true };

describe('ensureSellerProfileOnce', () => {
  it('creates the profile, notes the seller, and skips the check on the next page load', async () => {
    const storage = memoryStorage();
    await expect(ensureSellerProfileOnce(rules.owner(), owner, 'ro', storage)).resolves.toBe(true);
    const created = await rules.stored(paths.seller(OWNER_UID));
    expect(created).toMatchObject({ displayName: 'Ana', email: OWNER_EMAIL });
    // The sign-in's verified address, with its proof (the rules check both).
    expect(created?.emailVerifiedAt).toBeInstanceOf(Timestamp);
    expect(storage.notes.get(PROFILE_ENSURED_KEY)).toBe(OWNER_UID);

    // Proof that the second load reads nothing: the profile removed behind its back stays gone.
    await rules.seed((db) => deleteDoc(doc(db, paths.seller(OWNER_UID))));
    await expect(ensureSellerProfileOnce(rules.owner(), owner, 'ro', storage)).resolves.toBe(false);
    expect(await rules.stored(paths.seller(OWNER_UID))).toBeNull();
  });

  it('checks again after a sign-out forgot the note', async () => {
    const storage = memoryStorage();
    await ensureSellerProfileOnce(rules.owner(), owner, 'ro', storage);
    forgetProfileCheck(storage);
    expect(storage.notes.has(PROFILE_ENSURED_KEY)).toBe(false);
    await rules.seed((db) => deleteDoc(doc(db, paths.seller(OWNER_UID))));
    await expect(ensureSellerProfileOnce(rules.owner(), owner, 'ro', storage)).resolves.toBe(true);
    expect(await rules.stored(paths.seller(OWNER_UID))).toMatchObject({ displayName: 'Ana' });
  });

  it('checks again for another account on the same browser', async () => {
    const storage = memoryStorage();
    storage.setItem(PROFILE_ENSURED_KEY, OWNER_UID);
    const other = {
      uid: OTHER_UID,
      displayName: 'Bo',
      email: 'other@example.com',
      emailVerified: true,
    };
    await expect(ensureSellerProfileOnce(rules.otherSeller(), other, 'en', storage)).resolves.toBe(
      true,
    );
    expect(await rules.stored(paths.seller(OTHER_UID))).toMatchObject({ displayName: 'Bo' });
    expect(storage.notes.get(PROFILE_ENSURED_KEY)).toBe(OTHER_UID);
  });

  it('leaves no note when the check fails, so the next load checks again', async () => {
    const storage = memoryStorage();
    // Another seller's credentials cannot read or write this profile: the rules refuse.
    await expect(
      ensureSellerProfileOnce(rules.otherSeller(), owner, 'ro', storage),
    ).rejects.toThrow();
    expect(storage.notes.has(PROFILE_ENSURED_KEY)).toBe(false);
    expect(await rules.stored(paths.seller(OWNER_UID))).toBeNull();
  });

  it('works without storage (a browser that refuses it): every load checks', async () => {
    await expect(ensureSellerProfileOnce(rules.owner(), owner, 'en', undefined)).resolves.toBe(
      true,
    );
    await expect(ensureSellerProfileOnce(rules.owner(), owner, 'en', undefined)).resolves.toBe(
      false,
    );
    expect(await rules.stored(paths.seller(OWNER_UID))).toMatchObject({ locale: 'en' });
  });
});

describe('a person’s first account', () => {
  const signedIn = (uid: string, email: string) =>
    rules.env
      .authenticatedContext(uid, {
        email,
        email_verified: true,
        firebase: { sign_in_provider: 'google.com' },
      })
      .firestore() as unknown as Firestore;

  it('founds the account under their uid, themselves its Owner, then their profile', async () => {
    const person = { uid: 'new-person', displayName: 'Ioana', email: 'ioana@example.com' };
    const db = signedIn(person.uid, person.email);
    await expect(ensureSellerProfile(db, { ...person, emailVerified: true }, 'ro')).resolves.toBe(
      true,
    );
    expect(await rules.stored(paths.account(person.uid))).toMatchObject({
      name: 'Ioana',
      memberCount: 1,
      ownerCount: 1,
    });
    expect(await rules.stored(paths.accountMember(person.uid, person.uid))).toMatchObject({
      role: 'owner',
      displayName: 'Ioana',
      email: 'ioana@example.com',
    });
    const people = await rules.stored(paths.person(person.uid));
    expect(Object.keys(people?.accounts as object)).toEqual([person.uid]);
    expect(await rules.stored(paths.seller(person.uid))).toMatchObject({ displayName: 'Ioana' });
    // Signing in again founds nothing new and keeps the profile.
    await expect(ensureSellerProfile(db, { ...person, emailVerified: true }, 'ro')).resolves.toBe(
      false,
    );
  });

  it('founds nothing for a person someone added to their account: no profile of their own', async () => {
    const uid = PERSONA_UIDS.support;
    const db = signedIn(uid, `${uid}@example.com`);
    await expect(
      ensureSellerProfile(
        db,
        { uid, displayName: 'Support', email: `${uid}@example.com`, emailVerified: true },
        'en',
      ),
    ).resolves.toBe(false);
    expect(await rules.stored(paths.account(uid))).toBeNull();
    expect(await rules.stored(paths.seller(uid))).toBeNull();
  });
});
