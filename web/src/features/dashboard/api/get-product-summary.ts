import { paths, type ProductDoc, type ProductStats } from '@shared';
import { doc, FirestoreError, getDoc, type Firestore } from 'firebase/firestore';

export interface ProductSummary {
  id: string;
  title: string;
  minRating: number;
  stats: ProductStats;
}

/** The product's title and counters, or null when it does not exist or is someone else's. */
export async function getProductSummary(
  firestore: Firestore,
  id: string,
): Promise<ProductSummary | null> {
  try {
    const snapshot = await getDoc(doc(firestore, paths.product(id)));
    if (!snapshot.exists()) return null;
    const data = snapshot.data() as ProductDoc;
    return { id, title: data.title, minRating: data.minRating, stats: data.stats };
  } catch (error) {
    if (error instanceof FirestoreError && error.code === 'permission-denied') return null;
    throw error;
  }
}
