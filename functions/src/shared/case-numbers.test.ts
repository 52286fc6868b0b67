import { describe, expect, it } from 'vitest';
import { sumCaseStats } from './case-numbers.js';
import type { CaseStatsDoc } from './schemas/cases.js';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const stats = (fields: Partial<CaseStatsDoc>): CaseStatsDoc => ({
  ownerId: 'seller',
  opened: 0,
  withContact: 0,
  firstReplies: 0,
  firstReplyHistogram: {},
  resolved: 0,
  openByHour: {},
  updatedAt: null,
  ...fields,
});

describe('sumCaseStats', () => {
  it('is null without documents, and the one document alone', () => {
    expect(sumCaseStats([])).toBeNull();
    const one = stats({ opened: 2 });
    expect(sumCaseStats([one])).toEqual(one);
  });

  it('adds every count, histogram bucket and opening hour; keeps the latest update', () => {
    const sum = sumCaseStats([
      stats({
        opened: 3,
        withContact: 1,
        firstReplies: 1,
        firstReplyHistogram: { h1: 1 },
        openByHour: { '10': 2 },
        updatedAt: at(5),
      }),
      stats({
        opened: 2,
        resolved: 1,
        firstReplies: 2,
        firstReplyHistogram: { h1: 1, more: 1 },
        openByHour: { '10': 1, '11': 1 },
        updatedAt: at(9),
      }),
      stats({ opened: 1, openByHour: { '12': 1 } }),
    ]);
    expect(sum).toMatchObject({
      opened: 6,
      withContact: 1,
      firstReplies: 3,
      resolved: 1,
      firstReplyHistogram: { h1: 2, more: 1 },
      openByHour: { '10': 3, '11': 1, '12': 1 },
    });
    expect(sum?.updatedAt?.toMillis()).toBe(9);
  });
});
