import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { expiredDocuments, type SweepPurge } from '../../platform/lifetimes/sweep.js';
import { COLLECTIONS } from '../../shared/index.js';
import { deleteCase } from './delete-case.js';

/** Cases purged per sweep run; what is left waits an hour for the next run. */
export const PURGE_MAX_CASES = 100;

/**
 * Cases without activity for the seller's retention (docs/privacy.md): every case whose
 * `purgeAt` has passed goes with its address, thread, links and emails. A TTL policy on
 * `cases.purgeAt` and `caseContacts.purgeAt` does the same in production as a backstop; the
 * case's delete trigger removes what TTL leaves under a deleted case.
 */
export async function purgeInactiveCases(
  db: Firestore,
  now: Date,
): Promise<{ purged: number; more: boolean }> {
  const due = await db
    .collection(COLLECTIONS.cases)
    .where('purgeAt', '<=', Timestamp.fromDate(now))
    .limit(PURGE_MAX_CASES)
    .select()
    .get();
  for (const doc of due.docs) await deleteCase(db, doc.id);
  return { purged: due.size, more: due.size === PURGE_MAX_CASES };
}

/** For the lifetime sweep: cases past their purgeAt, each with its data. */
export const inactiveCases: SweepPurge<'cases'> = {
  name: 'cases',
  async purge(db, now) {
    const { purged, more } = await purgeInactiveCases(db, now);
    return { deleted: purged, more };
  },
};

/** Case links past their expiresAt, and counted-event markers. */
export const expiredCaseTokens = expiredDocuments('caseTokens', COLLECTIONS.caseTokens);
export const expiredCaseStatsEvents = expiredDocuments(
  'caseStatsEvents',
  COLLECTIONS.caseStatsEvents,
);

/** An address outlives its case only if a TTL policy deleted the case first. */
export const orphanedCaseContacts = expiredDocuments('caseContacts', COLLECTIONS.caseContacts, {
  field: 'purgeAt',
});
