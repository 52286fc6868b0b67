import type { InvalidDocumentError } from '@shared';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useUser } from '@/lib/firebase';
import { converters, splitRows } from '@/lib/firestore';
import { productsQuery } from '../api/products-query';
import type { ProductRow } from '../api/types';

const NEWEST_FIRST = (a: ProductRow, b: ProductRow) =>
  // A pending server timestamp (null) is a product just created here: it sorts first.
  (b.createdAt?.toMillis() ?? Number.POSITIVE_INFINITY) -
    (a.createdAt?.toMillis() ?? Number.POSITIVE_INFINITY) || a.id.localeCompare(b.id);

/**
 * The signed-in seller's products, live (onSnapshot): a change in another tab shows up here.
 * Newest first. Sorted here rather than with orderBy, which would need a composite index.
 * Stored products that do not match the schema are left out and reported in `invalid`.
 */
export function useProducts(): {
  status: 'loading' | 'error' | 'success';
  products: ProductRow[];
  invalid: InvalidDocumentError[];
  error?: Error;
} {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const query = useMemo(
    () => productsQuery(firestore, uid).withConverter(converters.product),
    [firestore, uid],
  );
  const { status, data, error } = useFirestoreCollection(query);
  const { products, invalid } = useMemo(() => {
    const { rows, invalid } = splitRows(data?.docs ?? []);
    return { products: rows.sort(NEWEST_FIRST), invalid };
  }, [data]);
  return { status, products, invalid, error };
}
