import { RATING_MAX, RATING_MIN, STORES, type Store } from './constants.js';
import { isLocale, type Locale } from './locales.js';
import type {
  AnalyticsYearDoc,
  RankingMonth,
  RankingYearDoc,
  StoredDay,
} from './schemas/analytics-docs.js';

/**
 * Analytics counters (issue 12): what the review API counts, how it is stored and how the
 * dashboards add it up. Layout, budgets and the reasons: docs/data-model.md ("Analytics") and
 * docs/decisions.md ("Hot counters: a write buffer rolled up once a minute").
 *
 * Write side: every counted event increments one document of the seller's write buffer,
 * sellers/{uid}/analyticsBuffer/{window}-{shard}, one of ANALYTICS_BUFFER_SHARDS for the current
 * one-minute window, so a burst spreads over many documents. A roll-up (a Cloud Tasks task per
 * seller and window) folds the buffer into the read side and deletes it, in one transaction.
 *
 * Read side: one document per calendar year (the seller's local days) per product and per seller,
 * { ownerId, timeZone, m: { 'mm': { 'dd': StoredDay } } }, and one ranking document per seller
 * and year. Any range of up to 13 months and its comparison period touch at most 4 years.
 */

/**
 * Documents of the write buffer per seller and window. Each function instance deals them out in
 * turn (round robin from a random start), so one instance writes a given document at most once
 * per ANALYTICS_BUFFER_SHARDS events: 64 sustain 64 events per second per seller at Firestore's
 * one write per second per document.
 */
export const ANALYTICS_BUFFER_SHARDS = 64;

/** Length of a write-buffer window: what the dashboards may lag behind, at most, plus the roll-up. */
export const ANALYTICS_WINDOW_MS = 60_000;

/**
 * How long after a window ends its roll-up starts: a write stamped with the window that commits
 * a little late (a retried transaction) still lands before it. Later ones are folded by the next
 * roll-up, so nothing depends on it being long enough.
 */
export const ANALYTICS_ROLL_UP_GRACE_MS = 5_000;

/** The window an instant falls in (minutes since the Unix epoch). */
export const windowOf = (ms: number) => Math.floor(ms / ANALYTICS_WINDOW_MS);

/** The first millisecond after `window`. */
export const windowEnd = (window: number) => (window + 1) * ANALYTICS_WINDOW_MS;

/** Longest range the dashboards accept: 13 months (the comparison period doubles it). */
export const ANALYTICS_MAX_RANGE_DAYS = 397;

/** The funnel in order: page opened, store chosen, rated, at/above the minimum, copied, sent. */
export const FUNNEL_STEPS = [
  'opened',
  'storeChosen',
  'rated',
  'atOrAbove',
  'copied',
  'sent',
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number];

/** Steps that carry a store (everything after the store was chosen). */
export const STORE_FUNNEL_STEPS = ['storeChosen', 'rated', 'atOrAbove', 'copied', 'sent'] as const;
export type StoreFunnelStep = (typeof STORE_FUNNEL_STEPS)[number];

/** Short field names inside a day map (documents stay small: see data-model.md). */
export const COUNTER_FIELDS = {
  opened: 'o',
  visitors: 'u',
  storeChosen: 'c',
  rated: 'r',
  atOrAbove: 'a',
  copied: 'f',
  sent: 's',
  ratingSum: 't',
  histogram: 'h',
  stores: 'st',
  openedByLocale: 'lo',
  ratedByLocale: 'lr',
} as const;

/** What one counted event is, before it becomes increments. */
export type CountedEvent =
  | { kind: 'opened'; newVisitor: boolean; locale: Locale | null }
  | { kind: 'storeChosen' | 'copied' | 'sent'; store: Store }
  | { kind: 'rated'; store: Store; rating: number; atOrAbove: boolean; locale: Locale };

/**
 * The increments of one event inside its day map, as dotted paths relative to the day
 * ('o', 'st.amazon.c', 'h.4', …). The single definition of what each event counts.
 */
export function dayDeltas(event: CountedEvent): Record<string, number> {
  const f = COUNTER_FIELDS;
  switch (event.kind) {
    case 'opened': {
      const deltas: Record<string, number> = { [f.opened]: 1 };
      if (event.newVisitor) deltas[f.visitors] = 1;
      if (event.locale) deltas[`${f.openedByLocale}.${event.locale}`] = 1;
      return deltas;
    }
    case 'storeChosen':
    case 'copied':
    case 'sent': {
      const field = f[event.kind];
      return { [field]: 1, [`${f.stores}.${event.store}.${field}`]: 1 };
    }
    case 'rated': {
      const { rating, store, atOrAbove, locale } = event;
      if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
        throw new RangeError(`rating must be an integer ${RATING_MIN}–${RATING_MAX}`);
      }
      const deltas: Record<string, number> = {
        [f.rated]: 1,
        [f.ratingSum]: rating,
        [`${f.histogram}.${rating}`]: 1,
        [`${f.stores}.${store}.${f.rated}`]: 1,
        [`${f.ratedByLocale}.${locale}`]: 1,
      };
      if (atOrAbove) {
        deltas[f.atOrAbove] = 1;
        deltas[`${f.stores}.${store}.${f.atOrAbove}`] = 1;
      }
      return deltas;
    }
  }
}

/** Ranking counters (RankingMonth): page opens, reviews and the rating sum. */
export const RANKING_FIELDS = ['o', 'r', 't'] as const;

