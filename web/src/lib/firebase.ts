/**
 * Firestore for the signed-in screens (the data shell, app/data-shell.tsx), loaded after sign-in;
 * Firebase App and Auth are lib/firebase-auth.ts, Storage lib/firebase-storage.ts. Never import this from the landing
 * page, the customer review page or the login page: the build's bundle guard
 * (vite-plugins/build-info.ts) fails when they would load it.
 *
 * Features use the hooks below (reactfire's for the instances) so tests can provide other ones.
 */
import type { User } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { useSession } from './auth/session';
import { firebaseApp } from './firebase-auth';
import { emulators, isDemo } from './firebase-config';

export const firestore = getFirestore(firebaseApp);

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
  connectFirestoreEmulator(firestore, firestoreHost, Number(firestorePort));
}

/**
 * reactfire provides the instances (the data shell's providers; tests provide their own). Server
 * state is never read through reactfire's data hooks: it goes through the query cache
 * (lib/server-state, docs/decisions.md "Server state").
 */
export { useAuth, useFirestore, useStorage } from 'reactfire';

/**
 * The signed-in user, as the sign-in gate has it (lib/auth/session.tsx): the screens below it
 * render with the user at once. reactfire's useUser starts 'loading' and re-renders every screen
 * when its own listener answers, in one piece (useSyncExternalStore).
 */
export function useUser(): { data: User | null } {
  const session = useSession();
  return { data: session.status === 'success' ? session.data.user : null };
}
