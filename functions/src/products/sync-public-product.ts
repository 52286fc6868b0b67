import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, validData } from '../firestore.js';
import { deepEqual, paths, ProductInput, type PublicProductDoc } from '../shared/index.js';
import { toPublicProduct } from './public-product.js';

/**
 * True when a write to products/{id} changed what the public mirror shows. Counter updates by
 * the review functions (stats) and server bookkeeping change nothing public and are skipped.
 */
export function publicFieldsChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return true;
  return !deepEqual(publicView(before), publicView(after));
}

/** The public view of a stored product, or null when the document does not satisfy the schema. */
export function publicView(data: Record<string, unknown>): PublicProductDoc | null {
  const parsed = v.safeParse(ProductInput, data);
  return parsed.success ? toPublicProduct(parsed.output) : null;
}

export type SyncResult = 'written' | 'deleted' | 'invalid';

/**
 * Brings publicProducts/{id} (and, once the product is gone, its subcollections) in line with the
 * product as it is NOW, not as the triggering event saw it: events may arrive late or out of
 * order, and a retried event must not resurrect a deleted product. Idempotent.
 */
export async function syncPublicProduct(db: Firestore, productId: string): Promise<SyncResult> {
  const productRef = db.doc(paths.product(productId)).withConverter(converters.product);
  const publicRef = db.doc(paths.publicProduct(productId));
  const snapshot = await productRef.get();
  if (!snapshot.exists) {
    await publicRef.delete();
    await deleteProductSubcollections(db, productId);
    return 'deleted';
  }
  const product = validData(snapshot);
  if (!product) return 'invalid';
  await publicRef.set(toPublicProduct(product));
  return 'written';
}

/**
 * Deletes every subcollection of products/{id} (reviews, funnel and whatever is added later),
 * recursively. recursiveDelete pages through the documents and deletes them with a BulkWriter,
 * in batches, so a product with thousands of reviews does not hit the 500-writes limit.
 */
export async function deleteProductSubcollections(
  db: Firestore,
  productId: string,
): Promise<number> {
  const subcollections = await db.doc(paths.product(productId)).listCollections();
  for (const collection of subcollections) {
    await db.recursiveDelete(collection);
  }
  return subcollections.length;
}
