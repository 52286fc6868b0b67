import {
  COLLECTIONS,
  IMPORT_LOOKUP_CONCURRENCY,
  InvalidDocumentError,
  LINK_KEYS_PATH,
  VARIANT_SKU_KEYS_PATH,
  indexedProduct,
  lookupBatches,
  mapLimited,
  paths,
  type IndexedProduct,
} from '@shared';
import {
  and,
  collection,
  doc,
  documentId,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { converters } from '@/lib/firestore';
import type { LookupKeys } from '../lib/import-file-client';

/** A catalogue up to this size is read whole for the preview (one query per 500 products). */
export const PREVIEW_CATALOGUE_MAX = 1000;
const CATALOGUE_PAGE = 500;

export interface ExistingProducts {
  products: IndexedProduct[];
  /** Stored products that do not match the schema: the preview cannot match them. */
  invalid: number;
  /** Reads the lookup cost (documents + queries that found nothing). */
  reads: number;
}

/**
 * The seller's products the file's rows could be about, for the preview: none to read for a
 * seller without products; a small catalogue whole (at most PREVIEW_CATALOGUE_MAX); otherwise
 * by key, 30 SKUs (as products' SKUs, and as their variants') or 30 links per query (the same
 * keys the function looks up), a few queries at a time. Reads grow with the file, never with the catalogue.
 */
export async function lookupExistingProducts(
  firestore: Firestore,
  uid: string,
  keys: LookupKeys,
  rowCount: number,
): Promise<ExistingProducts> {
  const found: ExistingProducts = { products: [], invalid: 0, reads: 1 };
  const seller = await getDoc(doc(firestore, paths.seller(uid)).withConverter(converters.seller));
  const count = seller.exists() ? seller.data().productCount : undefined;
  if (count === 0) return found;
  const products = collection(firestore, COLLECTIONS.products).withConverter(converters.product);
  const seen = new Set<string>();
  const add = (docs: QueryDocumentSnapshot<import('@shared').ProductDoc>[]) => {
    found.reads += Math.max(1, docs.length);
    for (const snapshot of docs) {
      if (seen.has(snapshot.id)) continue;
      seen.add(snapshot.id);
      try {
        found.products.push(indexedProduct(snapshot.id, snapshot.data()));
      } catch (error) {
        if (!(error instanceof InvalidDocumentError)) throw error;
        found.invalid += 1;
      }
    }
  };

  if (count !== undefined && count <= Math.min(rowCount, PREVIEW_CATALOGUE_MAX)) {
    let after: string | null = null;
    for (;;) {
      const constraints: QueryConstraint[] = [
        where('ownerId', '==', uid),
        orderBy(documentId()),
        ...(after ? [startAfter(after)] : []),
        limit(CATALOGUE_PAGE),
      ];
      const page = await getDocs(query(products, ...constraints));
      add(page.docs);
      if (page.size < CATALOGUE_PAGE) return found;
      after = page.docs.at(-1)!.id;
    }
  }

  const queries = [
    ...lookupBatches(keys.skuKeys).flatMap((batch) => [
      query(products, where('ownerId', '==', uid), where('derived.skuKey', 'in', batch)),
      query(
        products,
        where('ownerId', '==', uid),
        where(VARIANT_SKU_KEYS_PATH, 'array-contains-any', batch),
      ),
    ]),
    ...lookupBatches(keys.linkSearchKeys).map((batch) =>
      query(
        products,
        and(
          where('ownerId', '==', uid),
          or(...batch.map((key) => where(new FieldPath(...LINK_KEYS_PATH, key), '==', true))),
        ),
      ),
    ),
  ];
  await mapLimited(queries, IMPORT_LOOKUP_CONCURRENCY, async (q) => add((await getDocs(q)).docs));
  return found;
}
