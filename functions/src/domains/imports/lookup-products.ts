import {
  FieldPath,
  Filter,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  IMPORT_LOOKUP_CONCURRENCY,
  ImportProductIndex,
  PRODUCT_COUNT_FIELD,
  ProductInput,
  ProductStats,
  LINK_KEYS_PATH,
  VARIANT_SKU_KEYS_PATH,
  AppliedTemplate,
  importLookupKeys,
  indexedProduct,
  lookupBatches,
  mapLimited,
  paths,
  type ReadImportRow,
} from '../../shared/index.js';

/** What the writer needs of a looked-up product besides what the planner sees. */
export interface LookedUpProduct {
  /** The read's update time: the write carries it as a precondition. */
  updateTime: Timestamp;
  stats: ProductStats;
}

export interface ProductLookup {
  index: ImportProductIndex;
  products: Map<string, LookedUpProduct>;
  /** Matching documents that fail the schema (only the Admin SDK can write one): left alone. */
  invalid: string[];
  /** How the products were found (for the log). */
  strategy: 'none' | 'catalogue' | 'keys';
}

/** Products per page when the whole catalogue is read. */
const CATALOGUE_PAGE = 1000;

/** What the planner and the writer read of a product; the rest (search keys…) is not fetched. */
const LOOKUP_FIELDS = [
  'ownerId',
  'title',
  'sku',
  'variantSkus',
  'links',
  'minRating',
  'complianceMode',
  'qrStyle',
  'card',
  'appliedTemplate',
  'needsTitle',
  'stats',
];

const LookedUpDoc = v.object({
  ...ProductInput.entries,
  stats: ProductStats,
  appliedTemplate: v.optional(AppliedTemplate),
  needsTitle: v.optional(v.boolean()),
});

function addProduct(lookup: ProductLookup, doc: QueryDocumentSnapshot) {
  if (lookup.products.has(doc.id) || lookup.invalid.includes(doc.id)) return;
  const parsed = v.safeParse(LookedUpDoc, doc.data());
  if (!parsed.success) {
    lookup.invalid.push(doc.id);
    return;
  }
  lookup.index.add(indexedProduct(doc.id, parsed.output));
  lookup.products.set(doc.id, { updateTime: doc.updateTime, stats: parsed.output.stats });
}

/**
 * The seller's products that the rows could be about, found the cheaper way (reads stay bounded
 * by the file, never the catalogue):
 * - a seller with no products: nothing to read;
 * - a catalogue no larger than the file: all of it, in pages (at most as many reads as rows);
 * - otherwise by key: SKUs with `derived.skuKey in` and `derived.variantSkuKeys
 *   array-contains-any` (30 per query each: a row's SKU may be another product's variant's, and
 *   a row's variant SKUs another product's own), links with 30
 *   `derived.linkKeys.<key> == true` alternatives per query, a few queries at a time.
 * Products created by earlier rows of the same file need no lookup: a row that could match one
 * repeats an earlier row and is rejected (findDuplicateRows); the planner's index keeps them.
 */
export async function lookupImportProducts(
  db: Firestore,
  ownerId: string,
  rows: readonly ReadImportRow[],
): Promise<ProductLookup> {
  const lookup: ProductLookup = {
    index: new ImportProductIndex(),
    products: new Map(),
    invalid: [],
    strategy: 'none',
  };
  if (rows.length === 0) return lookup;
  const products = db.collection(paths.products()).where('ownerId', '==', ownerId);
  const counted: unknown = (await db.doc(paths.seller(ownerId)).get()).get(PRODUCT_COUNT_FIELD);
  // The count is kept by the functions after each write; a seller from before it has none.
  const catalogue =
    typeof counted === 'number'
      ? counted
      : (
          await products
            .limit(rows.length + 1)
            .count()
            .get()
        ).data().count;
  if (catalogue === 0) return lookup;

  if (catalogue <= rows.length) {
    lookup.strategy = 'catalogue';
    let page: Query = products
      .select(...LOOKUP_FIELDS)
      .orderBy(FieldPath.documentId())
      .limit(CATALOGUE_PAGE);
    for (;;) {
      const snapshot = await page.get();
      snapshot.docs.forEach((doc) => addProduct(lookup, doc));
      const last = snapshot.docs.at(-1);
      if (!last || snapshot.size < CATALOGUE_PAGE) return lookup;
      page = page.startAfter(last.id);
    }
  }

  lookup.strategy = 'keys';
  const { skuKeys, linkSearchKeys } = importLookupKeys(rows);
  const selected = products.select(...LOOKUP_FIELDS);
  const queries = [
    ...lookupBatches(skuKeys).flatMap((batch) => [
      selected.where('derived.skuKey', 'in', batch),
      selected.where(VARIANT_SKU_KEYS_PATH, 'array-contains-any', batch),
    ]),
    ...lookupBatches(linkSearchKeys).map((batch) =>
      selected.where(
        Filter.or(
          ...batch.map((key) => Filter.where(new FieldPath(...LINK_KEYS_PATH, key), '==', true)),
        ),
      ),
    ),
  ];
  const snapshots = await mapLimited(queries, IMPORT_LOOKUP_CONCURRENCY, (query) => query.get());
  for (const snapshot of snapshots) snapshot.docs.forEach((doc) => addProduct(lookup, doc));
  return lookup;
}
