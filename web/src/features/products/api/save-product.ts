import { newProductDoc, paths, type ProductInput } from '@shared';
import { deepEqual } from '@shared/deep-equal';
import {
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

/**
 * Creates products/{id} with the id chosen when the edit screen opened. The rules accept exactly
 * this shape: the seller's fields, ownerId = the account, empty stats, server timestamps, and
 * updatedBy = the member who writes (`actorUid`: the activity log's writer).
 */
export function createProduct(
  firestore: Firestore,
  id: string,
  ownerId: string,
  actorUid: string,
  input: ProductInput,
) {
  return setDoc(
    doc(firestore, paths.product(id)),
    newProductDoc(input, ownerId, serverTimestamp(), actorUid),
  );
}

export interface ProductUpdateOptions {
  /**
   * The product as the form loaded it: variant SKUs are written only if the seller changed them
   * here, so those an import added meanwhile stay. Without it they are written as given.
   */
  loaded?: ProductInput;
  /** The title an import made from a code was replaced: the "Needs a title" mark goes. */
  titled?: boolean;
}

/**
 * Replaces the seller-editable fields, naming the member who writes (`actorUid`); ownerId,
 * createdAt, stats and server fields stay.
 */
export function updateProduct(
  firestore: Firestore,
  id: string,
  actorUid: string,
  input: ProductInput,
  { loaded, titled = false }: ProductUpdateOptions = {},
) {
  const { title, sku, variantSkus, links, minRating, complianceMode, qrStyle, card } = input;
  const variantSkusChanged = !loaded || !deepEqual(loaded.variantSkus, variantSkus);
  return updateDoc(doc(firestore, paths.product(id)), {
    title,
    sku,
    ...(variantSkusChanged ? { variantSkus } : {}),
    links,
    minRating,
    complianceMode,
    qrStyle,
    card,
    ...(titled ? { needsTitle: deleteField() } : {}),
    updatedAt: serverTimestamp(),
    updatedBy: actorUid,
  });
}
