import { deletedProductDoc, paths } from '@shared';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';

/**
 * Deletes the product and writes its tombstone in one commit: the rules accept the delete only
 * with the tombstone, and refuse any later create under that id, so the product's printed QR
 * codes can never lead to another product. The tombstone names the member who deletes it
 * (`actorUid`: the activity log's writer). The syncPublicProduct function then removes its public
 * mirror, reviews, analytics and every other subcollection.
 */
export function deleteProduct(firestore: Firestore, id: string, ownerId: string, actorUid: string) {
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, paths.product(id)));
  batch.set(
    doc(firestore, paths.deletedProduct(id)),
    deletedProductDoc(ownerId, serverTimestamp(), actorUid),
  );
  return batch.commit();
}
