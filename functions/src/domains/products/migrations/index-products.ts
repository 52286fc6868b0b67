/**
 * One-off migration (docs/decisions.md, "Product list at scale"): gives every product saved before it its server-computed list
 * fields (`derived`: sort keys, filters, link keys), its search document (productSearch/{id}),
 * its entries in the import's lookup index (productKeys, product-keys.ts) and the count mark, then sets every seller's
 * productCount from the marked products and counts their privately routing products
 * (privateRoutingCount, for the product list's notice). Until it has run, older products are missing from the
 * title and rating sorts, the filters and search (the newest-first list shows them). Run with
 * `npm run migrate:products -- --project <id>` (functions/src/tools/migrate-products.ts), after
 * the indexProduct function is deployed.
 *
 * Idempotent and resumable: a product whose fields are already right is not written. Each write
 * (the product's fields and its search document, in one commit) carries the read's update time,
 * so a product the seller changes meanwhile is left to the indexProduct function (its write's
 * event indexes it). Marking does not count: the counts are
 * set at the end, one count() per seller, so two writers never add the same product twice.
 */
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as v from 'valibot';
import {
  COLLECTIONS,
  mapLimited,
  paths,
  productIndexFields,
  sameDerivedFields,
  type ProductSearchDoc,
} from '../../../shared/index.js';
import { Derivable } from '../index-product.js';
import { backfillProductKeys, writeProductKeyChanges } from '../product-keys.js';
import { recountProducts } from '../product-count.js';
import { recountPrivateRouting } from '../private-routing-count.js';
import { isFailedPrecondition } from '../../../shared/narrow.js';

/** Product commits in flight at once. */
const MIGRATION_CONCURRENCY = 20;

export interface IndexProductsCounts {
  products: number;
  written: number;
  unchanged: number;
  invalid: number;
  /** Changed by someone else meanwhile: the indexProduct function handles them. */
  skipped: number;
  sellers: number;
  /** Lookup index entries (product-keys.ts) a product was missing from, now added. */
  keyEntries: number;
}

export async function indexAllProducts(
  db: Firestore,
  { pageSize = 300 } = {},
): Promise<IndexProductsCounts> {
  const counts: IndexProductsCounts = {
    products: 0,
    written: 0,
    unchanged: 0,
    invalid: 0,
    skipped: 0,
    sellers: 0,
    keyEntries: 0,
  };
  const owners = new Set<string>();
  let after: string | null = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.products).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    const writes: { doc: QueryDocumentSnapshot; update: Record<string, unknown> }[] = [];
    const keyed: { id: string; ownerId: string; derived: unknown }[] = [];
    const searches = new Map<string, ProductSearchDoc>();
    for (const doc of docs) {
      counts.products += 1;
      const data = doc.data();
      if (typeof data.ownerId === 'string') owners.add(data.ownerId);
      const update: Record<string, unknown> = {};
      const derivable = v.safeParse(Derivable, data);
      if (derivable.success && typeof data.ownerId === 'string') {
        const fields = productIndexFields(doc.id, data.ownerId, derivable.output);
        if (!sameDerivedFields(data.derived, fields.derived)) {
          update.derived = fields.derived;
          searches.set(doc.id, fields.search);
        }
        keyed.push({ id: doc.id, ownerId: data.ownerId, derived: fields.derived });
      } else {
        counts.invalid += 1;
      }
      if (typeof data.ownerId === 'string' && data.inProductCount !== true) {
        update.inProductCount = true;
      }
      if (Object.keys(update).length === 0) {
        counts.unchanged += 1;
        continue;
      }
      writes.push({ doc, update });
    }
    // One commit per product: its fields and its search document together, or neither (a product
    // changed meanwhile fails its precondition and is left to the trigger, which writes both).
    await mapLimited(writes, MIGRATION_CONCURRENCY, async ({ doc, update }) => {
      const batch = db.batch();
      batch.update(doc.ref, update, { lastUpdateTime: doc.updateTime });
      const search = searches.get(doc.id);
      if (search) {
        batch.set(db.doc(paths.productSearch(doc.id)), search);
        writeProductKeyChanges(
          db,
          batch,
          search.ownerId,
          doc.id,
          doc.get('derived'),
          update.derived,
        );
      }
      try {
        await batch.commit();
        counts.written += 1;
      } catch (error) {
        if (!isFailedPrecondition(error)) throw error;
        counts.skipped += 1;
      }
    });
    // The lookup index for products written before it existed: only the entries missing.
    counts.keyEntries += await backfillProductKeys(db, keyed);
    const last = docs.at(-1);
    if (!last || docs.length < pageSize) break;
    after = last.id;
  }
  for (const ownerId of owners) {
    await recountProducts(db, ownerId);
    await recountPrivateRouting(db, ownerId);
    counts.sellers += 1;
  }
  return counts;
}
