import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import {
  productWrite,
  publicFieldsChanged,
  syncPublicProduct,
} from '../products/sync-public-product.js';
import { COLLECTIONS } from '../shared/index.js';

const app = getApps().length > 0 ? getApp() : initializeApp();

/**
 * Keeps publicProducts/{id} (what the anonymous review page reads) in step with products/{id},
 * and when a product is deleted removes its mirror and its subcollections (reviews, funnel).
 */
export const onProductWritten = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const write = productWrite(before?.exists === true, after?.exists === true);
    if (!write) return;
    if (write !== 'deleted' && !publicFieldsChanged(before?.data(), after?.data())) return;
    const result = await syncPublicProduct(getFirestore(app), event.params.productId, write);
    if (result === 'invalid') {
      logger.error('Product does not match the schema; public mirror left as it was', {
        productId: event.params.productId,
      });
    }
  },
);
