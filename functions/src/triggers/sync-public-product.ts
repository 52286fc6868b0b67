import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import {
  publicFieldsChanged,
  syncPublicProduct as syncMirror,
} from '../products/sync-public-product.js';
import { COLLECTIONS } from '../shared/index.js';

/**
 * Keeps publicProducts/{id} (what the anonymous review page reads) in step with products/{id},
 * and when a product is deleted removes its mirror and its subcollections (reviews, funnel).
 */
export const syncPublicProduct = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!publicFieldsChanged(before, after)) return;
    const result = await syncMirror(adminFirestore(), event.params.productId);
    if (result === 'invalid') {
      logger.error('Product does not match the schema; public mirror left as it was', {
        productId: event.params.productId,
      });
    }
  },
);
