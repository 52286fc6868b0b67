import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  ImportProductIndex,
  PRODUCT_COUNT_FIELD,
  ProductInput,
  ProductStats,
  AppliedTemplate,
  importLookupKeys,
  indexedProduct,
  mapLimited,
  paths,
  type ReadImportRow,
} from '../../shared/index.js';
import {
  linkToken,
  productIdsByKeys,
  productKeyTokens,
  skuToken,
} from '../products/product-keys.js';

/** What the writer needs of a looked-up product besides what the planner sees. */
export interface LookedUpProduct {
  /** The read's update time: the write carries it as a precondition. */
  updateTime: Timestamp;
  stats: ProductStats;
  /** Its stored lookup keys (`derived`'s): what the index has it under, for the update's diff. */
  derived: unknown;
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
/** Products read per getAll when they are read by id, and getAll calls in flight at once. */
const PRODUCT_READ_BATCH = 300;
const PRODUCT_READ_CONCURRENCY = 4;

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
  // The index keys it is stored under (product-keys.ts), not the rest of `derived`.
  'derived.skuKey',
  'derived.variantSkuKeys',
  'derived.linkKeys',
];

const LookedUpDoc = v.object({
  ...ProductInput.entries,
  stats: ProductStats,
  appliedTemplate: v.optional(AppliedTemplate),
  needsTitle: v.optional(v.boolean()),
});

function addProduct(lookup: ProductLookup, ownerId: string, doc: DocumentSnapshot) {
  if (lookup.products.has(doc.id) || lookup.invalid.includes(doc.id)) return;
  const data = doc.data();
  // A stale index entry: the product is gone, or (never by the app) another seller's.
  if (!data || data.ownerId !== ownerId || !doc.updateTime) return;
  const parsed = v.safeParse(LookedUpDoc, data);
  if (!parsed.success) {
    lookup.invalid.push(doc.id);
    return;
  }
  lookup.index.add(indexedProduct(doc.id, parsed.output));
  lookup.products.set(doc.id, {
    updateTime: doc.updateTime,
    stats: parsed.output.stats,
    derived: data.derived,
  });
}

/**
 * The seller's products that the rows could be about, found the cheaper way (reads stay bounded
 * by the file, never the catalogue):
 * - a seller with no products: nothing to read;
 * - a catalogue no larger than the file: all of it, in pages (at most as many reads as rows);
 * - otherwise by key, through the lookup index (product-keys.ts): one document per SKU key (a
 *   row's SKU and its variant SKUs, matched against products' own and variant SKUs alike) and
 *   per link key, read by id a few hundred at a time, then the products they name, by id. Every
 *   read is a point read, so the lookup takes as long at 100,000 products as at 1,000; the
 *   planner (ImportProductIndex) decides what matches, so an entry that is stale is harmless.
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
      snapshot.docs.forEach((doc) => addProduct(lookup, ownerId, doc));
      const last = snapshot.docs.at(-1);
      if (!last || snapshot.size < CATALOGUE_PAGE) return lookup;
      page = page.startAfter(last.id);
    }
  }

  lookup.strategy = 'keys';
  const { skuKeys, linkSearchKeys } = importLookupKeys(rows);
  const { productIds } = await productIdsByKeys(db, ownerId, [
    ...skuKeys.map(skuToken),
    ...linkSearchKeys.map(linkToken),
  ]);
  const batches: string[][] = [];
  for (let i = 0; i < productIds.length; i += PRODUCT_READ_BATCH) {
    batches.push(productIds.slice(i, i + PRODUCT_READ_BATCH));
  }
  const snapshots = await mapLimited(batches, PRODUCT_READ_CONCURRENCY, (ids) =>
    db.getAll(...ids.map((id) => db.doc(paths.product(id))), { fieldMask: LOOKUP_FIELDS }),
  );
  for (const snapshot of snapshots.flat()) addProduct(lookup, ownerId, snapshot);
  return lookup;
}

/** The most index keys any looked-up product is stored under (bounds a commit's size). */
export function mostKeysOfLookedUp(lookup: ProductLookup): number {
  let most = 0;
  for (const product of lookup.products.values()) {
    most = Math.max(most, productKeyTokens(product.derived).size);
  }
  return most;
}
