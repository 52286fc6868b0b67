/**
 * Firebase App and Auth: all the login page loads (docs/page-speed.md). Firestore and Storage (lib/firebase.ts)
 * load with the signed-in screens. Never import this from the landing page or the customer review
 * page: the build's bundle guard fails when they would load it.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { emulators, firebaseConfig, isDemo } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
