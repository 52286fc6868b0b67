/**
 * One-off migration (docs/decisions.md, "Trust"): stamps `ownerId` (the product's owner) on every review written
 * before the reviewApi function started doing so. firestore.rules let a seller read only documents
 * carrying their id, so until this has run, older reviews are invisible to everyone, their seller
 * included (never visible to anyone else). Run with `npm run migrate:owner-ids -- --project <id>`
 * (functions/src/tools/migrate-owner-ids.ts).
 *
 * Idempotent and resumable: it only adds the field where it is missing, so running it again, or
 * after an interruption, changes nothing that is already stamped. Reads products in pages of 300
 * and each subcollection in pages of 500 (field mask: ownerId only); writes with a BulkWriter.
 */
import {
  FieldPath,
  type CollectionReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../../shared/index.js';

/**
 * Subcollections of products/{id} whose documents must carry the product owner's id and may lack
 * it (written before reviews carried their owner). Not `analytics`: every counter document is written with its
 * ownerId from the first increment (docs/decisions.md, "Analytics"). Not the legacy `funnel` days: no client reads them
 * any more, only the analytics migration through the Admin SDK (docs/decisions.md, "Legacy funnel
 * days and ownerId"). A new owner-read subcollection that can lack the field is added here.
 */
export const OWNER_STAMPED_SUBCOLLECTIONS: readonly string[] = [COLLECTIONS.reviews];

export interface StampCounts {
  products: number;
  stamped: number;
  alreadyStamped: number;
  failed: number;
}

/** Every document of `query`, in pages ordered by id, with only `ownerId` read. */
async function* pages(
  query: Query | CollectionReference,
  pageSize: number,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).select('ownerId').limit(pageSize);
    if (after) page = page.startAfter(after);
    const { docs } = await page.get();
    if (docs.length > 0) yield docs;
    if (docs.length < pageSize) return;
    after = docs[docs.length - 1];
  }
}

export async function stampOwnerIds(
  db: Firestore,
  { productPageSize = 300, documentPageSize = 500 } = {},
): Promise<StampCounts> {
  const counts: StampCounts = { products: 0, stamped: 0, alreadyStamped: 0, failed: 0 };
  const writer = db.bulkWriter();
  for await (const products of pages(db.collection(COLLECTIONS.products), productPageSize)) {
    for (const product of products) {
      const ownerId: unknown = product.get('ownerId');
      if (typeof ownerId !== 'string' || ownerId === '') continue;
      counts.products += 1;
      for (const name of OWNER_STAMPED_SUBCOLLECTIONS) {
        for await (const docs of pages(product.ref.collection(name), documentPageSize)) {
          for (const doc of docs) {
            if (doc.get('ownerId') !== undefined) {
              counts.alreadyStamped += 1;
              continue;
            }
            counts.stamped += 1;
            // update() fails for a document deleted meanwhile (its product was deleted): fine.
            writer.update(doc.ref, { ownerId }).catch(() => {
              counts.stamped -= 1;
              counts.failed += 1;
            });
          }
        }
      }
    }
  }
  await writer.close();
  return counts;
}
