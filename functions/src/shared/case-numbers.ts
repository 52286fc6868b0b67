import { CASE_FIRST_REPLY_BUCKET_HOURS, CASE_OPEN_AGE_ALERT_MS } from './constants.js';
import {
  CASE_FIRST_REPLY_BUCKETS,
  type CaseFirstReplyBucket,
  type CaseStatsDoc,
} from './schemas/cases.js';

/**
 * The seller's case numbers from one sellers/{uid}/caseStats/{'all' | productId} document
 * (docs/data-model.md, "Cases"): the dashboard and the account overview compute them with these,
 * the functions keep the counters (functions/src/domains/cases/case-stats.ts).
 */

const HOUR_MS = 60 * 60 * 1000;

export interface CaseNumbers {
  opened: number;
  /** 0–1; null without cases. */
  withContactShare: number | null;
  /** The median first reply's bucket: at most `hours` hours, or `null` hours for "over a week". */
  medianFirstReply: { bucket: CaseFirstReplyBucket; hours: number | null } | null;
  /** 0–1; null without cases. */
  resolvedShare: number | null;
  openOlderThan48h: number;
}

/** Open cases opened at least `ageMs` before `now` (exact to the hour of their opening). */
export function openOlderThan(
  openByHour: Record<string, number>,
  now: number,
  ageMs: number = CASE_OPEN_AGE_ALERT_MS,
): number {
  let count = 0;
  for (const [hour, open] of Object.entries(openByHour)) {
    if ((Number(hour) + 1) * HOUR_MS <= now - ageMs) count += open;
  }
  return count;
}

/** The bucket in which the cumulative count of first replies reaches half of them. */
export function medianFirstReplyBucket(
  stats: Pick<CaseStatsDoc, 'firstReplies' | 'firstReplyHistogram'>,
): CaseFirstReplyBucket | null {
  if (stats.firstReplies === 0) return null;
  let cumulative = 0;
  for (const bucket of CASE_FIRST_REPLY_BUCKETS) {
    cumulative += stats.firstReplyHistogram[bucket] ?? 0;
    if (cumulative * 2 >= stats.firstReplies) return bucket;
  }
  return 'more';
}

/** Hours of a bucket ('h24' → 24), null for 'more'. */
export function firstReplyBucketHours(bucket: CaseFirstReplyBucket): number | null {
  const hours = CASE_FIRST_REPLY_BUCKET_HOURS.find((limit) => bucket === `h${limit}`);
  return hours ?? null;
}

/** Every number the seller sees, from one stats document (or none: a product without cases). */
export function caseNumbers(
  stats: Pick<
    CaseStatsDoc,
    'opened' | 'withContact' | 'firstReplies' | 'firstReplyHistogram' | 'resolved' | 'openByHour'
  > | null,
  now: number,
): CaseNumbers {
  if (!stats) {
    return {
      opened: 0,
      withContactShare: null,
      medianFirstReply: null,
      resolvedShare: null,
      openOlderThan48h: 0,
    };
  }
  const median = medianFirstReplyBucket(stats);
  return {
    opened: stats.opened,
    withContactShare: stats.opened > 0 ? stats.withContact / stats.opened : null,
    medianFirstReply: median ? { bucket: median, hours: firstReplyBucketHours(median) } : null,
    resolvedShare: stats.opened > 0 ? stats.resolved / stats.opened : null,
    openOlderThan48h: openOlderThan(stats.openByHour, now),
  };
}

/**
 * The every-product numbers: sellers/{uid}/caseStats/all (counted there before the shards) and
 * each of sellers/{uid}/caseStatsShards/{n}, added up field by field; null when there is none.
 */
export function sumCaseStats(docs: readonly CaseStatsDoc[]): CaseStatsDoc | null {
  const [first, ...rest] = docs;
  if (!first) return null;
  const addRecord = <R extends Record<string, number>>(a: R, b: R): R => {
    const sum: Record<string, number> = { ...a };
    for (const [key, value] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + value;
    // The keys of a and b, each still a number: R's shape (TypeScript cannot follow the loop).
    return sum as R;
  };
  return rest.reduce<CaseStatsDoc>(
    (sum, doc) => ({
      ownerId: sum.ownerId,
      opened: sum.opened + doc.opened,
      withContact: sum.withContact + doc.withContact,
      firstReplies: sum.firstReplies + doc.firstReplies,
      firstReplyHistogram: addRecord(sum.firstReplyHistogram, doc.firstReplyHistogram),
      resolved: sum.resolved + doc.resolved,
      openByHour: addRecord(sum.openByHour, doc.openByHour),
      updatedAt:
        (doc.updatedAt?.toMillis() ?? 0) > (sum.updatedAt?.toMillis() ?? 0)
          ? doc.updatedAt
          : sum.updatedAt,
    }),
    first,
  );
}
