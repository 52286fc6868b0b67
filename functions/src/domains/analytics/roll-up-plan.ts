/**
 * What one roll-up transaction does, as pure data (roll-up.ts runs it): which buffered entries it
 * takes, and the increments they become in the read side. Unit-tested without Firestore.
 */
import {
  addDeltas,
  flattenDay,
  paths,
  rankingDeltas,
  yearOf,
  type AnalyticsBufferDoc,
  type BufferedProduct,
  type DayKey,
} from '../../shared/index.js';
import { increment, nest, type CounterWrite } from './counter-writes.js';
import { getOrCreate } from '../../shared/narrow.js';

/** A buffer document as read: its path and checked data. */
export interface BufferDocument {
  path: string;
  data: AnalyticsBufferDoc;
}

/** One product's entry in one buffer document. */
export interface BufferEntry {
  path: string;
  window: number;
  timeZone: string;
  productId: string;
  line: BufferedProduct;
}

/** What happens to a buffer document: deleted, or only the taken products' fields removed. */
export type BufferCleanup =
  { path: string; kind: 'delete' } | { path: string; kind: 'removeProducts'; productIds: string[] };

export interface RollUpPlan {
  entries: BufferEntry[];
  cleanups: BufferCleanup[];
  /** Distinct products of the entries (their tombstones are read before folding). */
  productIds: string[];
  /** True when documents were left (wholly or partly) for the next transaction. */
  partial: boolean;
}

/**
 * Documents written per transaction, at most (Firestore allows 500; fewer keeps commits fast).
 * A buffer document listing more products than fit is taken product by product.
 */
export const ROLL_UP_MAX_WRITES = 400;

const yearsOfLine = (line: BufferedProduct) => new Set(Object.keys(line.d).map(yearOf));

/**
 * Takes buffer documents in order (oldest window first), product by product, while the read-side
 * documents they touch plus the buffer documents to clean stay within `maxWrites`. Always takes at
 * least one entry, so a roll-up makes progress.
 */
export function planRollUp(
  docs: readonly BufferDocument[],
  maxWrites = ROLL_UP_MAX_WRITES,
): RollUpPlan {
  const entries: BufferEntry[] = [];
  const cleanups: BufferCleanup[] = [];
  const targets = new Set<string>();
  let partial = false;
  for (const doc of docs) {
    const products = Object.entries(doc.data.p);
    const taken: string[] = [];
    for (const [productId, line] of products) {
      const years = yearsOfLine(line);
      const wanted = [...years].flatMap((year) => [
        `product:${productId}:${year}`,
        `seller:${year}`,
        `ranking:${year}`,
      ]);
      const added = wanted.filter((target) => !targets.has(target)).length;
      const writes = targets.size + added + cleanups.length + 1;
      if (writes > maxWrites && entries.length > 0) {
        partial = true;
        break;
      }
      wanted.forEach((target) => targets.add(target));
      taken.push(productId);
      entries.push({
        path: doc.path,
        window: doc.data.window,
        timeZone: doc.data.timeZone,
        productId,
        line,
      });
    }
    if (taken.length === products.length) {
      cleanups.push({ path: doc.path, kind: 'delete' });
    } else {
      if (taken.length > 0)
        cleanups.push({ path: doc.path, kind: 'removeProducts', productIds: taken });
      partial = true;
      break;
    }
  }
  return {
    entries,
    cleanups,
    productIds: [...new Set(entries.map((entry) => entry.productId))],
    partial,
  };
}

/** Dotted day increments per 'mm' → 'dd'. */
type YearDays = Map<string, Map<string, Record<string, number>>>;

function addDay(into: YearDays, day: DayKey, deltas: Record<string, number>) {
  const month = day.slice(5, 7);
  const dd = day.slice(8, 10);
  const days = getOrCreate(into, month, () => new Map());
  addDeltas(
    getOrCreate(days, dd, () => ({})),
    deltas,
  );
}

function monthsData(days: YearDays) {
  const m: Record<string, Record<string, unknown>> = {};
  for (const [month, byDay] of days) {
    for (const [dd, deltas] of byDay) {
      if (Object.keys(deltas).length > 0) (m[month] ??= {})[dd] = nest(deltas, increment);
    }
  }
  return m;
}

interface Latest<T> {
  window: number;
  value: T;
}
function later<T>(current: Latest<T> | undefined, window: number, value: T): Latest<T> {
  return current && current.window > window ? current : { window, value };
}

/**
 * The read-side writes of the entries, all set(merge) with increments: each product's year
 * documents (not for products deleted meanwhile: their counters went with them), the seller's
 * year documents and the seller's ranking years (opens, reviews, rating sum per month, and the
 * title of the latest window). The seller keeps a deleted product's history.
 */
export function foldEntries(
  ownerId: string,
  entries: readonly BufferEntry[],
  deletedProducts: ReadonlySet<string> = new Set(),
): CounterWrite[] {
  const productYears = new Map<string, { productId: string; year: string; days: YearDays }>();
  const sellerYears = new Map<string, YearDays>();
  const rankings = new Map<string, Map<string, Map<string, Record<string, number>>>>();
  const titles = new Map<string, Latest<string>>();
  let timeZone: Latest<string> | undefined;

  for (const entry of entries) {
    timeZone = later(timeZone, entry.window, entry.timeZone);
    if (entry.line.n !== undefined) {
      titles.set(entry.productId, later(titles.get(entry.productId), entry.window, entry.line.n));
    }
    for (const [day, stored] of Object.entries(entry.line.d)) {
      const deltas = flattenDay(stored);
      if (Object.keys(deltas).length === 0) continue;
      const year = yearOf(day);
      if (!deletedProducts.has(entry.productId)) {
        const key = `${entry.productId}|${year}`;
        const product = getOrCreate(productYears, key, () => ({
          productId: entry.productId,
          year,
          days: new Map(),
        }));
        addDay(product.days, day, deltas);
      }
      addDay(
        getOrCreate(sellerYears, year, () => new Map()),
        day,
        deltas,
      );
      const ranked = rankingDeltas(deltas);
      if (Object.keys(ranked).length > 0) {
        const byProduct = getOrCreate(rankings, year, () => new Map());
        const months = getOrCreate(byProduct, entry.productId, () => new Map());
        const month = day.slice(5, 7);
        addDeltas(
          getOrCreate(months, month, () => ({})),
          ranked,
        );
      }
    }
  }

  const zone = timeZone?.value ?? 'UTC';
  const writes: CounterWrite[] = [];
  for (const { productId, year, days } of productYears.values()) {
    writes.push({
      path: paths.productAnalyticsYear(productId, year),
      data: { ownerId, productId, timeZone: zone, m: monthsData(days) },
    });
  }
  for (const [year, days] of sellerYears) {
    writes.push({
      path: paths.sellerAnalyticsYear(ownerId, year),
      data: { ownerId, timeZone: zone, m: monthsData(days) },
    });
  }
  for (const [year, byProduct] of rankings) {
    const p: Record<string, unknown> = {};
    for (const [productId, months] of byProduct) {
      const m: Record<string, unknown> = {};
      for (const [month, deltas] of months) m[month] = nest(deltas, increment);
      const title = titles.get(productId)?.value;
      p[productId] = title === undefined ? { m } : { n: title, m };
    }
    writes.push({ path: paths.sellerRankingYear(ownerId, year), data: { ownerId, p } });
  }
  return writes;
}
