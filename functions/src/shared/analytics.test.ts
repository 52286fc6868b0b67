import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  averageOf,
  bucketStart,
  dayDeltas,
  daysBetween,
  emptyDayTotals,
  flattenDay,
  granularityFor,
  isDayKey,
  isValidTimeZone,
  localDay,
  previousRange,
  seriesOver,
  rankingDeltas,
  sumRanking,
  sumYearDocs,
  totalsOver,
  windowEnd,
  windowOf,
  yearsToRead,
} from './analytics.js';
import * as v from 'valibot';
import { AnalyticsYearDoc, RankingYearDoc } from './schemas/analytics-docs.js';

describe('localDay: the seller’s calendar day of an instant', () => {
  it('moves across midnight with the time zone', () => {
    const at = new Date('2025-06-30T22:30:00Z');
    expect(localDay(at, 'UTC')).toBe('2025-06-30');
    expect(localDay(at, 'Europe/Bucharest')).toBe('2025-07-01'); // UTC+3 in summer
    expect(localDay(at, 'America/Los_Angeles')).toBe('2025-06-30');
  });

  it('follows daylight saving time (New York, spring forward on 9 March 2025)', () => {
    // EST (UTC-5) before the change: 04:59Z is 23:59 on the 8th, 05:00Z midnight of the 9th.
    expect(localDay(new Date('2025-03-09T04:59:59Z'), 'America/New_York')).toBe('2025-03-08');
    expect(localDay(new Date('2025-03-09T05:00:00Z'), 'America/New_York')).toBe('2025-03-09');
    // EDT (UTC-4) after it: midnight of the 10th is 04:00Z, no longer 05:00Z.
    expect(localDay(new Date('2025-03-10T03:59:59Z'), 'America/New_York')).toBe('2025-03-09');
    expect(localDay(new Date('2025-03-10T04:00:00Z'), 'America/New_York')).toBe('2025-03-10');
    // Fall back (2 November 2025): the day has 25 hours, 04:30Z is still the 2nd.
    expect(localDay(new Date('2025-11-03T04:30:00Z'), 'America/New_York')).toBe('2025-11-02');
    expect(localDay(new Date('2025-11-03T05:00:00Z'), 'America/New_York')).toBe('2025-11-03');
  });

  it('is exact for half- and quarter-hour zones, which hourly UTC buckets could not be', () => {
    expect(localDay(new Date('2025-01-31T18:29:59Z'), 'Asia/Kolkata')).toBe('2025-01-31');
    expect(localDay(new Date('2025-01-31T18:30:00Z'), 'Asia/Kolkata')).toBe('2025-02-01');
    expect(localDay(new Date('2025-01-31T18:15:00Z'), 'Asia/Kathmandu')).toBe('2025-02-01');
  });

  it('crosses a year boundary ahead of UTC', () => {
    expect(localDay(new Date('2025-12-31T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-01');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(localDay(new Date('2025-06-30T23:30:00Z'), 'Mars/Olympus')).toBe('2025-06-30');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Bucharest', true],
    ['America/Argentina/Salta', true],
    ['Etc/GMT+3', true],
    ['Mars/Olympus', false],
    ['Europe/../../etc', false],
    ['', false],
    [42, false],
    ['x'.repeat(200), false],
  ])('%s → %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});

describe('calendar arithmetic', () => {
  it('adds days and months across month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2025-11', 3)).toBe('2026-02');
    expect(daysBetween('2025-01-01', '2025-12-31')).toBe(365);
    expect(daysBetween('2025-01-02', '2025-01-01')).toBe(0);
  });

  it('recognises real day keys only', () => {
    expect(isDayKey('2025-02-28')).toBe(true);
    expect(isDayKey('2025-02-30')).toBe(false);
    expect(isDayKey('2025-2-3')).toBe(false);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousRange({ from: '2025-03-01', to: '2025-03-07' })).toEqual({
      from: '2025-02-22',
      to: '2025-02-28',
    });
  });
});

describe('dayDeltas: what each event counts', () => {
  it('counts a page open, a new visitor and its language', () => {
    expect(dayDeltas({ kind: 'opened', newVisitor: true, locale: 'ro' })).toEqual({
      o: 1,
      u: 1,
      'lo.ro': 1,
    });
    expect(dayDeltas({ kind: 'opened', newVisitor: false, locale: null })).toEqual({ o: 1 });
  });

  it('counts store steps in total and per store', () => {
    expect(dayDeltas({ kind: 'sent', store: 'emag' })).toEqual({ s: 1, 'st.emag.s': 1 });
    expect(dayDeltas({ kind: 'copied', store: 'amazon' })).toEqual({ f: 1, 'st.amazon.f': 1 });
  });

  it('counts a rating, its star, sum, store, language and whether it met the minimum', () => {
    expect(
      dayDeltas({ kind: 'rated', rating: 4, store: 'amazon', atOrAbove: true, locale: 'de' }),
    ).toEqual({ r: 1, t: 4, 'h.4': 1, 'st.amazon.r': 1, 'lr.de': 1, a: 1, 'st.amazon.a': 1 });
    expect(
      dayDeltas({ kind: 'rated', rating: 2, store: 'emag', atOrAbove: false, locale: 'en' }),
    ).toEqual({ r: 1, t: 2, 'h.2': 1, 'st.emag.r': 1, 'lr.en': 1 });
    expect(() =>
      dayDeltas({ kind: 'rated', rating: 6, store: 'emag', atOrAbove: true, locale: 'en' }),
    ).toThrow(RangeError);
  });
});

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

describe('write-buffer windows', () => {
  it('cuts time into one-minute windows', () => {
    const at = Date.parse('2025-06-10T12:34:56.789Z');
    expect(windowOf(at)).toBe(Math.floor(at / 60_000));
    expect(windowEnd(windowOf(at))).toBe(Date.parse('2025-06-10T12:35:00Z'));
    expect(windowOf(windowEnd(windowOf(at)))).toBe(windowOf(at) + 1);
  });
});
