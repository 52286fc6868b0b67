import { addMonths, sumRanking, type RankingYearDoc } from '@shared';

export interface RankedProduct {
  id: string;
  /** The product's title when it was last counted; null if none was stored. */
  title: string | null;
  opened: number;
  rated: number;
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

/** The calendar years of the months ('yyyy'): the ranking documents to read. */
export function yearsOfMonths(months: readonly string[]): string[] {
  return [...new Set(months.map((month) => month.slice(0, 4)))];
}

/** Every product counted in the months, its totals over them and its monthly opens. */
export function rankProducts(
  years: readonly { year: string; doc: Pick<RankingYearDoc, 'p'> | null }[],
  months: readonly string[],
): RankedProduct[] {
  return [...sumRanking(years, months)].map(([id, row]) => ({
    id,
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
