import { FieldValue } from 'firebase-admin/firestore';
import {
  ANALYTICS_SHARDS,
  dayDeltas,
  dayOfMonth,
  expiredMonth,
  localDay,
  monthOf,
  paths,
  productMonthDeltas,
  type CountedEvent,
  type DayKey,
} from '../shared/index.js';

/** Who an event is counted for: the product, its owner and the owner's time zone. */
export interface CounterTarget {
  productId: string;
  ownerId: string;
  timeZone: string;
}

/** One document write: set(data, { merge: true }) on `path`. */
export interface CounterWrite {
  path: string;
  data: Record<string, unknown>;
}

/** 'st.amazon.c' → { st: { amazon: { c: leaf(n) } } }: set() with merge reads keys literally. */
export function nest<T>(
  deltas: Record<string, number>,
  leaf: (value: number) => T,
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(deltas)) {
    const keys = path.split('.');
    let node = root;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = leaf(value);
  }
  return root;
}

const increment = (value: number) => FieldValue.increment(value);

export const randomShard = () => Math.floor(Math.random() * ANALYTICS_SHARDS);

/**
 * The three documents one event updates, all with increments (never read): a random shard of the
 * product's counters, a random shard of the seller's, and the product's line in the seller's month
 * ranking. Each shard write also deletes the month that fell out of retention, blindly.
 */
export function counterWrites(
  target: CounterTarget,
  event: CountedEvent,
  at: Date,
  shards: { product: number; seller: number } = { product: randomShard(), seller: randomShard() },
): CounterWrite[] {
  const day: DayKey = localDay(at, target.timeZone);
  const deltas = dayDeltas(event);
  const shardData = (extra: Record<string, unknown>) => ({
    ...extra,
    ownerId: target.ownerId,
    timeZone: target.timeZone,
    m: {
      [monthOf(day)]: { [dayOfMonth(day)]: nest(deltas, increment) },
      [expiredMonth(day)]: FieldValue.delete(),
    },
  });
  const writes: CounterWrite[] = [
    {
      path: paths.productAnalyticsShard(target.productId, shards.product),
      data: shardData({ productId: target.productId }),
    },
    { path: paths.sellerAnalyticsShard(target.ownerId, shards.seller), data: shardData({}) },
  ];
  const monthTotals = productMonthDeltas(deltas);
  if (Object.keys(monthTotals).length > 0) {
    writes.push({
      path: paths.sellerProductMonth(target.ownerId, monthOf(day)),
      data: {
        ownerId: target.ownerId,
        p: { [target.productId]: nest(monthTotals as Record<string, number>, increment) },
      },
    });
  }
  return writes;
}
