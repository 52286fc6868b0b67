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
import { emulators, firebaseConfig, isDemo } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);
export const firestore = getFirestore(firebaseApp);
export const storage = getStorage(firebaseApp);

/** False when the Storage emulator could not start on this machine (demo project only). */
export const storageAvailable = !isDemo || emulators.storage !== '';

// Module scope runs once, so each emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
  connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
  connectFirestoreEmulator(firestore, firestoreHost, Number(firestorePort));
  if (emulators.storage) {
    const [storageHost = '127.0.0.1', storagePort = '9199'] = emulators.storage.split(':');
    connectStorageEmulator(storage, storageHost, Number(storagePort));
  }
}

export {
  useAuth,
  useFirestore,
  useFirestoreCollectionData,
  useFirestoreDocData,
  useSigninCheck,
  useStorage,
  useUser,
} from 'reactfire';
