import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, TEMPLATE_COUNT_FIELD, paths } from '../../shared/index.js';

/**
 * sellers/{uid}.templateCount (docs/decisions.md, "Templates per seller") is kept exact by the
 * seller's own commits: the rules take a template's create or delete only together with the count
 * raised or lowered by one. Counting again is for what no such commit counted: templates made
 * before it (the upgrade's `npm run migrate:template-counts`). The count and its write are one
 * transaction, so a template created or deleted meanwhile makes it count again rather than leave
 * a stale number.
 */
export function recountTemplates(db: Firestore, ownerId: string): Promise<number> {
  const templates = db.collection(paths.templates()).where('ownerId', '==', ownerId);
  const sellerRef = db.doc(paths.seller(ownerId));
  return db.runTransaction(async (tx) => {
    const [counted] = await Promise.all([tx.get(templates.count()), tx.get(sellerRef)]);
    const count = counted.data().count;
    // merge: never replaces the profile (ensureSellerProfile completes one that holds only
    // server fields).
    tx.set(sellerRef, { [TEMPLATE_COUNT_FIELD]: count }, { merge: true });
    return count;
  });
}

/** Every seller who has a template, counted again (the upgrade's migration). */
export async function recountAllTemplates(db: Firestore): Promise<{ sellers: number }> {
  const owners = new Set<string>();
  const page = 500;
  let query = db
    .collection(COLLECTIONS.templates)
    .select('ownerId')
    .orderBy(FieldPath.documentId())
    .limit(page);
  for (;;) {
    const { docs } = await query.get();
    for (const doc of docs) {
      const ownerId: unknown = doc.get('ownerId');
      if (typeof ownerId === 'string' && ownerId !== '') owners.add(ownerId);
    }
    const last = docs.at(-1);
    if (!last || docs.length < page) break;
    query = query.startAfter(last);
  }
  for (const ownerId of owners) await recountTemplates(db, ownerId);
  return { sellers: owners.size };
}
