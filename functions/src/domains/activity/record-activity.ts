import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { converters, validData } from '../../platform/firestore.js';
import { expiredDocuments } from '../../platform/lifetimes/sweep.js';
import {
  COLLECTIONS,
  activityEntryDoc,
  activityEntryId,
  paths,
  type ActivityEvent,
} from '../../shared/index.js';

/**
 * Writes one entry of the account's activity log (docs/decisions.md, "Who did what"): the event,
 * the member's display name as their member document says it now ('' for a member who is gone),
 * at `at`. The entry's id comes from the event and `occurrence`, so a retried trigger or job
 * writes the same entry again, never a second one. One read (the member) and one write.
 */
export async function recordActivity(
  db: Firestore,
  accountId: string,
  event: ActivityEvent,
  at: Date,
  occurrence: string,
): Promise<string> {
  const actorName = await memberName(db, accountId, event.actorUid);
  const id = activityEntryId(event.kind, event.subject.id, occurrence);
  await db
    .doc(paths.activityEntry(accountId, id))
    .set(activityEntryDoc(event, actorName, at.getTime(), (ms) => Timestamp.fromMillis(ms)));
  return id;
}

/** The member's display name in the account; '' when they are no member (any more) or have none. */
export async function memberName(db: Firestore, accountId: string, uid: string): Promise<string> {
  const snapshot = await db
    .doc(paths.accountMember(accountId, uid))
    .withConverter(converters.member)
    .get();
  return validData(snapshot)?.displayName.trim() ?? '';
}

/** What a finished job records, from its document; null: nothing. */
export type JobActivity = (
  job: DocumentSnapshot,
  actorUid: string,
) => ActivityEvent | null | Promise<ActivityEvent | null>;

/**
 * A job a member started (an import, Apply Template, a bulk delete) that ended done records one
 * entry for all it changed, by the member who created it (createdBy, which the rules checked is
 * the creator), at its finish time; the job's id makes a retried end write the same entry.
 */
export async function recordFinishedJob(
  ctx: { db: Firestore; jobId: string; ref: DocumentReference },
  activityOf: JobActivity,
): Promise<void> {
  const job = await ctx.ref.get();
  const ownerId: unknown = job.get('ownerId');
  const createdBy: unknown = job.get('createdBy');
  if (job.get('status') !== 'done' || typeof ownerId !== 'string' || ownerId === '') return;
  if (typeof createdBy !== 'string' || createdBy === '') return;
  const event = await activityOf(job, createdBy);
  if (!event) return;
  const finishedAt: unknown = job.get('finishedAt');
  const at = finishedAt instanceof Timestamp ? finishedAt.toDate() : new Date();
  await recordActivity(ctx.db, ownerId, event, at, ctx.jobId);
}

/**
 * For the lifetime sweep: entries past their expiresAt (ACTIVITY_RETENTION_DAYS), in every
 * account; the TTL policy on the same field usually deletes them first.
 */
export const expiredActivityEntries = expiredDocuments(
  'activityEntries',
  COLLECTIONS.accountActivity,
  { group: true },
);
