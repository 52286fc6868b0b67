import { MAX_PRODUCTS_PER_SELLER, PRODUCT_COUNT_FIELD, paths } from '@shared';
import { doc, getDoc, type Firestore } from 'firebase/firestore';

/**
 * Whether the seller has as many products as one account may have (MAX_PRODUCTS_PER_SELLER; the
 * rules refuse a create then). Asked only after a create was refused, to say why.
 */
export async function atProductLimit(firestore: Firestore, uid: string): Promise<boolean> {
  const seller = await getDoc(doc(firestore, paths.seller(uid)));
  const count: unknown = seller.get(PRODUCT_COUNT_FIELD);
  return typeof count === 'number' && count >= MAX_PRODUCTS_PER_SELLER;
}
