import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { converters, validData } from '../../platform/firestore.js';
import { deepEqual, paths, ProductInput, type PublicProductDoc } from '../../shared/index.js';
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

export type ProductWrite = 'created' | 'updated' | 'deleted';

/** What happened to products/{id}, from the event's own before/after snapshots. */
export function productWrite(beforeExists: boolean, afterExists: boolean): ProductWrite | null {
  if (beforeExists && !afterExists) return 'deleted';
  if (!afterExists) return null;
  return beforeExists ? 'updated' : 'created';
}

export type SyncResult = 'written' | 'unchanged' | 'deleted' | 'invalid' | 'gone';

/**
 * Brings publicProducts/{id} in line with a write to products/{id}. Idempotent; events may
 * arrive late, out of order or twice.
 *
 * - 'deleted' is decided from the delete event itself, never from what products/{id} holds when
 *   this runs: the mirror goes, even if a document with that id exists by then (firestore.rules
 *   make that impossible for clients: the id is tombstoned). What was under the product goes
 *   with its purge job (purge-product.ts), which the same event queues.
 * - 'created'/'updated' mirror the product as it is now, so a late event cannot bring back an
 *   older state; a product that is gone by now is left to its own delete event ('gone').
 * - A mirror that already shows the product is not written again ('unchanged'): an import writes
 *   the mirror with the product. `written`, the product as the event's write left it, spares
 *   reading the product when the mirror shows that; if the product changed since, that change
 *   comes with its own event.
 */
export async function syncPublicProduct(
  db: Firestore,
  productId: string,
  write: ProductWrite,
  written?: Record<string, unknown>,
): Promise<SyncResult> {
  const publicRef = db.doc(paths.publicProduct(productId));
  if (write === 'deleted') {
    await publicRef.delete();
    return 'deleted';
  }
  const mirror = (await publicRef.get()).data();
  const shownAsWritten = written ? publicView(written) : null;
  if (shownAsWritten && deepEqual(mirror, shownAsWritten)) return 'unchanged';
  const snapshot = await db.doc(paths.product(productId)).withConverter(converters.product).get();
  if (!snapshot.exists) return 'gone';
  const product = validData(snapshot);
  if (!product) return 'invalid';
  const shown = toPublicProduct(product);
  if (deepEqual(mirror, shown)) return 'unchanged';
  await publicRef.set(shown);
  return 'written';
}
