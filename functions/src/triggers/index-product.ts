import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../admin.js';
import {
  indexProduct as writeListFields,
  uncountDeletedProduct,
} from '../products/index-product.js';
import { productWrite } from '../products/sync-public-product.js';
import { COLLECTIONS, isDocId } from '../shared/index.js';

/**
 * Keeps a product's server-computed list fields (search keys, sort keys, filters) and the seller's
 * product count (docs/decisions.md, "Product list at scale"), for every write by any path: the web app, imports, the Admin SDK.
 */
export const indexProduct = onDocumentWritten(
  { document: `${COLLECTIONS.products}/{productId}`, retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const productId = event.params.productId;
    const write = productWrite(before?.exists === true, after?.exists === true);
    if (!write) return;
    // An id Firestore reserves fails every write under it: retrying would never end (the rules
    // refuse such ids; only an Admin SDK write could make one).
    if (!isDocId(productId)) {
      logger.error('Product not indexed: its id has no shape the app accepts', { productId });
      return;
    }
    if (write === 'deleted') {
      await uncountDeletedProduct(adminFirestore(), productId, before?.data() ?? {});
      return;
    }
    const result = await writeListFields(
      adminFirestore(),
      productId,
      before?.get('inProductCount') === true,
    );
    if (result === 'invalid') {
      logger.error('Product cannot be indexed: its title or links do not match the schema', {
        productId,
      });
    }
  },
);
