/**
 * 90 days of demo traffic for the analytics (docs/decisions.md, "Analytics"), so the charts are not empty on
 * `npm start`: page opens with a weekly rhythm, visitors, store choices, copies and store clicks,
 * in several languages, plus exactly the seeded reviews, each on its local day in the seller's
 * time zone. Deterministic (a fixed pseudo-random sequence per product), pure apart from `now`.
 */
import {
  addDays,
  availableStores,
  dayDeltas,
  localDay,
  type DayKey,
  type Locale,
  type Store,
} from '../shared/index.js';
import type { DemoProduct } from './demo-data.js';
import { cycleAt } from '../shared/narrow.js';

export const DEMO_TIME_ZONE = 'Europe/Bucharest';
export const DEMO_TRAFFIC_DAYS = 90;

/** Day key → dotted counter path → value, as dayDeltas() writes them. */
export type DemoDays = Map<DayKey, Record<string, number>>;

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const OPEN_LOCALES: Locale[] = ['en', 'en', 'ro', 'ro', 'de', 'fr'];

function add(days: DemoDays, day: DayKey, deltas: Record<string, number>) {
  const into = days.get(day) ?? {};
  for (const [path, value] of Object.entries(deltas)) into[path] = (into[path] ?? 0) + value;
  days.set(day, into);
}

export function demoProductTraffic(
  product: DemoProduct,
  productIndex: number,
  now: Date,
  timeZone = DEMO_TIME_ZONE,
): DemoDays {
  const days: DemoDays = new Map();
  const next = random(productIndex * 7919 + 17);
  const stores = availableStores(product.doc.links);
  const today = localDay(now, timeZone);
  const popularity = 6 + productIndex * 3;
  for (let age = 0; age < DEMO_TRAFFIC_DAYS; age += 1) {
    const day = addDays(today, -age);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 1.6 : 1;
    const opens = Math.round(popularity * weekend * (0.6 + next()));
    for (let open = 0; open < opens; open += 1) {
      add(
        days,
        day,
        dayDeltas({
          kind: 'opened',
          newVisitor: next() < 0.8,
          locale: cycleAt(OPEN_LOCALES, Math.floor(next() * OPEN_LOCALES.length)),
        }),
      );
      if (next() < 0.45 && stores.length > 0) {
        const store: Store = cycleAt(stores, Math.floor(next() * stores.length));
        add(days, day, dayDeltas({ kind: 'storeChosen', store }));
      }
    }
  }
  for (const review of product.reviews) {
    const day = localDay(review.doc.createdAt, timeZone);
    const { rating, store, locale, published: atOrAbove } = review.doc;
    add(days, day, dayDeltas({ kind: 'rated', rating, store, atOrAbove, locale }));
    if (atOrAbove) {
      // Most happy customers copy their text and go on to the store; a few stop here.
      if (next() < 0.9) add(days, day, dayDeltas({ kind: 'copied', store }));
      if (next() < 0.8) add(days, day, dayDeltas({ kind: 'sent', store }));
    }
  }
  return days;
}
