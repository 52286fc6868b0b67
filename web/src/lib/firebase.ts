/**
 * Firestore for the signed-in screens (the data shell, app/data-shell.tsx), loaded after sign-in;
 * Firebase App and Auth are lib/firebase-auth.ts, Storage lib/firebase-storage.ts. Never import this from the landing
 * page, the customer review page or the login page: the build's bundle guard
 * (vite-plugins/build-info.ts) fails when they would load it.
 *
 * Features use reactfire's hooks (re-exported below) so tests can provide other instances.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseApp } from './firebase-auth';
import { emulators, isDemo } from './firebase-config';

export const firestore = getFirestore(firebaseApp);

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
  connectFirestoreEmulator(firestore, firestoreHost, Number(firestorePort));
}

/**
 * reactfire provides the instances and the signed-in user (the data shell's providers; tests
 * provide their own). Server state is never read through reactfire's data hooks: it goes through
 * the query cache (lib/server-state, docs/decisions.md "Server state").
 */
export { useAuth, useFirestore, useStorage, useUser } from 'reactfire';
