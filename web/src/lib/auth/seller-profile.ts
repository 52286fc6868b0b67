import {
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  SellerProfileInput,
  paths,
  type Locale,
} from '@shared';
import type { User } from 'firebase/auth';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import * as v from 'valibot';

/** The profile fields a client chooses, cut to the schema's limits so a long Google name fits. */
export function sellerProfileInput(
  user: Pick<User, 'displayName' | 'email'>,
  locale: Locale,
): SellerProfileInput {
  return v.parse(SellerProfileInput, {
    displayName: (user.displayName ?? '').slice(0, DISPLAY_NAME_MAX_LENGTH),
    email: (user.email ?? '').slice(0, EMAIL_MAX_LENGTH),
    locale,
  });
}

/**
 * Creates sellers/{uid} on first sign-in; an existing profile is never overwritten (a transaction,
 * so two tabs signing in at once create it once). Returns true when it was created now.
 */
export async function ensureSellerProfile(
  db: Firestore,
  user: Pick<User, 'uid' | 'displayName' | 'email'>,
  locale: Locale,
): Promise<boolean> {
  const ref = doc(db, paths.seller(user.uid));
  const input = sellerProfileInput(user, locale);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.exists()) return false;
    transaction.set(ref, { ...input, createdAt: serverTimestamp() });
    return true;
  });
}
