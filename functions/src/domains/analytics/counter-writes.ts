import { FieldValue } from 'firebase-admin/firestore';
import {
  ANALYTICS_BUFFER_SHARDS,
  dayDeltas,
  localDay,
  paths,
  windowOf,
  type CountedEvent,
} from '../../shared/index.js';
import { isRecord } from '../../shared/narrow.js';

/** Who an event is counted for: the product (and its title now), its owner and the owner's zone. */
export interface CounterTarget {
  productId: string;
  /** The product's title when the event happened: the overview's ranking shows it (no read). */
  title: string;
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
  deltas: Readonly<Record<string, number>>,
  leaf: (value: number) => T,
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(deltas)) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let node = root;
    for (const key of keys) {
      const child = node[key];
      node = isRecord(child) ? child : (node[key] = {});
    }
    node[last] = leaf(value);
  }
  return root;
}

export const increment = (value: number) => FieldValue.increment(value);

/**
 * The buffer shards in turn, from a random start per instance: a burst on one instance writes
 * each of the ANALYTICS_BUFFER_SHARDS documents once per that many events (random picks would
 * land several writes on one document in the same second now and then).
 */
let nextShard = Math.floor(Math.random() * ANALYTICS_BUFFER_SHARDS);
export function takeBufferShard(): number {
  const shard = nextShard;
  nextShard = (nextShard + 1) % ANALYTICS_BUFFER_SHARDS;
  return shard;
}

/**
 * The one write an event makes: increments of its day counters in one document of the seller's
 * write buffer for the current window, and the product's title and the seller's zone as they are
 * now (plain values, last write wins). Nothing is read. The roll-up (roll-up.ts) moves it on.
 */
export function bufferWrite(
  target: CounterTarget,
  event: CountedEvent,
  at: Date,
  shard: number = takeBufferShard(),
): CounterWrite {
  const window = windowOf(at.getTime());
  return {
    path: paths.analyticsBufferShard(target.ownerId, window, shard),
    data: {
      ownerId: target.ownerId,
      window,
      timeZone: target.timeZone,
      p: {
        [target.productId]: {
          n: target.title,
          d: { [localDay(at, target.timeZone)]: nest(dayDeltas(event), increment) },
        },
      },
    },
  };
}
