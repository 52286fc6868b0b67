/**
 * The browser's note of the last seller whose profile it has made sure of (ensureSellerProfileOnce
 * in seller-profile.ts): one uid in localStorage, forgotten at sign-out. Its own module, without
 * Firestore, so the sign-out (on the login page's chunk) can forget it.
 */
export const PROFILE_ENSURED_KEY = 'qr.sellerProfileEnsured';

/** The part of the Storage interface the note needs (tests pass a Map-backed one). */
export type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or undefined where the browser refuses it (a privacy mode). */
export function browserStorage(): NoteStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets the note (sign-out): the next seller on this browser is checked again. */
export function forgetProfileCheck(storage: NoteStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(PROFILE_ENSURED_KEY);
  } catch {
    // Storage refused: there is no note to forget.
  }
}
