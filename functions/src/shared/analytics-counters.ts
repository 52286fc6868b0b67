import { RATING_MAX, RATING_MIN, type Store } from './constants.js';
import { type Locale } from './locales.js';
import type { RankingMonth, StoredDay } from './schemas/analytics-docs.js';
import { isStarRating } from './schemas/feedback.js';

/**
 * Analytics counters (docs/decisions.md, "Analytics"): what the review API counts, how it is stored and how the
 * dashboards add it up. Layout, budgets and the reasons: docs/data-model.md ("Analytics counters") and
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
 * per ANALYTICS_BUFFER_SHARDS events: 128 sustain 128 events per second per seller at Firestore's
 * one write per second per document, twice the 50 a second of a rush (docs/benchmarks/rush.md: at
 * 64, queued submissions released at once after a stall put 1.1 writes a second on one).
 */
export const ANALYTICS_BUFFER_SHARDS = 128;

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
      if (!isStarRating(rating)) {
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
