import { COLLECTIONS } from '@shared';
import { collection, doc, type Firestore } from 'firebase/firestore';

/**
 * A fresh Firestore auto id for a product that is not saved yet. Generated when /edit opens, so
 * the QR code (which encodes /reviews/{id}) is final before the first save.
 */
export function newProductId(firestore: Firestore): string {
  return doc(collection(firestore, COLLECTIONS.products)).id;
}
