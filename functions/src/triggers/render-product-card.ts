import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminApp, adminFirestore } from '../admin.js';
import type { CardBucket } from '../cards/card-bucket.js';
import { appOrigin } from '../cards/app-origin.js';
import { syncProductCard } from '../cards/product-card.js';
import { storageGate } from '../cards/storage-availability.js';
import { COLLECTIONS } from '../shared/index.js';

const storage = storageGate();

/**
 * Renders products/{id}'s card PNG to Storage (cards/{ownerId}/{productId}.png) when anything the
 * card shows changed, including Apply Template and template edits (both write the product).
 * Counter updates and its own cardRender write hash to the same version and end without a render.
 */
export const renderProductCard = onDocumentWritten(
  {
    document: `${COLLECTIONS.products}/{productId}`,
    retry: true,
    memory: '512MiB',
    timeoutSeconds: 60,
  },
  async (event) => {
    const gate = storage();
    if (!gate.available) {
      if (gate.message) logger.warn(gate.message);
      return;
    }
    const productId = event.params.productId;
    const ownerId = event.data?.before.get('ownerId') as string | undefined;
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
  },
);
