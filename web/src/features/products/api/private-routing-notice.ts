import { COLLECTIONS, paths, PRIVATE_ROUTING_NOTICE_FIELD } from '@shared';
import {
  collection,
  doc,
  getCountFromServer,
  getDocFromServer,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { converters } from '@/lib/firestore';
import { readQuery } from '@/lib/server-state/server-state';

/**
 * How many of the seller's products still route low ratings privately (compliance mode off), or
 * null once the seller dismissed the notice. Bounded whatever the catalogue: one document read
 * (the profile) and one count() aggregation, which reads one index entry per 1,000 matches. Both
 * from the server: the notice never shows from a stale cache.
 */
export async function productsRoutingPrivately(
  firestore: Firestore,
  uid: string,
): Promise<number | null> {
  const profile = await getDocFromServer(
    doc(firestore, paths.seller(uid)).withConverter(converters.seller),
  );
  if (profile.data()?.[PRIVATE_ROUTING_NOTICE_FIELD] !== undefined) return null;
  const counted = await getCountFromServer(
    query(
      collection(firestore, COLLECTIONS.products),
      where('ownerId', '==', uid),
      where('complianceMode', '==', false),
    ),
  );
  return counted.data().count;
}

/** productsRoutingPrivately as a read of the server-state cache. */
export const privateRoutingNoticeQuery = (firestore: Firestore, uid: string) =>
  readQuery(['private-routing-notice', uid], () => productsRoutingPrivately(firestore, uid));

/** Remembers, on the seller's profile, that the notice was read (rules: server time only). */
export function dismissPrivateRoutingNotice(firestore: Firestore, uid: string) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [PRIVATE_ROUTING_NOTICE_FIELD]: serverTimestamp(),
  });
}
