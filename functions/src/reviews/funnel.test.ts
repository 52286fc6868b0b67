import { describe, expect, it } from 'vitest';
import { funnelDayKey, funnelDayKeys, isClientFunnelEvent } from './funnel.js';

describe('funnelDayKey', () => {
  it('buckets by UTC day', () => {
    expect(funnelDayKey(new Date('2025-03-09T23:59:59.999Z'))).toBe('2025-03-09');
    expect(funnelDayKey(new Date('2025-03-10T00:00:00.000Z'))).toBe('2025-03-10');
    // 01:30 in Bucharest (UTC+3 in summer) is still the previous UTC day.
    expect(funnelDayKey(new Date('2025-07-01T01:30:00+03:00'))).toBe('2025-06-30');
  });

  it('lists the days of a range across a month and a leap day', () => {
    expect(
      funnelDayKeys(new Date('2024-02-27T18:00:00Z'), new Date('2024-03-01T06:00:00Z')),
    ).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('isClientFunnelEvent', () => {
  it('accepts only the events the page may report', () => {
    expect(isClientFunnelEvent('store_chosen')).toBe(true);
    expect(isClientFunnelEvent('review_link_opened')).toBe(true);
    // Counted by the server itself; a client must not inflate them.
    expect(isClientFunnelEvent('opened')).toBe(false);
    expect(isClientFunnelEvent('published')).toBe(false);
    expect(isClientFunnelEvent(1)).toBe(false);
  });
});