/** Of a day's dotted increments, the ones the ranking keeps. */
export function rankingDeltas(dayDelta: Readonly<Record<string, number>>): RankingMonth {
  const totals: RankingMonth = {};
  for (const key of RANKING_FIELDS) {
    if (dayDelta[key]) totals[key] = dayDelta[key];
  }
  return totals;
}

/**
 * A stored day as dotted increments ('o', 'st.amazon.c', 'h.4', …): the shape dayDeltas()
 * produces, so buffered days can be added up and written again as increments.
 */
export function flattenDay(day: StoredDay): Record<string, number> {
  const flat: Record<string, number> = {};
  const visit = (node: unknown, prefix: string) => {
    if (typeof node === 'number') {
      if (node !== 0) flat[prefix] = (flat[prefix] ?? 0) + node;
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node))
      visit(value, prefix ? `${prefix}.${key}` : key);
  };
  visit(day, '');
  return flat;
}

/** Adds dotted increments into running dotted totals. */
export function addDeltas(
  into: Record<string, number>,
  deltas: Readonly<Partial<Record<string, number>>>,
) {
  for (const [path, value] of Object.entries(deltas)) {
    if (value !== undefined) into[path] = (into[path] ?? 0) + value;
  }
  return into;
}

// ---- time zones and calendar days ----

/** IANA time zone names as the rules check them: "UTC", "Europe/Bucharest", "America/Argentina/Salta". */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]{0,29}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/;
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone this runtime knows (and the rules' pattern accepts). */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !TIME_ZONE_PATTERN.test(value)) return false;
  try {
    dayFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** A calendar day, 'yyyy-mm-dd'. */
export type DayKey = string;

/** The calendar day `at` falls on in `timeZone` (DST-correct: Intl does the conversion). */
export function localDay(at: Date, timeZone: string): DayKey {
  const parts = dayFormatter(isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE)
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const monthOf = (day: DayKey) => day.slice(0, 7);
export const dayOfMonth = (day: DayKey) => day.slice(8, 10);

function civil(day: DayKey): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `day` plus `days` calendar days (negative goes back). */
export function addDays(day: DayKey, days: number): DayKey {
  const date = civil(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-mm' plus `months` months. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.max(0, Math.round((civil(to).getTime() - civil(from).getTime()) / 86_400_000) + 1);
}

export const DAY_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && DAY_KEY_PATTERN.test(value) && addDays(value, 0) === value;
}

export const yearOf = (day: DayKey) => day.slice(0, 4);

/** The calendar years a range touches, oldest first ('yyyy'). */
export function yearsOf(range: DayRange): string[] {
  const years: string[] = [];
  for (let year = Number(yearOf(range.from)); year <= Number(yearOf(range.to)); year += 1) {
    years.push(String(year).padStart(4, '0'));
  }
  return years;
}

/**
 * The year documents a dashboard reads for `range`: the years of the range and of its comparison
 * period. `slackDays` widens it while the seller's time zone is only guessed (the browser's): the
 * calendar day differs between two zones by at most 2 days, so the documents read cover the range
 * in the seller's zone too.
 */
export function yearsToRead(range: DayRange, slackDays = 0): string[] {
  const previous = previousRange(range);
  return yearsOf({ from: addDays(previous.from, -slackDays), to: addDays(range.to, slackDays) });
}

// ---- reading: summing year documents into days and ranges ----

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
  const storeSteps = () =>
    Object.fromEntries(STORE_FUNNEL_STEPS.map((step) => [step, 0])) as Record<
      StoreFunnelStep,
      number
    >;
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
    stores: Object.fromEntries(STORES.map((store) => [store, storeSteps()])) as DayTotals['stores'],
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
  for (let stars = RATING_MIN; stars <= RATING_MAX; stars += 1) {
    into.histogram[stars] =
      (into.histogram[stars] ?? 0) +
      num(day.h?.[String(stars) as keyof NonNullable<StoredDay['h']>]);
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
    for (const [locale, value] of Object.entries(other[key]) as [Locale, number][]) {
      into[key][locale] = (into[key][locale] ?? 0) + value;
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
        addStoredDay(days.get(key) ?? days.set(key, emptyDayTotals()).get(key)!, stored);
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
        row.monthlyOpens[index]! += num(counted.o);
      });
    }
  }
  for (const [id, row] of products) row.title = titles.get(id)?.title ?? null;
  return products;
}

/** An inclusive range of calendar days in the seller's time zone. */
export interface DayRange {
  from: DayKey;
  to: DayKey;
}

/** The range of the same length just before `range` (the comparison period). */
export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export function rangeDays(range: DayRange): DayKey[] {
  const days: DayKey[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
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
  const weekday = (civil(day).getUTCDay() + 6) % 7; // Monday = 0
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
  let currentBucket = '';
  for (const day of rangeDays(range)) {
    const bucket = bucketStart(day, granularity);
    if (bucket !== currentBucket) {
      currentBucket = bucket;
      points.push({ start: day, totals: emptyDayTotals() });
    }
    const value = days.get(day);
    if (value) addTotals(points[points.length - 1]!.totals, value);
  }
  return points;
}

/** Average stars (0 when nothing was rated). */
export const averageOf = (totals: Pick<DayTotals, 'rated' | 'ratingSum'>) =>
  totals.rated === 0 ? 0 : totals.ratingSum / totals.rated;
