import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { CaseStatsDoc } from '@shared/schemas/cases';
import { caseNumbers } from './case-numbers';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const hourOf = (ms: number) => String(Math.floor(ms / 3_600_000));
const stats = (patch: Partial<CaseStatsDoc>): CaseStatsDoc => ({
  ownerId: 'owner',
  opened: 0,
  withContact: 0,
  firstReplies: 0,
  firstReplyHistogram: {},
  resolved: 0,
  openByHour: {},
  updatedAt: Timestamp.fromMillis(now),
  ...patch,
});

describe('caseNumbers', () => {
  it('is empty without cases', () => {
    expect(caseNumbers(null, now)).toEqual({
      opened: 0,
      withContactShare: null,
      resolvedShare: null,
      medianFirstReplyHours: null,
      openOlderThan48h: 0,
    });
  });

  it('computes shares, the median bucket and the open cases older than 48 hours', () => {
    const numbers = caseNumbers(
      stats({
        opened: 10,
        withContact: 8,
        resolved: 5,
        firstReplies: 6,
        firstReplyHistogram: { h1: 1, h4: 1, h8: 2, h168: 2 },
        openByHour: {
          // Opened 49 h ago (its hour ended 48 h ago or earlier): counted.
          [hourOf(now - 49 * 3_600_000)]: 2,
          // Opened 47 h ago: not yet.
          [hourOf(now - 47 * 3_600_000)]: 3,
        },
      }),
      now,
    );
    expect(numbers).toEqual({
      opened: 10,
      withContactShare: 0.8,
      resolvedShare: 0.5,
      medianFirstReplyHours: 8,
      openOlderThan48h: 2,
    });
  });

  it('says "more than a week" when half the first replies took longer', () => {
    const numbers = caseNumbers(
      stats({ opened: 2, firstReplies: 2, firstReplyHistogram: { more: 2 } }),
      now,
    );
    expect(numbers.medianFirstReplyHours).toBe('more');
  });
});
