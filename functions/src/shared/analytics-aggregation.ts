import { RATING_MAX, RATING_MIN, STORES, type Store } from './constants.js';
import { isLocale, type Locale } from './locales.js';
import { getOrCreate, recordOf } from './narrow.js';
import { COUNTER_FIELDS, STORE_FUNNEL_STEPS, type StoreFunnelStep } from './analytics-counters.js';
import {
  addDays,
  civilDate,
  daysBetween,
  monthOf,
  rangeDays,
  yearOf,
  type DayKey,
  type DayRange,
} from './analytics-calendar.js';
import type { AnalyticsYearDoc, RankingYearDoc, StoredDay } from './schemas/analytics-docs.js';

/**
 * Reading analytics: stored days summed into day totals, ranges, chart series and the product
 * ranking (the read side described in analytics-counters.ts).
 */

/** A day's counters, summed over shards, every field present. */
export interface DayTotals {
  opened: number;
  visitors: number;
  storeChosen: number;
  rated: number;
  atOrAbove: number;
  copied: number;
  sent: number;
  ratingSum: number;
  histogram: Record<number, number>;
  stores: Record<Store, Record<StoreFunnelStep, number>>;
  openedByLocale: Partial<Record<Locale, number>>;
  ratedByLocale: Partial<Record<Locale, number>>;
}

