import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { TEMPLATE_COUNT_FIELD, TEMPLATE_COUNT_READ_AT_FIELD, paths } from '../shared/index.js';

export type TemplateRecount = 'counted' | 'newerCountKept';

/**
 * sellers/{uid}.templateCount (docs/decisions.md, "Ceilings"): the seller's number of templates,
 * which the rules hold below MAX_TEMPLATES_PER_SELLER. Recounted (one count() aggregation) after
 * every template created or deleted, never incremented: a retried or repeated event counts the
 * same templates again, and templates made before the counter existed are counted by the next
 * create. A count is stored with its read time and only over an older one, so two recounts that
 * finish out of order leave the later read, which saw every commit the earlier one saw.
 */
export async function recountTemplates(db: Firestore, ownerId: string): Promise<TemplateRecount> {
  const counted = await db
    .collection(paths.templates())
    .where('ownerId', '==', ownerId)
    .count()
    .get();
  const count = counted.data().count;
  const readAt = counted.readTime;
  const sellerRef = db.doc(paths.seller(ownerId));
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(sellerRef)).get(TEMPLATE_COUNT_READ_AT_FIELD);
    if (stored instanceof Timestamp && stored.valueOf() >= readAt.valueOf()) {
      return 'newerCountKept';
    }
    // merge: never replaces the profile (ensureSellerProfile completes one that holds only
    // server fields).
    transaction.set(
      sellerRef,
      { [TEMPLATE_COUNT_FIELD]: count, [TEMPLATE_COUNT_READ_AT_FIELD]: readAt },
      { merge: true },
    );
    return 'counted';
  });
}
