import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AnalyticsBufferDoc,
  addDays,
  localDay,
  sumRanking,
  sumYearDocs,
  type AnalyticsYearDoc,
} from '../shared/index.js';
import { nest } from '../domains/analytics/counter-writes.js';
import { foldEntries, planRollUp } from '../domains/analytics/roll-up-plan.js';
import { DEMO_TIME_ZONE, demoProductTraffic, type DemoDays } from './demo-analytics.js';
import { buildDemoData } from './demo-data.js';

const NOW = new Date('2026-03-15T12:00:00Z');
const data = buildDemoData('demo-uid', NOW);

/** The days as one year document per year, with plain numbers (as Firestore stores them). */
function asYearDocs(days: DemoDays) {
  const years = new Map<string, AnalyticsYearDoc>();
  for (const [day, deltas] of days) {
    const doc = years.get(day.slice(0, 4)) ?? { ownerId: 'demo-uid', timeZone: 'UTC', m: {} };
    ((doc.m[day.slice(5, 7)] ??= {}) as Record<string, unknown>)[day.slice(8)] = nest(
      deltas,
      (n) => n,
    );
    years.set(day.slice(0, 4), doc);
  }
  return [...years].map(([year, doc]) => ({ year, doc }));
}

describe('demo traffic', () => {
  it('covers 90 days of page opens for every product, the same on every run', () => {
    for (const [index, product] of data.products.entries()) {
      const days = sumYearDocs(asYearDocs(demoProductTraffic(product, index, NOW)));
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
      const days = sumYearDocs(asYearDocs(demoProductTraffic(product, index, NOW)));
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

  it('is a valid buffer entry whose roll-up ranks every open', () => {
    const product = data.products[0]!;
    const days = demoProductTraffic(product, 0, NOW);
    const d = Object.fromEntries([...days].map(([day, deltas]) => [day, nest(deltas, (n) => n)]));
    const buffer = v.parse(AnalyticsBufferDoc, {
      ownerId: 'demo-uid',
      window: 1,
      timeZone: DEMO_TIME_ZONE,
      p: { [product.id]: { n: product.doc.title, d } },
    });
    const writes = foldEntries('demo-uid', planRollUp([{ path: 'b/1-0', data: buffer }]).entries);
    const rankings = writes.filter((write) => write.path.includes('/rankings/'));
    expect(rankings.length).toBeGreaterThan(0);
    const opens = [...days.values()].reduce((sum, day) => sum + (day.o ?? 0), 0);
    const months = [...new Set([...days.keys()].map((day) => day.slice(0, 7)))].sort();
    // Increments read back as their operand: what Firestore stores after the first roll-up.
    const asStored = JSON.parse(
      JSON.stringify(rankings, (_key, value: unknown) =>
        value && typeof value === 'object' && 'operand' in value
          ? (value as { operand: number }).operand
          : value,
      ),
    ) as { path: string; data: { p: Record<string, unknown> } }[];
    const ranked = sumRanking(
      asStored.map((write) => ({ year: write.path.slice(-4), doc: { p: write.data.p } as never })),
      months,
    ).get(product.id)!;
    expect(ranked.opened).toBe(opens);
    expect(ranked.title).toBe(product.doc.title);
  });
});
