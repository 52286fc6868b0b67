import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, MAX_RUNNING_JOBS_PER_SELLER } from '../../shared/index.js';

/**
 * The running-jobs ceiling (docs/decisions.md, "Ceilings"): a job the seller created may start
 * only while fewer than MAX_RUNNING_JOBS_PER_SELLER of their jobs, itself included, created no
 * later than it are still working. Counting by creation time needs no counter to keep in step:
 * a job stops counting the moment its own status says it finished (or was refused). No set of
 * jobs working at once can pass the ceiling: the youngest of them counted all the others when it
 * started (jobs created in the same instant, one batched write, count against each other).
 * Three count() aggregations (one read each) per started job.
 */
const WORKING_STATUSES = {
  [COLLECTIONS.importJobs]: ['queued', 'running', 'undoQueued', 'undoing'],
  [COLLECTIONS.templateJobs]: ['queued', 'running'],
  [COLLECTIONS.productDeleteJobs]: ['queued', 'running'],
} as const;

/** True when a queued job created at `createdAt` (now, if it has none) may start. */
export async function withinRunningJobs(
  db: Firestore,
  ownerId: string,
  createdAt: unknown,
): Promise<boolean> {
  const upTo = createdAt instanceof Timestamp ? createdAt : Timestamp.now();
  const counts = await Promise.all(
    Object.entries(WORKING_STATUSES).map(async ([collection, statuses]) => {
      const snapshot = await db
        .collection(collection)
        .where('ownerId', '==', ownerId)
        .where('status', 'in', statuses)
        .where('createdAt', '<=', upTo)
        .count()
        .get();
      return snapshot.data().count;
    }),
  );
  // A job with no creation time is not in the counts; it counts itself.
  const itself = createdAt instanceof Timestamp ? 0 : 1;
  return counts.reduce((sum, count) => sum + count, itself) <= MAX_RUNNING_JOBS_PER_SELLER;
}
