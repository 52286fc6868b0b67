import { newProductDoc, paths, type ProductInput } from '@shared';
import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';

/**
 * Creates products/{id} with the id chosen when the edit screen opened. The rules accept exactly
 * this shape: the seller's fields, ownerId = the caller, empty stats, server timestamps.
 */
export function createProduct(
  firestore: Firestore,
  id: string,
  ownerId: string,
  input: ProductInput,
) {
  return setDoc(
    doc(firestore, paths.product(id)),
    newProductDoc(input, ownerId, serverTimestamp()),
  );
}

/** Replaces the seller-editable fields; ownerId, createdAt, stats and server fields stay. */
export function updateProduct(firestore: Firestore, id: string, input: ProductInput) {
  const { title, sku, links, minRating, complianceMode, qrStyle, card } = input;
  return updateDoc(doc(firestore, paths.product(id)), {
    title,
    sku,
    links,
    minRating,
    complianceMode,
    qrStyle,
    card,
    updatedAt: serverTimestamp(),
  });
}
