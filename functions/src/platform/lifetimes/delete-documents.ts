import type { Firestore, Query } from 'firebase-admin/firestore';

/** Deletes per commit: Firestore takes at most 500 writes in one. */
export const DELETE_BATCH = 500;

/**
 * Deletes what `query` matches, DELETE_BATCH documents per read and commit, at most `maxBatches`
 * times (every loop has a bound; what is left waits for the next call). Returns how many it
 * deleted and whether anything may be left.
 */
export async function deleteMatching(
  db: Firestore,
  query: Query,
  maxBatches = Number.POSITIVE_INFINITY,
): Promise<{ deleted: number; more: boolean }> {
  let deleted = 0;
  for (let batches = 0; batches < maxBatches; batches++) {
    const page = await query.limit(DELETE_BATCH).select().get();
    if (page.empty) return { deleted, more: false };
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
    if (page.size < DELETE_BATCH) return { deleted, more: false };
  }
  return { deleted, more: true };
}
