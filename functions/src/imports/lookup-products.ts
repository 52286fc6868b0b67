import { FieldPath, Filter, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { converters, validData } from '../firestore.js';
import {
  IMPORT_LOOKUP_CONCURRENCY,
  ImportProductIndex,
  SEARCH_KEYS_PATH,
  importLookupKeys,
  indexedProduct,
  lookupBatches,
  mapLimited,
  paths,
  type ProductStats,
  type ReadImportRow,
} from '../shared/index.js';

/** What the writer needs of a looked-up product besides what the planner sees. */
export interface LookedUpProduct {
  /** The read's update time: the write carries it as a precondition. */
  updateTime: Timestamp;
  stats: ProductStats;
}

export interface ProductLookup {
  index: ImportProductIndex;
  products: Map<string, LookedUpProduct>;
  /** Matching documents that fail ProductDoc (only the Admin SDK can write one): left alone. */
  invalid: string[];
}

/**
 * The seller's products that some rows could be about: by SKU (`derived.skuKey in`, 30 per
 * query) and by link (30 `derived.search.<key> == true` alternatives per query), every query
 * filtered on the owner, a few at a time. Reads grow with the rows, never with the catalogue.
 */
export async function lookupImportProducts(
  db: Firestore,
  ownerId: string,
  rows: readonly ReadImportRow[],
): Promise<ProductLookup> {
  const { skuKeys, linkSearchKeys } = importLookupKeys(rows);
  const products = db
    .collection(paths.products())
    .withConverter(converters.product)
    .where('ownerId', '==', ownerId);
  const queries = [
    ...lookupBatches(skuKeys).map((batch) => products.where('derived.skuKey', 'in', batch)),
    ...lookupBatches(linkSearchKeys).map((batch) =>
      products.where(
        Filter.or(
          ...batch.map((key) => Filter.where(new FieldPath(...SEARCH_KEYS_PATH, key), '==', true)),
        ),
      ),
    ),
  ];
  const snapshots = await mapLimited(queries, IMPORT_LOOKUP_CONCURRENCY, (query) => query.get());
  const lookup: ProductLookup = {
    index: new ImportProductIndex(),
    products: new Map(),
    invalid: [],
  };
  for (const snapshot of snapshots) {
    for (const doc of snapshot.docs) {
      if (lookup.products.has(doc.id)) continue;
      const product = validData(doc);
      if (!product) {
        if (!lookup.invalid.includes(doc.id)) lookup.invalid.push(doc.id);
        continue;
      }
      lookup.index.add(indexedProduct(doc.id, product));
      lookup.products.set(doc.id, { updateTime: doc.updateTime, stats: product.stats });
    }
  }
  return lookup;
}
