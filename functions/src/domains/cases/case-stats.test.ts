import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { caseNumbers, medianFirstReplyBucket, openOlderThan } from '../../shared/index.js';
import {
  applyCaseStatsChange,
  caseStatsChange,
  emptyCaseStats,
  firstReplyBucket,
  openingHour,
  type CaseStatsFields,
} from './case-stats.js';

const HOUR = 3_600_000;
const T0 = 1_780_000_000_000;
const at = (ms: number) => Timestamp.fromMillis(ms);

const opened: CaseStatsFields = {
  status: 'new',
  createdAt: at(T0),
  confirmedAt: null,
  firstReplyAt: null,
  resolvedAt: null,
};
const hour = openingHour(at(T0));

describe('caseStatsChange', () => {
  it('counts an opened case as opened and open in its hour', () => {
    expect(caseStatsChange(null, opened)).toEqual({
      opened: 1,
      withContact: 0,
      firstReplies: 0,
      firstReplyBucket: null,
      resolved: 0,
      openByHour: { [hour]: 1 },
    });
  });

  it('counts the confirmation, the first reply (from the confirmation) and the resolution once', () => {
    const confirmed = { ...opened, confirmedAt: at(T0 + HOUR) };
    expect(caseStatsChange(opened, confirmed)).toMatchObject({ withContact: 1, opened: 0 });
    const replied = {
      ...confirmed,
      status: 'waiting_customer' as const,
      firstReplyAt: at(T0 + 4 * HOUR),
    };
    expect(caseStatsChange(confirmed, replied)).toMatchObject({
      firstReplies: 1,
      firstReplyBucket: 'h4',
      openByHour: {},
    });
    // A second reply changes nothing.
    expect(caseStatsChange(replied, { ...replied, status: 'waiting_customer' })).toMatchObject({
      firstReplies: 0,
    });
    const resolved = { ...replied, status: 'resolved' as const, resolvedAt: at(T0 + 5 * HOUR) };
    expect(caseStatsChange(replied, resolved)).toMatchObject({
      resolved: 1,
      openByHour: { [hour]: -1 },
    });
    // Reopened by a reply: open again, but not resolved twice when it is resolved again.
    const reopened = { ...resolved, status: 'waiting_customer' as const };
    expect(caseStatsChange(resolved, reopened)).toMatchObject({
      resolved: 0,
      openByHour: { [hour]: 1 },
    });
    expect(caseStatsChange(reopened, resolved)).toMatchObject({
      resolved: 0,
      openByHour: { [hour]: -1 },
    });
  });

  it('takes a purged open case out of the open ones, and leaves a resolved one', () => {
    expect(caseStatsChange(opened, null).openByHour).toEqual({ [hour]: -1 });
    expect(caseStatsChange({ ...opened, status: 'resolved' }, null).openByHour).toEqual({});
  });
});

describe('firstReplyBucket', () => {
  it.each([
    [0, 'h1'],
    [HOUR, 'h1'],
    [HOUR + 1, 'h2'],
    [23 * HOUR, 'h24'],
    [49 * HOUR, 'h72'],
    [168 * HOUR, 'h168'],
    [169 * HOUR, 'more'],
  ])('%d ms → %s', (ms, bucket) => {
    expect(firstReplyBucket(ms)).toBe(bucket);
  });
});

describe('applyCaseStatsChange and the numbers the UI shows', () => {
  it('adds changes, drops empty hours, never goes below zero', () => {
    let stats = emptyCaseStats();
    stats = applyCaseStatsChange(stats, caseStatsChange(null, opened));
    stats = applyCaseStatsChange(
      stats,
      caseStatsChange(null, { ...opened, createdAt: at(T0 - 72 * HOUR) }),
    );
    expect(stats.opened).toBe(2);
    expect(Object.values(stats.openByHour)).toEqual([1, 1]);
    stats = applyCaseStatsChange(stats, caseStatsChange(opened, null));
    expect(stats.openByHour).toEqual({ [openingHour(at(T0 - 72 * HOUR))]: 1 });
    stats = applyCaseStatsChange(stats, caseStatsChange(opened, null));
    expect(stats.openByHour).toEqual({ [openingHour(at(T0 - 72 * HOUR))]: 1 });
  });

  it('counts open cases older than 48 h to the hour', () => {
    const openByHour = { [String(T0 / HOUR - 50)]: 2, [String(T0 / HOUR - 47)]: 5 };
    expect(openOlderThan(openByHour, T0)).toBe(2);
    expect(openOlderThan(openByHour, T0 + 3 * HOUR)).toBe(7);
  });

  it('finds the median first reply bucket', () => {
    expect(medianFirstReplyBucket({ firstReplies: 0, firstReplyHistogram: {} })).toBeNull();
    expect(
      medianFirstReplyBucket({ firstReplies: 5, firstReplyHistogram: { h1: 2, h24: 2, more: 1 } }),
    ).toBe('h24');
    expect(
      caseNumbers(
        {
          opened: 4,
          withContact: 3,
          firstReplies: 2,
          firstReplyHistogram: { h2: 1, h8: 1 },
          resolved: 1,
          openByHour: { [String(T0 / HOUR - 60)]: 1 },
        },
        T0,
      ),
    ).toEqual({
      opened: 4,
      withContactShare: 0.75,
      medianFirstReply: { bucket: 'h2', hours: 2 },
      resolvedShare: 0.25,
      openOlderThan48h: 1,
    });
    expect(caseNumbers(null, T0).withContactShare).toBeNull();
  });
});
