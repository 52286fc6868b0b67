import type { Locale } from '@shared';
import type { User } from 'firebase/auth';

/**
 * The seller's profile right after a sign-in on the login page. Firestore is downloaded only now:
 * before sign-in the login page loads Firebase Auth alone (docs/page-speed.md). This device's
 * Firestore cache becomes the seller's first (another account's is deleted: lib/firebase.ts).
 */
export async function ensureProfileAfterSignIn(user: User, locale: Locale): Promise<void> {
  const [firebase, { ensureSellerProfileOnce }] = await Promise.all([
    import('@/lib/firebase'),
    import('./seller-profile'),
  ]);
  await firebase.claimDeviceCache(user.uid);
  await ensureSellerProfileOnce(firebase.currentFirestore(), user, locale);
}
