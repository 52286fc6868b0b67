import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { CaseStatsDoc, paths } from '../../shared/index.js';
import {
  applyCaseStatsChange,
  emptyCaseStats,
  isEmptyChange,
  type CaseStatsChange,
} from './case-stats.js';

/** Counted events are remembered this long: Firestore retries an event within minutes. */
const EVENT_MARKER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Case changes of one seller queue on their 'all' document: room for a burst. */
const MAX_ATTEMPTS = 30;

/**
 * Applies one case change to the seller's 'all' numbers and the product's, in one transaction
 * with a marker for the trigger event: concurrent changes never lose an update (the transaction
 * retries), a retried event never counts twice (the marker exists).
 */
export async function recordCaseStatsChange(
  db: Firestore,
  eventId: string,
  owner: { ownerId: string; productId: string },
  change: CaseStatsChange,
  now: Date,
): Promise<'counted' | 'already_counted' | 'nothing'> {
  if (isEmptyChange(change)) return 'nothing';
  const marker = db.doc(paths.caseStatsEvent(eventId));
  // A product whose id is 'all' (only possible for ids from before auto ids) counts once.
  const keys = [...new Set(['all', owner.productId])];
  const targets = keys.map((key) => db.doc(paths.caseStats(owner.ownerId, key)));
  return db.runTransaction(
    async (tx) => {
      const [markerSnap, ...snaps] = await tx.getAll(marker, ...targets);
      if (markerSnap?.exists) return 'already_counted' as const;
      snaps.forEach((snap, index) => {
        const parsed = v.safeParse(CaseStatsDoc, snap.data());
        const current = parsed.success ? parsed.output : emptyCaseStats();
        const { opened, withContact, firstReplies, firstReplyHistogram, resolved, openByHour } =
          applyCaseStatsChange(current, change);
        tx.set(targets[index]!, {
          ownerId: owner.ownerId,
          opened,
          withContact,
          firstReplies,
          firstReplyHistogram,
          resolved,
          openByHour,
          updatedAt: Timestamp.fromDate(now),
        });
      });
      tx.create(marker, { expiresAt: Timestamp.fromMillis(now.getTime() + EVENT_MARKER_TTL_MS) });
      return 'counted' as const;
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
}
