import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isDayKey,
  isValidTimeZone,
  localDay,
  previousRange,
} from './analytics-calendar.js';

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
