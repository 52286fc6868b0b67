import { COLLECTIONS } from '@shared';
import { collection, query, where, type Firestore } from 'firebase/firestore';

/** The seller's own products. Rules refuse any products query not filtered on ownerId == uid. */
export function productsQuery(firestore: Firestore, uid: string) {
  return query(collection(firestore, COLLECTIONS.products), where('ownerId', '==', uid));
}
