import { emptyDayTotals, type DayTotals } from '@shared';
import { describe, expect, it } from 'vitest';
import { computeKpis } from './kpis';
import { funnelRows } from './funnel';

function totals(values: Partial<DayTotals>): DayTotals {
  return { ...emptyDayTotals(), ...values };
}

describe('computeKpis', () => {
  it('compares each figure with the previous period', () => {
    const kpis = computeKpis(
      totals({ opened: 150, rated: 10, ratingSum: 45, atOrAbove: 8, sent: 6 }),
      totals({ opened: 100, rated: 5, ratingSum: 20, atOrAbove: 2, sent: 6 }),
    );
    expect(Object.fromEntries(kpis.map((kpi) => [kpi.key, [kpi.value, kpi.change]]))).toEqual({
      opened: [150, { kind: 'percent', value: 0.5 }],
      rated: [10, { kind: 'percent', value: 1 }],
      average: [4.5, { kind: 'stars', value: 0.5 }],
      atOrAboveShare: [0.8, { kind: 'points', value: expect.closeTo(40, 6) as number }],
      sent: [6, { kind: 'percent', value: 0 }],
    });
  });

  it('has no change where the previous period had nothing to compare with', () => {
    const kpis = computeKpis(totals({ opened: 3, rated: 1, ratingSum: 5 }), emptyDayTotals());
    expect(kpis.map((kpi) => kpi.change)).toEqual([null, null, null, null, null]);
    expect(kpis.find((kpi) => kpi.key === 'sent')?.value).toBe(0);
    const none = computeKpis(emptyDayTotals(), emptyDayTotals());
    expect(none.find((kpi) => kpi.key === 'average')?.value).toBeNull();
  });
});

describe('funnelRows', () => {
  const period = totals({
    opened: 200,
    storeChosen: 100,
    rated: 50,
    atOrAbove: 40,
    copied: 30,
    sent: 20,
  });
  period.stores.amazon = { storeChosen: 60, rated: 30, atOrAbove: 24, copied: 20, sent: 15 };

  it('gives every step its share of page opens and its drop-off from the step before', () => {
    const rows = funnelRows(period, null);
    expect(rows.map((row) => row.step)).toEqual([
      'opened',
      'storeChosen',
      'rated',
      'atOrAbove',
      'copied',
      'sent',
    ]);
    expect(rows.map((row) => row.share)).toEqual([1, 0.5, 0.25, 0.2, 0.15, 0.1]);
    expect(rows.map((row) => row.dropOff)).toEqual([null, 0.5, 0.5, 0.2, 0.25, 1 / 3]);
  });

  it('starts a store’s funnel at choosing it (opens happen before any store)', () => {
    const rows = funnelRows(period, 'amazon');
    expect(rows[0]).toEqual({ step: 'storeChosen', count: 60, share: 1, dropOff: null });
    expect(rows[rows.length - 1]).toMatchObject({ step: 'sent', count: 15, share: 0.25 });
  });

  it('shows no share without a first step', () => {
    expect(funnelRows(emptyDayTotals(), null).every((row) => row.share === null)).toBe(true);
  });
});
