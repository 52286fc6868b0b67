import { paths } from '@shared';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore';

/** Deletes the product; the syncPublicProduct function removes its public mirror and reviews. */
export function deleteProduct(firestore: Firestore, id: string) {
  return deleteDoc(doc(firestore, paths.product(id)));
}
