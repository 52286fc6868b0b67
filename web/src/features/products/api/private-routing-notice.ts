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
 * from the server: the notice never shows from a stale cache. Asked together, not one after the
 * other: the notice shows one round trip sooner (on a phone it is the list screen's largest
 * text), for one count() a visit once the seller has dismissed it.
 */
export async function productsRoutingPrivately(
  firestore: Firestore,
  uid: string,
): Promise<number | null> {
  const [profile, counted] = await Promise.all([
    getDocFromServer(doc(firestore, paths.seller(uid)).withConverter(converters.seller)),
    getCountFromServer(
      query(
        collection(firestore, COLLECTIONS.products),
        where('ownerId', '==', uid),
        where('complianceMode', '==', false),
      ),
    ),
  ]);
  if (profile.data()?.[PRIVATE_ROUTING_NOTICE_FIELD] !== undefined) return null;
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
