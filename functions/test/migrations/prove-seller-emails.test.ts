import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { proveSellerEmails } from '../../src/domains/sellers/migrations/prove-seller-emails.js';
import { DEMO_PROJECT_ID, paths, PRODUCT_COUNT_FIELD } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The seller-emails migration against the real Firestore and Auth emulators: profiles (own project
 * id, cleared before each test) of accounts created in the Auth emulator.
 */
const { db } = useAdminFirestore('demo-qr-reviews-migration-emails');
const authApp = initializeApp({ projectId: DEMO_PROJECT_ID }, `prove-emails-${Date.now()}`);
const auth = getAuth(authApp);
afterAll(() => deleteApp(authApp));

const legacyProfile = (email: string) => ({
  displayName: 'Seller',
  email,
  locale: 'en',
  createdAt: Timestamp.now(),
});

describe('proveSellerEmails', () => {
  it('stamps the sign-in’s verified address, and nothing else, once', async () => {
    const id = () => `legacy-${randomBytes(6).toString('hex')}`;
    const [verified, unverified, missing, proven] = [id(), id(), id(), id()];
    await auth.createUser({ uid: verified, email: `${verified}@example.com`, emailVerified: true });
    await auth.createUser({ uid: unverified, email: `${unverified}@example.com` });
    // Profiles as the old rules let a client write them: anybody's address.
    await db.doc(paths.seller(verified)).set(legacyProfile('victim@example.org'));
    await db.doc(paths.seller(unverified)).set(legacyProfile(`${unverified}@example.com`));
    await db.doc(paths.seller(missing)).set(legacyProfile('victim@example.org'));
    const stampedAt = Timestamp.fromMillis(1_700_000_000_000);
    await db.doc(paths.seller(proven)).set({
      ...legacyProfile('team@example.org'),
      emailVerifiedAt: stampedAt,
    });
    // A count functions wrote before the profile: not a profile yet.
    await db.doc(paths.seller(id())).set({ [PRODUCT_COUNT_FIELD]: 2 });

    const now = new Date('2026-11-29T08:00:00Z');
    expect(await proveSellerEmails(db, auth, now)).toEqual({
      sellers: 4,
      alreadyProven: 1,
      proven: 1,
      unproven: 2,
    });
    const read = async (uid: string) => (await db.doc(paths.seller(uid)).get()).data();
    expect(await read(verified)).toMatchObject({ email: `${verified}@example.com` });
    expect((await read(verified))?.emailVerifiedAt).toEqual(Timestamp.fromDate(now));
    for (const uid of [unverified, missing]) {
      expect((await read(uid))?.emailVerifiedAt).toBeUndefined();
    }
    expect((await read(proven))?.emailVerifiedAt).toEqual(stampedAt);

    // Again: nothing more to do.
    expect(await proveSellerEmails(db, auth, now)).toMatchObject({ proven: 0, alreadyProven: 2 });
  });
});