export function emptyDayTotals(): DayTotals {
  const storeSteps = () => recordOf(STORE_FUNNEL_STEPS, () => 0);
  return {
    opened: 0,
    visitors: 0,
    storeChosen: 0,
    rated: 0,
    atOrAbove: 0,
    copied: 0,
    sent: 0,
    ratingSum: 0,
    histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    stores: recordOf(STORES, storeSteps),
    openedByLocale: {},
    ratedByLocale: {},
  };
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Adds a stored day (already checked by its schema) into running totals. */
export function addStoredDay(into: DayTotals, day: StoredDay): DayTotals {
  const f = COUNTER_FIELDS;
  into.opened += num(day[f.opened]);
  into.visitors += num(day[f.visitors]);
  into.storeChosen += num(day[f.storeChosen]);
  into.rated += num(day[f.rated]);
  into.atOrAbove += num(day[f.atOrAbove]);
  into.copied += num(day[f.copied]);
  into.sent += num(day[f.sent]);
  into.ratingSum += num(day[f.ratingSum]);
  const histogram: Partial<Record<string, unknown>> = day.h ?? {};
  for (let stars = RATING_MIN; stars <= RATING_MAX; stars += 1) {
    into.histogram[stars] = (into.histogram[stars] ?? 0) + num(histogram[String(stars)]);
  }
  for (const store of STORES) {
    const stored = day.st?.[store];
    if (!stored) continue;
    for (const step of STORE_FUNNEL_STEPS) into.stores[store][step] += num(stored[f[step]]);
  }
  for (const [target, source] of [
    [into.openedByLocale, day.lo],
    [into.ratedByLocale, day.lr],
  ] as const) {
    for (const [locale, value] of Object.entries(source ?? {})) {
      if (isLocale(locale)) target[locale] = (target[locale] ?? 0) + num(value);
    }
  }
  return into;
}

export function addTotals(into: DayTotals, other: DayTotals): DayTotals {
  for (const key of [
    'opened',
    'visitors',
    'storeChosen',
    'rated',
    'atOrAbove',
    'copied',
    'sent',
    'ratingSum',
  ] as const) {
    into[key] += other[key];
  }
  for (let stars = RATING_MIN; stars <= RATING_MAX; stars += 1) {
    into.histogram[stars] = (into.histogram[stars] ?? 0) + (other.histogram[stars] ?? 0);
  }
  for (const store of STORES) {
    for (const step of STORE_FUNNEL_STEPS) into.stores[store][step] += other.stores[store][step];
  }
  for (const key of ['openedByLocale', 'ratedByLocale'] as const) {
    for (const [locale, value] of Object.entries(other[key])) {
      if (isLocale(locale)) into[key][locale] = (into[key][locale] ?? 0) + value;
    }
  }
  return into;
}

/**
 * Every day of the year documents, summed: day key → totals (days without data are absent).
 * `years` pairs each document with its year (the document id).
 */
export function sumYearDocs(
  years: readonly { year: string; doc: Pick<AnalyticsYearDoc, 'm'> | null | undefined }[],
) {
  const days = new Map<DayKey, DayTotals>();
  for (const { year, doc } of years) {
    for (const [month, monthDays] of Object.entries(doc?.m ?? {})) {
      for (const [dd, stored] of Object.entries(monthDays)) {
        const key = `${year}-${month}-${dd}`;
        addStoredDay(getOrCreate(days, key, emptyDayTotals), stored);
      }
    }
  }
  return days;
}

/** One product's totals over some months of the ranking documents. */
export interface RankingTotals {
  title: string | null;
  opened: number;
  rated: number;
  ratingSum: number;
  /** Page opens per requested month, in the order asked for (the sparkline). */
  monthlyOpens: number[];
}

/**
 * The ranking documents' lines summed per product over `months` ('yyyy-mm', oldest first). The
 * title is the one stored with the latest year a product was counted in.
 */
export function sumRanking(
  years: readonly { year: string; doc: Pick<RankingYearDoc, 'p'> | null | undefined }[],
  months: readonly string[],
): Map<string, RankingTotals> {
  const products = new Map<string, RankingTotals>();
  const titles = new Map<string, { year: string; title: string }>();
  for (const { year, doc } of years) {
    for (const [id, line] of Object.entries(doc?.p ?? {})) {
      if (line.n !== undefined && (titles.get(id)?.year ?? '') <= year) {
        titles.set(id, { year, title: line.n });
      }
      months.forEach((month, index) => {
        if (yearOf(month) !== year) return;
        const counted = line.m[month.slice(5, 7)];
        if (!counted) return;
        let row = products.get(id);
        if (!row) {
          row = {
            title: null,
            opened: 0,
            rated: 0,
            ratingSum: 0,
            monthlyOpens: months.map(() => 0),
          };
          products.set(id, row);
        }
        row.opened += num(counted.o);
        row.rated += num(counted.r);
        row.ratingSum += num(counted.t);
        row.monthlyOpens[index] = (row.monthlyOpens[index] ?? 0) + num(counted.o);
      });
    }
  }
  for (const [id, row] of products) row.title = titles.get(id)?.title ?? null;
  return products;
}

export function totalsOver(days: Map<DayKey, DayTotals>, range: DayRange): DayTotals {
  const total = emptyDayTotals();
  for (const day of rangeDays(range)) {
    const value = days.get(day);
    if (value) addTotals(total, value);
  }
  return total;
}

/** Chart buckets: days up to a month, ISO weeks (Monday first) up to ~4 months, then months. */
export type Granularity = 'day' | 'week' | 'month';

export function granularityFor(range: DayRange): Granularity {
  const length = daysBetween(range.from, range.to);
  if (length <= 31) return 'day';
  if (length <= 120) return 'week';
  return 'month';
}

/** The first day of the bucket `day` belongs to. */
export function bucketStart(day: DayKey, granularity: Granularity): DayKey {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${monthOf(day)}-01`;
  const weekday = (civilDate(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

export interface SeriesPoint {
  /** First day of the bucket (clipped to the range). */
  start: DayKey;
  totals: DayTotals;
}

/** The range cut into buckets, every bucket present (zeros where nothing happened). */
export function seriesOver(
  days: Map<DayKey, DayTotals>,
  range: DayRange,
  granularity: Granularity = granularityFor(range),
): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  let current: { bucket: DayKey; point: SeriesPoint } | undefined;
  for (const day of rangeDays(range)) {
    const bucket = bucketStart(day, granularity);
    if (current?.bucket !== bucket) {
      current = { bucket, point: { start: day, totals: emptyDayTotals() } };
      points.push(current.point);
    }
    const value = days.get(day);
    if (value) addTotals(current.point.totals, value);
  }
  return points;
}

/** Average stars (0 when nothing was rated). */
export const averageOf = (totals: Pick<DayTotals, 'rated' | 'ratingSum'>) =>
  totals.rated === 0 ? 0 : totals.ratingSum / totals.rated;
