import type { ProductStats } from '@shared';
import type { Firestore } from 'firebase/firestore';
import { getOwnProduct } from '@/lib/firestore';
import { readQuery } from '@/lib/server-state/server-state';

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
  const product = await getOwnProduct(firestore, id);
  return (
    product && { id, title: product.title, minRating: product.minRating, stats: product.stats }
  );
}

/** getProductSummary through the server-state cache. */
export const productSummaryQuery = (firestore: Firestore, id: string) =>
  readQuery(['product-summary', id], () => getProductSummary(firestore, id));
