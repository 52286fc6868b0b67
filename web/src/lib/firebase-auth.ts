/**
 * Firebase App and Auth: all the login page loads (docs/page-speed.md). Firestore and Storage (lib/firebase.ts)
 * load with the signed-in screens. Never import this from the landing page or the customer review
 * page: the build's bundle guard fails when they would load it.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { paths, splitLocalePrefix } from '@/config/paths';
import { emulators, firebaseConfig, isDemo } from './firebase-config';

export const firebaseApp = initializeApp(firebaseConfig);
/**
 * Whether this document was opened on the login page (login.html), not on a signed-in screen (nor
 * in the build's pre-render, which has no window).
 */
const openedOnLogin =
  typeof window !== 'undefined' &&
  splitLocalePrefix(window.location.pathname).path.replace(/\/$/, '') === paths.login.getHref();

/**
 * getAuth's dependencies (Firebase's "customizing auth dependencies"), with Google's popup and
 * redirect resolver only where the document opened on the login page. With the resolver, Auth on a
 * phone or in Safari loads Google's gapi script and the auth domain's iframe before it restores
 * the session: the login page wants that (the popup then opens straight from the tap, and a
 * redirect sign-in that comes back there completes while Auth starts), but every signed-in screen
 * waited for them. Sign-in passes the resolver itself (lib/auth/sign-in.ts), so a login page
 * reached inside the app signs in too (the iframe then loads on the tap).
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  ...(openedOnLogin ? { popupRedirectResolver: browserPopupRedirectResolver } : {}),
});

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) connectAuthEmulator(auth, `http://${emulators.auth}`, { disableWarnings: true });
