import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { recordActivity } from '../activity/record-activity.js';
import { deleteEvent, editEvent, paths, type EditedSide } from '../../shared/index.js';
import type { ProductChange } from './product-write.js';

/** The side of a products/{id} write the activity log decides from. */
function sideOf(snapshot: DocumentSnapshot | undefined): EditedSide | null {
  if (!snapshot?.exists) return null;
  const updatedAt: unknown = snapshot.get('updatedAt');
  return {
    name: snapshot.get('title'),
    updatedBy: snapshot.get('updatedBy'),
    updatedAtMs: updatedAt instanceof Timestamp ? updatedAt.toMillis() : null,
  };
}

/**
 * A member's create, edit or delete of one product goes into the account's activity log
 * (docs/decisions.md, "Who did what"): an edit by the `updatedBy` the rules checked, a delete by
 * its tombstone's `deletedBy`. What functions write (imports, Apply Template, a bulk delete, the
 * list fields) records nothing here: each job records its one entry.
 */
export async function recordProductActivity(db: Firestore, change: ProductChange): Promise<void> {
  const { productId, before, after } = change;
  if (after?.exists) {
    const event = editEvent('product', productId, sideOf(before), sideOf(after));
    const ownerId: unknown = after.get('ownerId');
    if (!event || typeof ownerId !== 'string' || ownerId === '') return;
    const updatedAt: unknown = after.get('updatedAt');
    const at = updatedAt instanceof Timestamp ? updatedAt.toDate() : new Date();
    await recordActivity(db, ownerId, event, at, String(at.getTime()));
    return;
  }
  if (!before?.exists) return;
  const tombstone = await db.doc(paths.deletedProduct(productId)).get();
  const ownerId: unknown = tombstone.get('ownerId');
  const event = deleteEvent('product', productId, before.get('title'), tombstone.get('deletedBy'));
  if (!event || typeof ownerId !== 'string' || ownerId !== before.get('ownerId')) return;
  const deletedAt: unknown = tombstone.get('deletedAt');
  const at = deletedAt instanceof Timestamp ? deletedAt.toDate() : new Date();
  await recordActivity(db, ownerId, event, at, 'deleted');
}
