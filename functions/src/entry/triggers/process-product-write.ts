import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp, adminFirestore } from '../../platform/admin.js';
import { appOrigin } from '../../platform/app-origin.js';
import { FUNCTIONS_REGION } from '../../platform/global-options.js';
import { jobTaskQueue } from '../../platform/jobs/job-tasks.js';
import type { CardBucket } from '../../domains/cards/card-bucket.js';
import { syncProductCard } from '../../domains/cards/product-card.js';
import { storageGate } from '../../domains/cards/storage-availability.js';
import {
  clearedWithItsDelete,
  countersOnlyChange,
  indexOnWrite,
  mirrorOnWrite,
  purgeWhatWasUnder,
  type ProductChange,
} from '../../domains/products/product-write.js';
import { recordProductActivity } from '../../domains/products/product-activity.js';
import { COLLECTIONS } from '../../shared/index.js';

const storage = storageGate();
const enqueue = jobTaskQueue(adminApp, FUNCTIONS_REGION);

/**
 * Every write of products/{id} does four things, each idempotent and decided from the event:
 * the list fields and the seller's count (indexOnWrite), the public mirror and, for a delete, the
 * purge job of what was under the product (mirrorOnWrite), the card PNG (renderCard), and a
 * member's own create, edit or delete in the activity log (recordProductActivity). One function
 * for them: a product write is one run instead of four (docs/decisions.md, "One dispatcher for
 * product writes"). A review's counters, written with the average rating derived from them, end
 * the run before any of them (countersOnlyChange). All run even when one
 * fails; the event is then retried, and what already happened finds nothing to do. A delete
 * whose commit already removed everything else (a bulk delete's) reads its tombstone and only
 * looks for what was under the product.
 */
export const processProductWrite = onDocumentWritten(
  {
    document: `${COLLECTIONS.products}/{productId}`,
    retry: true,
    // The card's rendering needs it; the other two take milliseconds.
    memory: '512MiB',
    timeoutSeconds: 60,
  },
  async (event) => {
    const change: ProductChange = {
      productId: event.params.productId,
      before: event.data?.before,
      after: event.data?.after,
    };
    // A review's counters (most product writes in a busy day): nothing to do, nothing read.
    if (countersOnlyChange(change.productId, change.before?.data(), change.after?.data())) return;
    const db = adminFirestore();
    if (await clearedWithItsDelete(db, change)) {
      await Promise.all([purgeWhatWasUnder(db, change, enqueue), renderCard(change)]);
      return;
    }
    const outcomes = await Promise.allSettled([
      indexOnWrite(db, change),
      mirrorOnWrite(db, change, enqueue),
      renderCard(change),
      recordProductActivity(db, change),
    ]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  },
);

/**
 * Renders the card PNG to Storage (cards/{ownerId}/{productId}.png) when anything the card shows
 * changed, including Apply Template and template edits (both write the product). Counter updates
 * and its own cardRender write hash to the same version and end without a render.
 */
async function renderCard({ productId, before }: ProductChange) {
  const gate = storage();
  if (!gate.available) {
    if (gate.message) logger.warn(gate.message);
    return;
  }
  const storedOwner: unknown = before?.get('ownerId');
  const ownerId = typeof storedOwner === 'string' ? storedOwner : undefined;
  // Imported here, not at the top: @google-cloud/storage would add to every function's cold start.
  const { getStorage } = await import('firebase-admin/storage');
  const bucket: CardBucket = getStorage(adminApp()).bucket();
  const outcome = await syncProductCard(
    { db: adminFirestore(), bucket, appOrigin: appOrigin() },
    productId,
    ownerId,
  );
  if (outcome === 'rendered' || outcome === 'invalid') {
    logger.info(`Card PNG ${outcome}`, { productId });
  }
}
