import type { ProductStats } from '@shared';
import type { Firestore } from 'firebase/firestore';
import { getOwnProduct } from '@/lib/firestore';
import { readQuery } from '@/lib/server-state/server-state';

export interface ProductSummary {
  id: string;
  title: string;
  minRating: number;
  /** Compliance mode (docs/decisions.md, "Compliance mode"): what the minimum means. */
  complianceMode: boolean;
  stats: ProductStats;
}

/** The product's title, routing and counters, or null when it does not exist or is someone else's. */
export async function getProductSummary(
  firestore: Firestore,
  id: string,
): Promise<ProductSummary | null> {
  const product = await getOwnProduct(firestore, id);
  if (!product) return null;
  const { title, minRating, complianceMode, stats } = product;
  return { id, title, minRating, complianceMode, stats };
}

/** getProductSummary through the server-state cache. */
export const productSummaryQuery = (firestore: Firestore, id: string) =>
  readQuery(['product-summary', id], () => getProductSummary(firestore, id));
