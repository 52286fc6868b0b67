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
  type ProductDoc,
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
  type QuerySnapshot,
} from 'firebase/firestore';
import { converters } from '@/lib/firestore';
import { actionRead, fetchRead } from '@/lib/server-state/server-state';
import type { LookupKeys } from '../lib/import-file-client';
import { importKeys } from './query-keys';

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
  // Each read an action's read through the query client (docs/decisions.md, "Reads in event
  // handlers"): a transient failure is tried again there, not the whole lookup.
  const read = <T>(part: Parameters<typeof importKeys.lookup>[1][], run: () => Promise<T>) =>
    fetchRead(actionRead(importKeys.lookup(uid, ...part), run));
  const count = await read(['count'], async () => {
    const seller = await getDoc(doc(firestore, paths.seller(uid)).withConverter(converters.seller));
    return seller.exists() ? (seller.data().productCount ?? null) : null;
  });
  if (count === 0) return found;
  const products = collection(firestore, COLLECTIONS.products).withConverter(converters.product);
  const seen = new Set<string>();
  const add = (docs: QueryDocumentSnapshot<ProductDoc>[]) => {
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

  if (count !== null && count <= Math.min(rowCount, PREVIEW_CATALOGUE_MAX)) {
    let after: string | null = null;
    for (;;) {
      const from: string | null = after;
      const constraints: QueryConstraint[] = [
        where('ownerId', '==', uid),
        orderBy(documentId()),
        ...(from ? [startAfter(from)] : []),
        limit(CATALOGUE_PAGE),
      ];
      const page: QuerySnapshot<ProductDoc> = await read(['catalogue', from], () =>
        getDocs(query(products, ...constraints)),
      );
      add(page.docs);
      const last = page.docs.at(-1);
      if (!last || page.size < CATALOGUE_PAGE) return found;
      after = last.id;
    }
  }

  const queries = [
    ...lookupBatches(keys.skuKeys).flatMap((batch) => [
      {
        key: ['sku', batch],
        query: query(products, where('ownerId', '==', uid), where('derived.skuKey', 'in', batch)),
      },
      {
        key: ['variant-sku', batch],
        query: query(
          products,
          where('ownerId', '==', uid),
          where(VARIANT_SKU_KEYS_PATH, 'array-contains-any', batch),
        ),
      },
    ]),
    ...lookupBatches(keys.linkSearchKeys).map((batch) => ({
      key: ['link', batch],
      query: query(
        products,
        and(
          where('ownerId', '==', uid),
          or(...batch.map((key) => where(new FieldPath(...LINK_KEYS_PATH, key), '==', true))),
        ),
      ),
    })),
  ];
  await mapLimited(queries, IMPORT_LOOKUP_CONCURRENCY, async ({ key, query: q }) =>
    add((await read(key, () => getDocs(q))).docs),
  );
  return found;
}
