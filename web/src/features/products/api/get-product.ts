import { paths, type ProductDoc } from '@shared';
import { doc, FirestoreError, getDoc, type Firestore } from 'firebase/firestore';
import type { ProductRow } from './types';

/**
 * One of the seller's products, or null when it does not exist or belongs to someone else (the
 * rules refuse both the same way, so other sellers' ids cannot be probed).
 */
export async function getProduct(firestore: Firestore, id: string): Promise<ProductRow | null> {
  try {
    const snapshot = await getDoc(doc(firestore, paths.product(id)));
    return snapshot.exists() ? { ...(snapshot.data() as ProductDoc), id } : null;
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'permission-denied') return null;
    throw error;
  }
}
