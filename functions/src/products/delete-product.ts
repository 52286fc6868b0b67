import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { deletedProductDoc, paths } from '../shared/index.js';

export type DeleteProductResult = 'deleted' | 'missing';

/**
 * The only way server code deletes a product: the delete and its tombstone
 * (deletedProducts/{id}) commit together, exactly as the web app's batch does under the rules,
 * so the id can never be used again (docs/decisions.md, "Deleted product ids are dead").
 * The syncPublicProduct function then removes the mirror and every subcollection.
 */
export async function deleteProductWithTombstone(
  db: Firestore,
  productId: string,
): Promise<DeleteProductResult> {
  const productRef = db.doc(paths.product(productId));
  return db.runTransaction(async (tx) => {
    // Read raw, not through the ProductDoc converter: a product whose data no longer matches its
    // schema must still be deletable; the tombstone only needs its owner.
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) return 'missing';
    tx.delete(productRef);
    tx.set(
      db.doc(paths.deletedProduct(productId)),
      deletedProductDoc(String(snapshot.get('ownerId')), FieldValue.serverTimestamp()),
    );
    return 'deleted';
  });
}
