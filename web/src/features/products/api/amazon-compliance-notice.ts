import { AMAZON_COMPLIANCE_NOTICE_FIELD, COLLECTIONS, paths } from '@shared';
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

/**
 * How many of the seller's products are sold on Amazon with compliance mode off, or null once the
 * seller dismissed the notice. Bounded whatever the catalogue: one document read (the profile)
 * and one count() aggregation, which reads one index entry per 1,000 matches (composite index
 * ownerId + complianceMode + links.amazon in firestore.indexes.json). Both from the server: the
 * notice never shows from a stale cache.
 */
export async function amazonProductsWithoutCompliance(
  firestore: Firestore,
  uid: string,
): Promise<number | null> {
  const profile = await getDocFromServer(
    doc(firestore, paths.seller(uid)).withConverter(converters.seller),
  );
  if (profile.data()?.[AMAZON_COMPLIANCE_NOTICE_FIELD] !== undefined) return null;
  const counted = await getCountFromServer(
    query(
      collection(firestore, COLLECTIONS.products),
      where('ownerId', '==', uid),
      where('complianceMode', '==', false),
      where('links.amazon', '!=', ''),
    ),
  );
  return counted.data().count;
}

/** Remembers, on the seller's profile, that the notice was read (rules: server time only). */
export function dismissAmazonComplianceNotice(firestore: Firestore, uid: string) {
  return updateDoc(doc(firestore, paths.seller(uid)), {
    [AMAZON_COMPLIANCE_NOTICE_FIELD]: serverTimestamp(),
  });
}
