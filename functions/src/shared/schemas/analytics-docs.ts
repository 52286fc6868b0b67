/**
 * The analytics documents as every read checks them (Firestore converters in the web app and in
 * the functions; docs/decisions.md, "Analytics"). Layout, budgets and the reasons: docs/data-model.md ("Analytics counters").
 *
 * Written only by Cloud Functions, with FieldValue.increment: every counter appears with its first
 * increment, so each one is optional. Keys are checked (stores, locales, stars, months, days); an
 * unknown counter name inside a day is dropped rather than refused, so a newer function version
 * adding a counter never makes an older page's documents unreadable.
 */
import * as v from 'valibot';
import { STORES } from '../constants.js';
import { LOCALES } from '../locales.js';
import { StoredCount } from '../stored-doc.js';
import { ProductDoc } from './product.js';

const count = v.optional(StoredCount);
const OwnerId = v.pipe(v.string(), v.nonEmpty());

/** '01' … '12'. */
export const MonthOfYearKey = v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/));
/** '01' … '31'. */
export const DayOfMonthKey = v.pipe(v.string(), v.regex(/^(0[1-9]|[12]\d|3[01])$/));
/** 'yyyy-mm-dd'. */
export const DayKeySchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
);

/** A store's funnel steps on one day (short names: COUNTER_FIELDS in shared/analytics-counters.ts). */
export const StoredStoreSteps = v.object({ c: count, r: count, a: count, f: count, s: count });

/**
 * One day's counters: o page opens, u unique visitors, c store chosen, r rated, a at or above the
 * minimum, f feedback copied, s sent to store, t rating sum, h.{1…5} stars, st.{store}.{c|r|a|f|s}
 * per store, lo.{locale} opens and lr.{locale} reviews per review-page language.
 */
export const StoredDay = v.object({
  o: count,
  u: count,
  c: count,
  r: count,
  a: count,
  f: count,
  s: count,
  t: count,
  h: v.optional(v.record(v.picklist(['1', '2', '3', '4', '5']), StoredCount)),
  st: v.optional(v.record(v.picklist(STORES), StoredStoreSteps)),
  lo: v.optional(v.record(v.picklist(LOCALES), StoredCount)),
  lr: v.optional(v.record(v.picklist(LOCALES), StoredCount)),
});
export type StoredDay = v.InferOutput<typeof StoredDay>;

/**
 * products/{id}/analytics/{yyyy} and sellers/{uid}/analytics/{yyyy}: one calendar year (the
 * seller's local days) of a product, or of all of a seller's products summed. Written by the
 * roll-up only (about once a minute at most), read by the dashboards.
 */
export const AnalyticsYearDoc = v.object({
  ownerId: OwnerId,
  /** The product (product documents only). */
  productId: v.optional(v.string()),
  /** The seller's time zone at the latest roll-up (IANA name). */
  timeZone: v.string(),
  m: v.optional(v.record(MonthOfYearKey, v.record(DayOfMonthKey, StoredDay)), {}),
});
export type AnalyticsYearDoc = v.InferOutput<typeof AnalyticsYearDoc>;

/** A product's month in the ranking: o page opens, r reviews, t rating sum. */
export const RankingMonth = v.object({ o: count, r: count, t: count });
export type RankingMonth = v.InferOutput<typeof RankingMonth>;

/** One product's line in a ranking year: its title when last counted, and its months. */
export const RankingLine = v.object({
  n: v.optional(v.string()),
  m: v.optional(v.record(MonthOfYearKey, RankingMonth), {}),
});
export type RankingLine = v.InferOutput<typeof RankingLine>;

/** sellers/{uid}/rankings/{yyyy}: every product counted in that year, for the overview's table. */
export const RankingYearDoc = v.object({
  ownerId: OwnerId,
  p: v.optional(v.record(v.string(), RankingLine), {}),
});
export type RankingYearDoc = v.InferOutput<typeof RankingYearDoc>;

/** A product's entry in a write-buffer document: its title and the day counters of the window. */
export const BufferedProduct = v.object({
  n: v.optional(v.string()),
  d: v.optional(v.record(DayKeySchema, StoredDay), {}),
});
export type BufferedProduct = v.InferOutput<typeof BufferedProduct>;

/**
 * sellers/{uid}/analyticsBuffer/{window}-{shard}: the hot side of the counters. Every counted
 * event increments one of ANALYTICS_BUFFER_SHARDS documents of the current one-minute window;
 * the roll-up folds them into the year and ranking documents and deletes them. Functions only.
 */
export const AnalyticsBufferDoc = v.object({
  ownerId: OwnerId,
  /** Minutes since the Unix epoch (windowOf in shared/analytics-counters.ts). */
  window: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timeZone: v.string(),
  p: v.optional(v.record(v.string(), BufferedProduct), {}),
});
export type AnalyticsBufferDoc = v.InferOutput<typeof AnalyticsBufferDoc>;

/**
 * analyticsRollUpRetries/{uid}: a seller whose roll-up could not be queued (the Cloud Tasks call
 * failed); the scheduled sweep rolls them up. Functions only.
 */
export const RollUpRetryDoc = v.object({
  ownerId: OwnerId,
  window: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RollUpRetryDoc = v.InferOutput<typeof RollUpRetryDoc>;

/**
 * The fields of products/{id} the analytics read (the counted product's owner, the migration's
 * owner and title): a product written before some later field existed still counts.
 */
export const CountedProductFields = v.pick(ProductDoc, ['ownerId', 'title']);
export type CountedProductFields = v.InferOutput<typeof CountedProductFields>;
