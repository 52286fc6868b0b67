import { COLLECTIONS, paths, PRIVATE_ROUTING_NOTICE_FIELD } from '@shared';
import {
  collection,
  doc,
  getCountFromServer,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { readQuery } from '@/lib/server-state/server-state';

/**
 * How many of the seller's products still route low ratings privately (compliance mode off): one
 * count() aggregation from the server, which reads one index entry per 1,000 matches whatever the
 * catalogue. Whether the seller dismissed the notice is on the profile, which the list already
 * listens to (sellerQuery): no read of its own.
 */
export async function countProductsRoutingPrivately(
  firestore: Firestore,
  uid: string,
): Promise<number> {
  const counted = await getCountFromServer(
    query(
      collection(firestore, COLLECTIONS.products),
      where('ownerId', '==', uid),
      where('complianceMode', '==', false),
    ),
  );
  return counted.data().count;
}

/** countProductsRoutingPrivately as a read of the server-state cache. */
export const privateRoutingCountQuery = (firestore: Firestore, uid: string) =>
  readQuery(['private-routing-count', uid], () => countProductsRoutingPrivately(firestore, uid));

/** Remembers, on the seller's profile, that the notice was read (rules: server time only). */
export function dismissPrivateRoutingNotice(firestore: Firestore, uid: string) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [PRIVATE_ROUTING_NOTICE_FIELD]: serverTimestamp(),
  });
}
