import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from '@/lib/firebase';
import { productsQuery } from '../api/products-query';
import type { ProductRow } from '../api/types';

const millis = (value: unknown) =>
  value && typeof value === 'object' && 'toMillis' in value
    ? (value as { toMillis: () => number }).toMillis()
    : Number.POSITIVE_INFINITY; // pending server timestamp: just created, sorts first

/**
 * The signed-in seller's products, live (onSnapshot): a change in another tab shows up here.
 * Newest first. Sorted here rather than with orderBy, which would need a composite index.
 */
export function useProducts(): {
  status: 'loading' | 'error' | 'success';
  products: ProductRow[];
  error?: Error;
} {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const query = useMemo(() => productsQuery(firestore, uid), [firestore, uid]);
  const { status, data, error } = useFirestoreCollectionData(query, { idField: 'id' });
  const products = useMemo(
    () =>
      ((data ?? []) as ProductRow[])
        .slice()
        .sort((a, b) => millis(b.createdAt) - millis(a.createdAt) || a.id.localeCompare(b.id)),
    [data],
  );
  return { status, products, error };
}
