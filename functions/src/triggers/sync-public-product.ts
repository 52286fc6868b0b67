import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import {
  productWrite,
  publicFieldsChanged,
  syncPublicProduct as syncMirror,
} from '../products/sync-public-product.js';
import { COLLECTIONS } from '../shared/index.js';

/**
 * Keeps publicProducts/{id} (what the anonymous review page reads) in step with products/{id},
 * and when a product is deleted removes its mirror and every subcollection (reviews, analytics).
 */
export const syncPublicProduct = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    // Decided from the event itself, never from what products/{id} holds when this runs.
    const write = productWrite(before?.exists === true, after?.exists === true);
    if (!write) return;
    if (write !== 'deleted' && !publicFieldsChanged(before?.data(), after?.data())) return;
    const result = await syncMirror(adminFirestore(), event.params.productId, write);
    if (result === 'invalid') {
      logger.error('Product does not match the schema; public mirror left as it was', {
        productId: event.params.productId,
      });
    }
  },
);
