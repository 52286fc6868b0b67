import { averageOf, type DayTotals } from '@shared';

export const KPI_KEYS = ['opened', 'rated', 'average', 'atOrAboveShare', 'sent'] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

/**
 * How a value moved against the previous period of the same length: a relative change for counts,
 * stars for the average, percentage points for a share. null when there is nothing to compare with
 * (the previous period had none), so no made-up "+∞ %".
 */
export type KpiChange =
  | { kind: 'percent'; value: number }
  | { kind: 'stars'; value: number }
  | { kind: 'points'; value: number }
  | null;

export interface Kpi {
  key: KpiKey;
  /** null: not defined for this period (an average without ratings). */
  value: number | null;
  previous: number | null;
  change: KpiChange;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

function kpiValues(totals: DayTotals): Record<KpiKey, number | null> {
  return {
    opened: totals.opened,
    rated: totals.rated,
    average: totals.rated === 0 ? null : averageOf(totals),
    atOrAboveShare: share(totals.atOrAbove, totals.rated),
    sent: totals.sent,
  };
}

export function computeKpis(current: DayTotals, previous: DayTotals): Kpi[] {
  const now = kpiValues(current);
  const before = kpiValues(previous);
  return KPI_KEYS.map((key) => {
    const value = now[key];
    const old = before[key];
    let change: KpiChange = null;
    if (value !== null && old !== null) {
      if (key === 'average') change = { kind: 'stars', value: value - old };
      else if (key === 'atOrAboveShare') change = { kind: 'points', value: (value - old) * 100 };
      else if (old > 0) change = { kind: 'percent', value: (value - old) / old };
    }
    return { key, value, previous: old, change };
  });
}
