import { DEMO_SELLER } from '@shared';
import {
  browserPopupRedirectResolver,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';
import { forgetProfileCheck } from './profile-check-note';
import { errorCode } from '@shared/narrow';

export type SignInOutcome =
  | { status: 'signed-in'; credential: UserCredential }
  /** The browser is leaving for Google's page; the login page picks the result up on return. */
  | { status: 'redirecting' }
  | { status: 'cancelled' }
  | { status: 'failed'; code: string };

/** Auth error codes that mean "the user closed or replaced the popup", not a failure. */
const CANCELLED_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

export function authErrorCode(error: unknown): string {
  const code = errorCode(error);
  return typeof code === 'string' ? code : 'unknown';
}

export interface GoogleSignInDeps {
  popup: (auth: Auth, provider: GoogleAuthProvider) => Promise<UserCredential>;
  redirect: (auth: Auth, provider: GoogleAuthProvider) => Promise<unknown>;
}

/**
 * Auth starts without Google's popup/redirect resolver on the signed-in screens
 * (lib/firebase-auth.ts): every call that needs it names it.
 */
const firebaseDeps: GoogleSignInDeps = {
  popup: (auth, provider) => signInWithPopup(auth, provider, browserPopupRedirectResolver),
  redirect: (auth, provider) => signInWithRedirect(auth, provider, browserPopupRedirectResolver),
};

/** Completes a redirect sign-in that came back to this page (null when there was none). */
export function redirectSignInResult(auth: Auth): Promise<UserCredential | null> {
  return getRedirectResult(auth, browserPopupRedirectResolver);
}

/**
 * Google sign-in in a popup; when the browser blocks the popup, the same sign-in as a full-page
 * redirect. Must be called straight from a click handler (popup blockers require it).
 */
export async function signInWithGoogle(
  auth: Auth,
  deps: GoogleSignInDeps = firebaseDeps,
): Promise<SignInOutcome> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    return { status: 'signed-in', credential: await deps.popup(auth, provider) };
  } catch (error) {
    const code = authErrorCode(error);
    if (CANCELLED_CODES.has(code)) return { status: 'cancelled' };
    if (code !== 'auth/popup-blocked') return { status: 'failed', code };
  }
  try {
    await deps.redirect(auth, provider);
    return { status: 'redirecting' };
  } catch (error) {
    return { status: 'failed', code: authErrorCode(error) };
  }
}

/**
 * Emulator only: the Auth emulator accepts an unsigned Google ID token, which signs in as the
 * seeded demo seller without reaching Google. The login screen offers it only for demo projects.
 */
export async function signInAsDemoSeller(auth: Auth): Promise<SignInOutcome> {
  const idToken = JSON.stringify({
    sub: DEMO_SELLER.googleSub,
    email: DEMO_SELLER.email,
    email_verified: true,
    name: DEMO_SELLER.displayName,
  });
  try {
    const credential = await signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
    return { status: 'signed-in', credential };
  } catch (error) {
    return { status: 'failed', code: authErrorCode(error) };
  }
}

export function signOutSeller(auth: Auth): Promise<void> {
  forgetProfileCheck();
  return signOut(auth);
}
