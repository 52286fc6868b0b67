import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { recordActivity } from '../activity/record-activity.js';
import {
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
  deleteEvent,
  editEvent,
  paths,
  type EditedSide,
} from '../../shared/index.js';

function sideOf(snapshot: DocumentSnapshot | undefined): EditedSide | null {
  if (!snapshot?.exists) return null;
  const updatedAt: unknown = snapshot.get('updatedAt');
  return {
    name: snapshot.get('name'),
    updatedBy: snapshot.get('updatedBy'),
    updatedAtMs: updatedAt instanceof Timestamp ? updatedAt.toMillis() : null,
  };
}

export interface TemplateChange {
  templateId: string;
  before: DocumentSnapshot | undefined;
  after: DocumentSnapshot | undefined;
}

/**
 * A member's create, edit or delete of a template goes into the account's activity log
 * (docs/decisions.md, "Who did what"): a create or edit by the `updatedBy` the rules checked; a
 * delete by the member its commit named on the account's template count (templateCountedBy,
 * read while the count still names this template: a later template change of the account,
 * before this runs, leaves the delete unrecorded rather than give it to the wrong member).
 */
export async function recordTemplateChange(
  db: Firestore,
  { templateId, before, after }: TemplateChange,
): Promise<'recorded' | 'none'> {
  if (after?.exists) {
    const event = editEvent('template', templateId, sideOf(before), sideOf(after));
    const ownerId: unknown = after.get('ownerId');
    if (!event || typeof ownerId !== 'string' || ownerId === '') return 'none';
    const updatedAt: unknown = after.get('updatedAt');
    const at = updatedAt instanceof Timestamp ? updatedAt.toDate() : new Date();
    await recordActivity(db, ownerId, event, at, String(at.getTime()));
    return 'recorded';
  }
  const ownerId: unknown = before?.get('ownerId');
  if (!before?.exists || typeof ownerId !== 'string' || ownerId === '') return 'none';
  const seller = await db.doc(paths.seller(ownerId)).get();
  if (seller.get(TEMPLATE_COUNTED_ID_FIELD) !== templateId) return 'none';
  const event = deleteEvent(
    'template',
    templateId,
    before.get('name'),
    seller.get(TEMPLATE_COUNTED_BY_FIELD),
  );
  if (!event) return 'none';
  const at = seller.updateTime?.toDate() ?? new Date();
  await recordActivity(db, ownerId, event, at, 'deleted');
  return 'recorded';
}
