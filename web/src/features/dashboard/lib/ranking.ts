import { addMonths, type ProductMonthTotals } from '@shared';
import type { ProductMonths } from '../api/get-analytics';

export interface RankedProduct {
  id: string;
  opened: number;
  visitors: number;
  rated: number;
  sent: number;
  ratingSum: number;
  /** Reviews per page open; null without opens. */
  conversion: number | null;
  average: number | null;
  /** Page opens per month of the period, oldest first (the sparkline). */
  monthlyOpens: number[];
}

export const SORT_KEYS = ['opened', 'rated', 'conversion', 'average'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function monthsOf(fromDay: string, toDay: string): string[] {
  const months: string[] = [];
  for (let month = fromDay.slice(0, 7); month <= toDay.slice(0, 7); month = addMonths(month, 1)) {
    months.push(month);
  }
  return months;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Every product with activity in the months, its totals over them and its monthly opens. */
export function rankProducts(data: ProductMonths, months: readonly string[]): RankedProduct[] {
  const byId = new Map<string, RankedProduct>();
  months.forEach((month, index) => {
    for (const [id, totals] of Object.entries(data.get(month) ?? {}) as [
      string,
      ProductMonthTotals,
    ][]) {
      let row = byId.get(id);
      if (!row) {
        row = {
          id,
          opened: 0,
          visitors: 0,
          rated: 0,
          sent: 0,
          ratingSum: 0,
          conversion: null,
          average: null,
          monthlyOpens: months.map(() => 0),
        };
        byId.set(id, row);
      }
      row.opened += num(totals.o);
      row.visitors += num(totals.u);
      row.rated += num(totals.r);
      row.sent += num(totals.s);
      row.ratingSum += num(totals.t);
      row.monthlyOpens[index]! += num(totals.o);
    }
  });
  return [...byId.values()].map((row) => ({
    ...row,
    conversion: row.opened === 0 ? null : row.rated / row.opened,
    average: row.rated === 0 ? null : row.ratingSum / row.rated,
  }));
}

/** Sorted by one column; products without a value (no opens, no ratings) always come last. */
export function sortProducts(
  rows: readonly RankedProduct[],
  key: SortKey,
  direction: 'asc' | 'desc',
): RankedProduct[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[key];
    const right = b[key];
    if (left === null && right === null) return a.id.localeCompare(b.id);
    if (left === null) return 1;
    if (right === null) return -1;
    return (left - right) * sign || a.id.localeCompare(b.id);
  });
}
