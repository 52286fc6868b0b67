import { COLLECTIONS } from '@shared';
import { collection, query, where, type Firestore } from 'firebase/firestore';

/** The seller's own templates. Rules refuse any templates query not filtered on ownerId == uid. */
export function templatesQuery(firestore: Firestore, uid: string) {
  return query(collection(firestore, COLLECTIONS.templates), where('ownerId', '==', uid));
}
