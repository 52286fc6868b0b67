/**
 * Firestore for the signed-in screens (the data shell, app/data-shell.tsx), loaded after sign-in;
 * Firebase App and Auth are lib/firebase-auth.ts, Storage lib/firebase-storage.ts. Never import this from the landing
 * page, the customer review page or the login page: the build's bundle guard
 * (vite-plugins/build-info.ts) fails when they would load it.
 *
 * Features use the hooks below (reactfire's for the instances) so tests can provide other ones.
 */
import { onAuthStateChanged, type User } from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { useSession } from './auth/session';
import { deviceCacheOwnerNote } from './device-cache-note';
import { auth, firebaseApp } from './firebase-auth';
import { emulators, isDemo } from './firebase-config';

/**
 * Firestore with its cache on this device (IndexedDB, shared by the seller's tabs), so a returning
 * seller's screen can paint what it showed last time before the server answers (docs/decisions.md,
 * "This device's cache"). Where the browser refuses IndexedDB (a privacy mode) the SDK falls back
 * to a cache in memory.
 */
function startFirestore(): Firestore {
  let db: Firestore;
  try {
    db = initializeFirestore(firebaseApp, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
  } catch {
    // This module ran again (a test's fresh import, the dev server's hot reload): the instance
    // made the first time, already connected.
    return getFirestore(firebaseApp);
  }
  // Each instance is connected exactly once (connecting twice throws).
  if (isDemo) {
    const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
    connectFirestoreEmulator(db, firestoreHost, Number(firestorePort));
  }
  return db;
}

let instance = startFirestore();
/** The instance was ended (its cache deleted) and waits for the signed-in user to change. */
let ended = false;
/** The signed-in user has changed since the instance ended: the next use starts a new one. */
let restartAllowed = false;

onAuthStateChanged(auth, () => {
  if (ended) restartAllowed = true;
});

/**
 * The signed-in screens' Firestore. After forgetDeviceCache ended it, a new instance starts only
 * once the signed-in user has changed: a screen still showing the previous seller's data meanwhile
 * gets the ended instance (its reads fail) and can never write that data into a new cache.
 */
export function currentFirestore(): Firestore {
  if (ended && restartAllowed) {
    instance = startFirestore();
    ended = false;
    restartAllowed = false;
  }
  return instance;
}

/** How long a sign-out waits for writes the server has not confirmed before deleting the cache. */
const PENDING_WRITES_WAIT_MS = 5_000;

/**
 * Deletes this device's copy of the seller's data (a sign-out, another account): the instance is
 * ended (after the writes still under way, for at most PENDING_WRITES_WAIT_MS) and its IndexedDB
 * deleted; a new instance starts after the signed-in user has changed, or at once with
 * `userChanged` (the change already happened). Never throws: an IndexedDB another tab still holds
 * stays, and without the owner's note no screen paints from it.
 */
export async function forgetDeviceCache({ userChanged = false } = {}): Promise<void> {
  deviceCacheOwnerNote.forget();
  const ending = currentFirestore();
  ended = true;
  restartAllowed = userChanged;
  try {
    await Promise.race([
      waitForPendingWrites(ending),
      new Promise((resolve) => setTimeout(resolve, PENDING_WRITES_WAIT_MS)),
    ]);
    await terminate(ending);
    await clearIndexedDbPersistence(ending);
  } catch (error) {
    console.warn('This device’s Firestore cache could not be deleted', error);
  }
}

/**
 * After a sign-in: the device cache becomes this seller's. One that belongs to someone else (or to
 * no one known) is deleted first; the note is written only once it is this seller's alone.
 */
export async function claimDeviceCache(uid: string): Promise<void> {
  if (deviceCacheOwnerNote.read() === uid) return;
  await forgetDeviceCache({ userChanged: true });
  deviceCacheOwnerNote.write(uid);
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
