import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  averageOf,
  bucketStart,
  emptyDayTotals,
  granularityFor,
  seriesOver,
  sumRanking,
  sumYearDocs,
  totalsOver,
} from './analytics-aggregation.js';
import { yearsToRead } from './analytics-calendar.js';
import { flattenDay, dayDeltas, rankingDeltas } from './analytics-counters.js';
import { AnalyticsYearDoc, RankingYearDoc } from './schemas/analytics-docs.js';

describe('reading: year documents, ranges and series', () => {
  const years = [
    {
      year: '2025',
      doc: v.parse(AnalyticsYearDoc, {
        ownerId: 'seller',
        timeZone: 'UTC',
        m: {
          '02': {
            '28': { o: 5, u: 2, r: 2, t: 7, h: { '5': 1, '2': 1 }, st: { amazon: { r: 1 } } },
          },
          '03': { '01': { o: 1, lo: { ro: 1 }, lr: { en: 1 } } },
        },
      }),
    },
    { year: '2024', doc: null },
    { year: '2023', doc: v.parse(AnalyticsYearDoc, { ownerId: 'seller', timeZone: 'UTC' }) },
  ];

  it('sums the year documents per day, each under its own year', () => {
    const days = sumYearDocs(years);
    expect([...days.keys()].sort()).toEqual(['2025-02-28', '2025-03-01']);
    const feb28 = days.get('2025-02-28')!;
    expect(feb28).toMatchObject({ opened: 5, visitors: 2, rated: 2, ratingSum: 7 });
    expect(feb28.histogram).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 });
    expect(feb28.stores.amazon.rated).toBe(1);
    expect(days.get('2025-03-01')!.ratedByLocale).toEqual({ en: 1 });
    expect(averageOf(feb28)).toBe(3.5);
  });

  it('refuses stored days that are not counters (the converters report them)', () => {
    const bad = [
      { m: { '13': { '01': { o: 1 } } } },
      { m: { '02': { '30x': { o: 1 } } } },
      { m: { '02': { '01': { o: -1 } } } },
      { m: { '02': { '01': { o: 1.5 } } } },
      { m: { '02': { '01': { h: { '6': 1 } } } } },
      { m: { '02': { '01': { st: { ebay: { r: 1 } } } } } },
      { m: { '02': { '01': { lo: { xx: 1 } } } } },
      { ownerId: '' },
    ];
    for (const doc of bad) {
      expect(v.safeParse(AnalyticsYearDoc, { ownerId: 'x', timeZone: 'UTC', ...doc }).success).toBe(
        false,
      );
    }
  });

  it('reads the year documents of the range and of its comparison period', () => {
    expect(yearsToRead({ from: '2025-06-01', to: '2025-06-07' })).toEqual(['2025']);
    expect(yearsToRead({ from: '2025-01-01', to: '2025-01-07' })).toEqual(['2024', '2025']);
    // 12 months and the 12 before them.
    expect(yearsToRead({ from: '2024-06-16', to: '2025-06-15' })).toEqual(['2023', '2024', '2025']);
    // The longest custom range: 397 days, its comparison period too: at most 4 years.
    expect(yearsToRead({ from: '2024-12-31', to: '2026-01-31' })).toEqual([
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    // Two days of slack on each side while the seller's zone is a guess.
    expect(yearsToRead({ from: '2025-12-24', to: '2025-12-30' }, 2)).toEqual(['2025', '2026']);
  });

  it('totals a range and leaves out days outside it', () => {
    const days = sumYearDocs(years);
    expect(totalsOver(days, { from: '2025-03-01', to: '2025-03-07' }).opened).toBe(1);
    expect(totalsOver(days, { from: '2025-02-01', to: '2025-03-31' }).opened).toBe(6);
    expect(totalsOver(days, { from: '2025-04-01', to: '2025-04-30' })).toEqual(emptyDayTotals());
  });

  it('picks days, ISO weeks or months by the range length', () => {
    expect(granularityFor({ from: '2025-03-01', to: '2025-03-31' })).toBe('day');
    expect(granularityFor({ from: '2025-01-01', to: '2025-03-31' })).toBe('week');
    expect(granularityFor({ from: '2024-04-01', to: '2025-03-31' })).toBe('month');
    expect(bucketStart('2025-03-09', 'week')).toBe('2025-03-03'); // a Sunday → its Monday
    expect(bucketStart('2025-03-09', 'month')).toBe('2025-03-01');
  });

  it('cuts a range into buckets with zeros where nothing happened', () => {
    const days = sumYearDocs(years);
    const weekly = seriesOver(days, { from: '2025-02-26', to: '2025-03-10' }, 'week');
    expect(weekly.map((point) => [point.start, point.totals.opened])).toEqual([
      ['2025-02-26', 6], // clipped week: Wed 26 Feb – Sun 2 Mar
      ['2025-03-03', 0],
      ['2025-03-10', 0],
    ]);
    const daily = seriesOver(days, { from: '2025-02-27', to: '2025-03-01' });
    expect(daily.map((point) => point.totals.opened)).toEqual([0, 5, 1]);
  });
});

describe('buffered days and the ranking', () => {
  it('flattens a stored day back into the increments dayDeltas wrote', () => {
    const deltas = {
      ...dayDeltas({ kind: 'rated', rating: 4, store: 'amazon', atOrAbove: true, locale: 'de' }),
    };
    const nested = {
      r: 1,
      t: 4,
      h: { '4': 1 },
      st: { amazon: { r: 1, a: 1 } },
      lr: { de: 1 },
      a: 1,
    };
    expect(flattenDay(nested)).toEqual(deltas);
    expect(rankingDeltas(deltas)).toEqual({ r: 1, t: 4 });
    expect(rankingDeltas({ o: 1, u: 1 })).toEqual({ o: 1 });
  });

  it('sums product lines over the months asked for, with the latest year’s title', () => {
    const ranking = (p: Record<string, unknown>) => v.parse(RankingYearDoc, { ownerId: 's', p });
    const rows = sumRanking(
      [
        {
          year: '2024',
          doc: ranking({ mug: { n: 'Old mug', m: { '12': { o: 10, r: 2, t: 9 } } } }),
        },
        {
          year: '2025',
          doc: ranking({
            mug: { n: 'Mug', m: { '01': { o: 5 }, '02': { o: 1, r: 1, t: 5 } } },
            board: { n: 'Board', m: { '03': { o: 7 } } },
          }),
        },
      ],
      ['2024-12', '2025-01'],
    );
    expect([...rows.keys()]).toEqual(['mug']);
    expect(rows.get('mug')).toEqual({
      title: 'Mug',
      opened: 15,
      rated: 2,
      ratingSum: 9,
      monthlyOpens: [10, 5],
    });
  });
});
