import { paths, PRIVATE_ROUTING_COUNT_FIELD, PRIVATE_ROUTING_NOTICE_FIELD } from '@shared';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';

/**
 * How many products the private-routing notice names, from the seller's profile (the list listens
 * to it anyway: sellerQuery); null when there is nothing to say: dismissed, none routing privately,
 * or not counted yet. The count is kept by functions (privateRoutingCount), so the notice needs no
 * read of its own and can be painted from this device's cache.
 */
export function privateRoutingNoticeCount(
  profile: { get(field: string): unknown } | undefined,
): number | null {
  if (!profile || profile.get(PRIVATE_ROUTING_NOTICE_FIELD) !== undefined) return null;
  const count = profile.get(PRIVATE_ROUTING_COUNT_FIELD);
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

/** Remembers, on the seller's profile, that the notice was read (rules: server time only). */
export function dismissPrivateRoutingNotice(firestore: Firestore, uid: string) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [PRIVATE_ROUTING_NOTICE_FIELD]: serverTimestamp(),
  });
}
