import { logger } from 'firebase-functions';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isDocId, paths } from '../shared/index.js';
import { indexProduct, uncountDeletedProduct } from './index-product.js';
import { productWrite, publicFieldsChanged, syncPublicProduct } from './sync-public-product.js';

/** One write of products/{productId}, as its Firestore event carries it. */
export interface ProductChange {
  productId: string;
  before: DocumentSnapshot | undefined;
  after: DocumentSnapshot | undefined;
}

const writeOf = ({ before, after }: ProductChange) =>
  productWrite(before?.exists === true, after?.exists === true);

/**
 * Keeps a product's server-computed list fields (sort keys, filters), its search document and the
 * seller's product count, for every write by any path: the web app, imports, the Admin SDK. A
 * deleted product's search document goes with it.
 */
export async function indexOnWrite(db: Firestore, change: ProductChange): Promise<void> {
  const write = writeOf(change);
  if (!write) return;
  const { productId, before } = change;
  // An id Firestore reserves fails every write under it: retrying would never end (the rules
  // refuse such ids; only an Admin SDK write could make one).
  if (!isDocId(productId)) {
    logger.error('Product not indexed: its id has no shape the app accepts', { productId });
    return;
  }
  if (write === 'deleted') {
    await Promise.all([
      uncountDeletedProduct(db, productId, before?.data() ?? {}),
      db.doc(paths.productSearch(productId)).delete(),
    ]);
    return;
  }
  const result = await indexProduct(db, productId, before?.get('inProductCount') === true);
  if (result === 'invalid') {
    logger.error('Product cannot be indexed: its title or links do not match the schema', {
      productId,
    });
  }
}

/**
 * Keeps publicProducts/{id} (what the anonymous review page reads) in step with products/{id},
 * and when a product is deleted removes its mirror and every subcollection (reviews, analytics).
 * Decided from the event itself, never from what products/{id} holds when this runs.
 */
export async function mirrorOnWrite(db: Firestore, change: ProductChange): Promise<void> {
  const write = writeOf(change);
  if (!write) return;
  if (write !== 'deleted' && !publicFieldsChanged(change.before?.data(), change.after?.data())) {
    return;
  }
  const result = await syncPublicProduct(db, change.productId, write);
  if (result === 'invalid') {
    logger.error('Product does not match the schema; public mirror left as it was', {
      productId: change.productId,
    });
  }
}
