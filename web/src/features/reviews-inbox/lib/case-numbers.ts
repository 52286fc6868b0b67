import { CASE_FIRST_REPLY_BUCKET_HOURS, CASE_OPEN_AGE_ALERT_MS } from '@shared';
import { CASE_FIRST_REPLY_BUCKETS, type CaseStatsDoc } from '@shared/schemas/cases';

export interface CaseNumbers {
  opened: number;
  /** Shares 0..1, null while no case was opened. */
  withContactShare: number | null;
  resolvedShare: number | null;
  /** The median first reply's bucket: at most this many hours; 'more' above a week; null: none. */
  medianFirstReplyHours: number | 'more' | null;
  /** Cases not resolved that were opened more than 48 hours ago. */
  openOlderThan48h: number;
}

const HOUR_MS = 3_600_000;

/**
 * The seller's numbers from one caseStats document, as docs/data-model.md ("Cases") defines them:
 * shares of the cases opened, the median first reply as the histogram bucket where the cumulative
 * count reaches half the first replies, and the open cases opened in an hour that ended at least
 * 48 hours ago.
 */
export function caseNumbers(stats: CaseStatsDoc | null, now: number): CaseNumbers {
  if (!stats || stats.opened === 0) {
    return {
      opened: 0,
      withContactShare: null,
      resolvedShare: null,
      medianFirstReplyHours: null,
      openOlderThan48h: 0,
    };
  }
  let median: CaseNumbers['medianFirstReplyHours'] = null;
  if (stats.firstReplies > 0) {
    let seen = 0;
    for (const bucket of CASE_FIRST_REPLY_BUCKETS) {
      seen += stats.firstReplyHistogram[bucket] ?? 0;
      if (seen >= stats.firstReplies / 2) {
        median =
          bucket === 'more'
            ? 'more'
            : (CASE_FIRST_REPLY_BUCKET_HOURS[CASE_FIRST_REPLY_BUCKETS.indexOf(bucket)] ?? null);
        break;
      }
    }
  }
  let openOld = 0;
  for (const [hour, count] of Object.entries(stats.openByHour)) {
    if ((Number(hour) + 1) * HOUR_MS <= now - CASE_OPEN_AGE_ALERT_MS) openOld += count;
  }
  return {
    opened: stats.opened,
    withContactShare: stats.withContact / stats.opened,
    resolvedShare: stats.resolved / stats.opened,
    medianFirstReplyHours: median,
    openOlderThan48h: openOld,
  };
}
