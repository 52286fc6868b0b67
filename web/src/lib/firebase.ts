/**
 * Seller-side Firebase (Auth, Firestore, Storage) for the lazily loaded seller shell.
 * Never import this from the landing page or the customer review page: the build's bundle guard
 * (vite-plugins/build-info.ts) fails when they would load it.
 *
 * Features use reactfire's hooks (re-exported below) so tests can provide other instances.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { useEffect, useState } from 'react';
import { emulators, firebaseConfig, isDemo } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const storage = getStorage(firebaseApp);

// Module scope runs once, so each emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
  const [storageHost = '127.0.0.1', storagePort = '9199'] = emulators.storage.split(':');
  connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, firestoreHost, Number(firestorePort));
  connectStorageEmulator(storage, storageHost, Number(storagePort));
}

let storageCheck: Promise<boolean> | undefined;

/**
 * Whether Storage can be used: always in a real project. On the emulators only when the Storage
 * emulator answers: it cannot start on machines that lack its downloaded rules runtime (README,
 * Troubleshooting), and a build cannot know whether it will run, so the page asks it once.
 * Without it logo upload is off and cards are drawn without stored files.
 */
export function isStorageAvailable(): Promise<boolean> {
  storageCheck ??= isDemo
    ? // Any HTTP answer means it runs; a refused connection rejects. no-cors: no CORS needed.
      fetch(`http://${emulators.storage}/`, { mode: 'no-cors', cache: 'no-store' }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(true);
  return storageCheck;
}

/** isStorageAvailable() for a component: null until the answer is in. */
export function useStorageAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void isStorageAvailable().then((answer) => current && setAvailable(answer));
    return () => {
      current = false;
    };
  }, []);
  return available;
}

export {
  useAuth,
  useFirestore,
  useFirestoreCollection,
  useFirestoreDoc,
  useSigninCheck,
  useStorage,
  useUser,
} from 'reactfire';
