/**
 * One-off migration (docs/decisions.md, "Product list at scale"): gives every product saved before it its server-computed list
 * fields (`derived`: search keys, sort keys, filters) and the count mark, then sets every seller's
 * productCount from the marked products. Until it has run, older products are missing from the
 * title and rating sorts, the filters and search (the newest-first list shows them). Run with
 * `npm run migrate:products -- --project <id>` (functions/src/tools/migrate-products.ts), after
 * the indexProduct function is deployed.
 *
 * Idempotent and resumable: a product whose fields are already right is not written. Each write
 * carries the read's update time, so a product the seller changes meanwhile is left to the
 * indexProduct function (its write's event indexes it). Marking does not count: the counts are
 * set at the end, one count() per seller, so two writers never add the same product twice.
 */
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { COLLECTIONS, productDerivedFields, sameDerivedFields } from '../shared/index.js';
import { Derivable } from '../products/index-product.js';
import { recountProducts } from '../products/product-count.js';

export interface IndexProductsCounts {
  products: number;
  written: number;
  unchanged: number;
  invalid: number;
  /** Changed by someone else meanwhile: the indexProduct function handles them. */
  skipped: number;
  sellers: number;
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
  };
  const owners = new Set<string>();
  const writer = db.bulkWriter();
  writer.onWriteError(() => false); // a failed precondition is final: the trigger takes over
  let after: string | null = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.products).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    for (const doc of docs) {
      counts.products += 1;
      const data = doc.data();
      if (typeof data.ownerId === 'string') owners.add(data.ownerId);
      const update: Record<string, unknown> = {};
      const derivable = v.safeParse(Derivable, data);
      if (derivable.success) {
        const derived = productDerivedFields(doc.id, derivable.output);
        if (!sameDerivedFields(data.derived, derived)) update.derived = derived;
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
      counts.written += 1;
      writer.update(doc.ref, update, { lastUpdateTime: doc.updateTime }).catch(() => {
        counts.written -= 1;
        counts.skipped += 1;
      });
    }
    if (docs.length < pageSize) break;
    after = docs.at(-1)!.id;
  }
  await writer.close();
  for (const ownerId of owners) {
    await recountProducts(db, ownerId);
    counts.sellers += 1;
  }
  return counts;
}
