/**
 * One-off migration for issue 8: stamps `ownerId` (the product's owner) on every review and funnel
 * document written before the reviewApi function started doing so. firestore.rules let a seller
 * read only documents carrying their id, so until this has run, older reviews are invisible to
 * everyone, their seller included (never visible to anyone else).
 *
 * Idempotent and resumable: it only adds the field where it is missing, so running it again, or
 * after an interruption, changes nothing that is already stamped. Reads products in pages of 300
 * and each subcollection in pages of 500 (field mask: ownerId only); writes with a BulkWriter.
 *
 *   npm run build -w functions
 *   GOOGLE_CLOUD_PROJECT=<project id> node functions/lib/migrations/stamp-owner-ids.js
 *
 * Against the emulators, also set FIRESTORE_EMULATOR_HOST. On a real project it runs with the
 * Application Default Credentials (`gcloud auth application-default login`).
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import {
  FieldPath,
  getFirestore,
  type CollectionReference,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/index.js';

/**
 * Subcollections of products/{id} whose documents carry the product owner's id. A new one
 * (issue 12's counters, for example) is added here so the migration covers it too.
 */
export const OWNER_STAMPED_SUBCOLLECTIONS: readonly string[] = [
  COLLECTIONS.reviews,
  COLLECTIONS.funnel,
];

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

async function main() {
  const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error('stamp-owner-ids: set GOOGLE_CLOUD_PROJECT to the project id');
  const db = getFirestore(initializeApp({ projectId }));
  const counts = await stampOwnerIds(db);
  console.log(
    `${projectId}: ${counts.products} products; stamped ${counts.stamped} documents, ` +
      `${counts.alreadyStamped} already had ownerId, ${counts.failed} failed (deleted meanwhile).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
