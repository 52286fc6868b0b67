import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { COLLECTIONS, DEMO_PROJECT_ID } from '../../../functions/src/shared/index';

const APP_NAME = 'e2e-admin';

/**
 * firebase-admin on the emulators, for seeding and checking what the app wrote (rules bypassed).
 * It finds them through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, which
 * `firebase emulators:exec` sets.
 */
export function adminApp(): App {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test`');
  }
  return getApps().some((candidate) => candidate.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: DEMO_PROJECT_ID }, APP_NAME);
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

/** The uid of the seller with this email, once the app has created their profile at sign-in. */
export async function sellerUid(email: string): Promise<string> {
  let uid: string | undefined;
  await expect
    .poll(
      async () => {
        const profiles = await adminDb()
          .collection(COLLECTIONS.sellers)
          .where('email', '==', email)
          .get();
        uid = profiles.docs[0]?.id;
        return uid;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return uid!;
}
