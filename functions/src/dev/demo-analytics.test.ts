import { describe, expect, it } from 'vitest';
import { addDays, localDay, sumShards, type AnalyticsShardDoc } from '../shared/index.js';
import { nest } from '../analytics/counter-writes.js';
import { DEMO_TIME_ZONE, demoMonthTotals, demoProductTraffic } from './demo-analytics.js';
import { buildDemoData } from './demo-data.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const data = buildDemoData('demo-uid', NOW);

function asShard(days: Map<string, Record<string, number>>): Partial<AnalyticsShardDoc> {
  const m: Record<string, Record<string, unknown>> = {};
  for (const [day, deltas] of days)
    (m[day.slice(0, 7)] ??= {})[day.slice(8)] = nest(deltas, (n) => n);
  return { m } as Partial<AnalyticsShardDoc>;
}

describe('demo traffic', () => {
  it('covers 90 days of page opens for every product, the same on every run', () => {
    for (const [index, product] of data.products.entries()) {
      const days = sumShards([asShard(demoProductTraffic(product, index, NOW))]);
      const today = localDay(NOW, DEMO_TIME_ZONE);
      expect(days.get(today)?.opened).toBeGreaterThan(0);
      expect(days.get(addDays(today, -89))?.opened).toBeGreaterThan(0);
      expect(days.has(addDays(today, -90))).toBe(false);
      expect(demoProductTraffic(product, index, NOW)).toEqual(
        demoProductTraffic(product, index, NOW),
      );
    }
  });

  it('counts exactly the seeded reviews, each on its local day', () => {
    for (const [index, product] of data.products.entries()) {
      const days = sumShards([asShard(demoProductTraffic(product, index, NOW))]);
      const expected = new Map<string, number>();
      for (const review of product.reviews) {
        const day = localDay(review.doc.createdAt, DEMO_TIME_ZONE);
        expected.set(day, (expected.get(day) ?? 0) + 1);
      }
      const rated = new Map([...days].filter(([, t]) => t.rated > 0).map(([d, t]) => [d, t.rated]));
      expect(rated).toEqual(expected);
      const totals = [...days.values()];
      // Nothing is sent to a store more often than it was rated at or above the minimum.
      expect(totals.every((day) => day.sent <= day.atOrAbove && day.visitors <= day.opened)).toBe(
        true,
      );
    }
  });

  it('adds the days up into month totals for the ranking', () => {
    const days = demoProductTraffic(data.products[0]!, 0, NOW);
    const months = demoMonthTotals(days);
    const opens = [...days.values()].reduce((sum, day) => sum + (day.o ?? 0), 0);
    expect([...months.values()].reduce((sum, month) => sum + (month.o ?? 0), 0)).toBe(opens);
  });
});
