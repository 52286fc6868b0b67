import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { paths } from '../../shared/index.js';

export type ProfileRecount = 'counted' | 'newerCountKept';

/** Where on sellers/{uid} a recounted number and the read time of its count are stored. */
export interface ProfileCountFields {
  count: string;
  readAt: string;
}

/**
 * Counts `query` again (one count() aggregation) and stores the number on the seller's profile
 * with the count's read time, only over an older one: two recounts that finish out of order leave
 * the later read, which saw every commit the earlier one saw. Never incremented, so a retried or
 * repeated event counts the same documents again, and documents made before the counter existed
 * are counted by the next recount.
 */
export async function recountOnProfile(
  db: Firestore,
  ownerId: string,
  query: Query,
  fields: ProfileCountFields,
): Promise<ProfileRecount> {
  const counted = await query.count().get();
  const count = counted.data().count;
  const readAt = counted.readTime;
  const sellerRef = db.doc(paths.seller(ownerId));
  return db.runTransaction(async (transaction) => {
    const stored: unknown = (await transaction.get(sellerRef)).get(fields.readAt);
    if (stored instanceof Timestamp && stored.valueOf() >= readAt.valueOf()) {
      return 'newerCountKept';
    }
    // merge: never replaces the profile (ensureSellerProfile completes one that holds only
    // server fields).
    transaction.set(sellerRef, { [fields.count]: count, [fields.readAt]: readAt }, { merge: true });
    return 'counted';
  });
}

/** True when the profile holds a count of `fields` read at or after `time`. */
export async function countedSince(
  db: Firestore,
  ownerId: string,
  fields: ProfileCountFields,
  time: Timestamp,
): Promise<boolean> {
  const stored: unknown = (await db.doc(paths.seller(ownerId)).get()).get(fields.readAt);
  return stored instanceof Timestamp && stored.valueOf() >= time.valueOf();
}
