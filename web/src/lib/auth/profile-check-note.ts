import { uidNote } from '../uid-note';

/**
 * The browser's note of the last seller whose profile it has made sure of (ensureSellerProfileOnce
 * in seller-profile.ts): one uid, forgotten at sign-out.
 */
export const PROFILE_ENSURED_KEY = 'qr.sellerProfileEnsured';
export const profileCheckNote = uidNote(PROFILE_ENSURED_KEY);

/** Forgets the note (sign-out): the next seller on this browser is checked again. */
export const forgetProfileCheck = profileCheckNote.forget;
