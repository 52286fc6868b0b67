import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { CASE_STATS_SHARDS, CaseStatsDoc, paths } from '../../shared/index.js';
import {
  applyCaseStatsChange,
  emptyCaseStats,
  isEmptyChange,
  type CaseStatsChange,
} from './case-stats.js';

/** Counted events are remembered this long: Firestore retries an event within minutes. */
const EVENT_MARKER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Case changes of one product queue on its document: room for a burst. */
const MAX_ATTEMPTS = 30;

/**
 * The shard of a case: every change of one case lands on the same one, so each shard holds the
 * numbers of its own cases (never below zero), and cases spread evenly over the shards.
 */
export function caseStatsShard(caseId: string): number {
  return createHash('sha256').update(caseId).digest().readUInt32BE(0) % CASE_STATS_SHARDS;
}

/**
 * Applies one case change to its case's shard of the seller's every-product numbers
 * (sellers/{uid}/caseStatsShards/{n}, summed on read with 'all' by sumCaseStats; docs/decisions.md,
 * "No hot document") and to the
 * product's, in one transaction with a marker for the trigger event: concurrent changes never
 * lose an update (the transaction retries), a retried event never counts twice (the marker
 * exists).
 */
export async function recordCaseStatsChange(
  db: Firestore,
  eventId: string,
  owner: { ownerId: string; productId: string; caseId: string },
  change: CaseStatsChange,
  now: Date,
): Promise<'counted' | 'already_counted' | 'nothing'> {
  if (isEmptyChange(change)) return 'nothing';
  const marker = db.doc(paths.caseStatsEvent(eventId));
  const targets = [db.doc(paths.caseStatsShard(owner.ownerId, caseStatsShard(owner.caseId)))];
  // A product whose id is 'all' (only possible for ids from before auto ids) reads the
  // every-product numbers on its own page: it counts once, in the shards.
  if (owner.productId !== 'all')
    targets.push(db.doc(paths.caseStats(owner.ownerId, owner.productId)));
  return db.runTransaction(
    async (tx) => {
      const [markerSnap, ...snaps] = await tx.getAll(marker, ...targets);
      if (markerSnap?.exists) return 'already_counted' as const;
      snaps.forEach((snap) => {
        const parsed = v.safeParse(CaseStatsDoc, snap.data());
        const current = parsed.success ? parsed.output : emptyCaseStats();
        const { opened, withContact, firstReplies, firstReplyHistogram, resolved, openByHour } =
          applyCaseStatsChange(current, change);
        tx.set(snap.ref, {
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
