import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { countEvent } from '../../src/domains/analytics/count-events.js';
import { countedDays, countedRanking } from '../../src/domains/analytics/counted.js';
import { clearCounterTargetCaches } from '../../src/domains/analytics/counter-target.js';
import { rollUpMarkedSellers } from '../../src/domains/analytics/roll-up-retries.js';
import { isDocumentTooLarge, rollUpSeller } from '../../src/domains/analytics/roll-up.js';
import { createRollUpScheduler } from '../../src/domains/analytics/roll-up-schedule.js';
import { converters } from '../../src/platform/firestore.js';
import {
  ANALYTICS_BUFFER_SHARDS,
  ANALYTICS_WINDOW_MS,
  emptyProductStats,
  localDay,
  newProductInput,
  paths,
  windowOf,
  type CountedEvent,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The write buffer and its roll-up (functions/src/analytics) against the real Firestore emulator:
 * every event counted once, whatever runs concurrently, is retried or arrives late.
 */
const { db } = useAdminFirestore('demo-qr-reviews-roll-up');
const OWNER = 'seller-roll-up';
const ZONE = 'Europe/Bucharest';
const MINUTE = ANALYTICS_WINDOW_MS;

async function seedProduct(id: string, title = `Product ${id}`) {
  await db.doc(paths.product(id)).set({
    ...newProductInput(),
    title,
    ownerId: OWNER,
    stats: emptyProductStats(),
  });
  return { id, title };
}

const open = (index: number): CountedEvent => ({
  kind: 'opened',
  newVisitor: index % 4 === 0,
  locale: index % 3 === 0 ? 'ro' : 'en',
});

async function yearDoc(path: string) {
  return (await db.doc(path).withConverter(converters.analyticsYear).get()).data();
}

beforeEach(async () => {
  clearCounterTargetCaches();
  await db.doc(paths.seller(OWNER)).set({
    displayName: 'Seller',
    email: 'seller@example.com',
    locale: 'en',
    timeZone: ZONE,
    createdAt: FieldValue.serverTimestamp(),
  });
});

describe('rollUpSeller', () => {
  // 600 transactions on one seller's buffer can pass 30 s on a loaded 2-core machine, and a test
  // cut off by its timeout keeps writing into the next test's data: a longer bound.
  it('folds many windows exactly once while roll-ups race each other and events keep coming', async () => {
    const mug = await seedProduct('mug');
    const cup = await seedProduct('cup');
    const start = Date.now() - 5 * MINUTE;
    // 600 events over five past windows, 60 of them still arriving while the roll-ups run.
    const events = Array.from({ length: 600 }, (_, index) => ({
      product: index % 5 === 0 ? cup : mug,
      at: new Date(start + (index % 5) * MINUTE),
      event: open(index),
    }));
    await Promise.all(
      events.slice(0, 540).map(({ product, at, event }) => countEvent(db, product, event, at)),
    );
    const through = windowOf(Date.now()) - 1;
    const [first, second] = await Promise.all([
      rollUpSeller(db, OWNER, through),
      rollUpSeller(db, OWNER, through),
      Promise.all(
        events.slice(540).map(({ product, at, event }) => countEvent(db, product, event, at)),
      ),
    ]);
    expect(first.complete && second.complete).toBe(true);
    await rollUpSeller(db, OWNER, through);

    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(0);
    const days = await countedDays(db, { ownerId: OWNER });
    const total = [...days.values()].reduce((sum, day) => sum + day.opened, 0);
    expect(total).toBe(600);
    const mugDays = await countedDays(db, { ownerId: OWNER, productId: 'mug' });
    expect([...mugDays.values()].reduce((sum, day) => sum + day.opened, 0)).toBe(480);
    // Read side only now: the same numbers straight from the year document.
    const today = localDay(new Date(start), ZONE);
    const stored = await yearDoc(paths.sellerAnalyticsYear(OWNER, today.slice(0, 4)));
    expect(stored?.m[today.slice(5, 7)]?.[today.slice(8)]?.o).toBe(days.get(today)?.opened);
    expect(stored?.timeZone).toBe(ZONE);
  }, 120_000);

  it('folds an event that lands in a buffer document after it was folded, on the next run', async () => {
    const mug = await seedProduct('mug');
    const at = new Date(Date.now() - 2 * MINUTE);
    await countEvent(db, mug, open(1), at);
    await rollUpSeller(db, OWNER, windowOf(at.getTime()));
    // A straggler of the same window (a retried transaction committing late).
    await countEvent(db, mug, open(2), at);
    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(1);
    await rollUpSeller(db, OWNER, windowOf(Date.now()));
    const days = await countedDays(db, { ownerId: OWNER, productId: 'mug' });
    expect(days.get(localDay(at, ZONE))?.opened).toBe(2);
    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(0);
  });

  it('leaves later windows in the buffer for their own roll-up', async () => {
    const mug = await seedProduct('mug');
    const now = Date.now();
    await countEvent(db, mug, open(1), new Date(now - 3 * MINUTE));
    await countEvent(db, mug, open(2), new Date(now));
    await rollUpSeller(db, OWNER, windowOf(now) - 1);
    const left = await db.collection(paths.analyticsBuffer(OWNER)).get();
    expect(left.docs.map((doc): unknown => doc.get('window'))).toEqual([windowOf(now)]);
  });

  it('keeps the seller’s history of a product deleted meanwhile, but recreates none of its own', async () => {
    const mug = await seedProduct('mug');
    const at = new Date(Date.now() - 2 * MINUTE);
    await countEvent(db, mug, open(1), at);
    await countEvent(
      db,
      mug,
      { kind: 'rated', rating: 5, store: 'amazon', atOrAbove: true, locale: 'en' },
      at,
    );
    // Deleted (product, tombstone) and its subcollections cleared, before the roll-up runs.
    await db.doc(paths.product('mug')).delete();
    await db
      .doc(paths.deletedProduct('mug'))
      .set({ ownerId: OWNER, deletedAt: FieldValue.serverTimestamp() });
    await rollUpSeller(db, OWNER, windowOf(Date.now()));
    expect((await db.collection(`${paths.product('mug')}/analytics`).get()).size).toBe(0);
    const seller = await countedDays(db, { ownerId: OWNER });
    expect(seller.get(localDay(at, ZONE))).toMatchObject({ opened: 1, rated: 1, ratingSum: 5 });
    const ranking = await countedRanking(db, OWNER);
    expect(ranking.get('mug')?.get(localDay(at, ZONE).slice(0, 7))).toEqual({ o: 1, r: 1, t: 5 });
  });

  it('takes a buffer document too large for one transaction product by product', async () => {
    const at = new Date(Date.now() - 2 * MINUTE);
    const window = windowOf(at.getTime());
    const day = localDay(at, ZONE);
    const p = Object.fromEntries(
      Array.from({ length: 450 }, (_, i) => [`p${i}`, { n: `P ${i}`, d: { [day]: { o: i + 1 } } }]),
    );
    await db
      .doc(paths.analyticsBufferShard(OWNER, window, 0))
      .set({ ownerId: OWNER, window, timeZone: ZONE, p });
    const result = await rollUpSeller(db, OWNER, window);
    expect(result).toMatchObject({ complete: true, entries: 450 });
    expect(result.transactions).toBeGreaterThan(1);
    const days = await countedDays(db, { ownerId: OWNER });
    expect(days.get(day)?.opened).toBe((450 * 451) / 2);
    const ranking = (
      await db
        .doc(paths.sellerRankingYear(OWNER, day.slice(0, 4)))
        .withConverter(converters.rankingYear)
        .get()
    ).data();
    expect(Object.keys(ranking?.p ?? {})).toHaveLength(450);
    expect(ranking?.p.p449).toEqual({ n: 'P 449', m: { [day.slice(5, 7)]: { o: 450 } } });
    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(0);
  });

  it('keeps counting when a ranking year is full, without that roll-up’s ranking lines', async () => {
    const at = new Date(Date.now() - 2 * MINUTE);
    const day = localDay(at, ZONE);
    const ranking = paths.sellerRankingYear(OWNER, day.slice(0, 4));
    // A ranking year less than 64 bytes short of 1 MiB (the largest the emulator accepts, in
    // 64-byte steps; its size accounting is not production's); the mug's line needs ~140.
    let filler = 1_048_576 - 200;
    for (;;) {
      const full = { ownerId: OWNER, p: { filler: { n: 'x'.repeat(filler), m: {} } } };
      const written = await db
        .doc(ranking)
        .set(full)
        .then(
          () => true,
          (error: unknown) => {
            if (isDocumentTooLarge(error)) return false;
            throw error;
          },
        );
      if (written) break;
      filler -= 64;
    }
    const mug = await seedProduct('mug', 'M'.repeat(120));
    await countEvent(db, mug, open(1), at);
    const result = await rollUpSeller(db, OWNER, windowOf(at.getTime()));
    expect(result).toMatchObject({ complete: true, entries: 1, rankingSkipped: true });
    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(0);
    const mugDays = await countedDays(db, { ownerId: OWNER, productId: 'mug' });
    expect(mugDays.get(day)?.opened).toBe(1);
    expect((await countedDays(db, { ownerId: OWNER })).get(day)?.opened).toBe(1);
    const stored = await db.doc(ranking).withConverter(converters.rankingYear).get();
    expect(Object.keys(stored.data()?.p ?? {})).toEqual(['filler']);
  });

  it('leaves a buffer document that does not match the schema in place, reports it, folds the rest', async () => {
    const mug = await seedProduct('mug');
    const at = new Date(Date.now() - 2 * MINUTE);
    const window = windowOf(at.getTime());
    await countEvent(db, mug, open(1), at);
    // One past the last shard: no event counted lands on it (one that did would be overwritten).
    const broken = paths.analyticsBufferShard(OWNER, window, ANALYTICS_BUFFER_SHARDS);
    await db.doc(broken).set({
      ownerId: OWNER,
      window,
      timeZone: ZONE,
      p: { mug: { d: { [localDay(at, ZONE)]: { o: 'many' } } } },
    });
    const result = await rollUpSeller(db, OWNER, window);
    expect(result).toMatchObject({ complete: true, entries: 1, invalid: [broken] });
    expect((await db.doc(broken).get()).exists).toBe(true);
    const stored = await yearDoc(paths.productAnalyticsYear('mug', localDay(at, ZONE).slice(0, 4)));
    expect(stored?.m[localDay(at, ZONE).slice(5, 7)]?.[localDay(at, ZONE).slice(8)]?.o).toBe(1);
  });
});

describe('the fallback when the queue cannot be reached', () => {
  it('commits a retry marker with the event, and the sweep rolls the seller up', async () => {
    const mug = await seedProduct('mug');
    const unreachable = createRollUpScheduler(() => Promise.reject(new Error('UNAVAILABLE')));
    const at = new Date();
    await countEvent(db, mug, open(1), at, unreachable);
    const marker = await db
      .doc(paths.analyticsRollUpRetry(OWNER))
      .withConverter(converters.rollUpRetry)
      .get();
    // The event's window, or the next one if the minute turned before the commit.
    expect(marker.data()?.ownerId).toBe(OWNER);
    expect(marker.data()?.window).toBeGreaterThanOrEqual(windowOf(at.getTime()));

    // Not before its window has closed…
    expect(await rollUpMarkedSellers(db, at.getTime())).toEqual({ sellers: 0, waiting: 1 });
    // …then folded, and the marker gone.
    expect(await rollUpMarkedSellers(db, Date.now() + 2 * MINUTE)).toEqual({
      sellers: 1,
      waiting: 0,
    });
    expect((await db.doc(paths.analyticsRollUpRetry(OWNER)).get()).exists).toBe(false);
    expect((await db.collection(paths.analyticsBuffer(OWNER)).get()).size).toBe(0);
    const days = await countedDays(db, { ownerId: OWNER, productId: 'mug' });
    expect(days.get(localDay(at, ZONE))?.opened).toBe(1);
  });

  it('writes no marker when the task is queued, and queues once per seller and window', async () => {
    const mug = await seedProduct('mug');
    const queued: string[] = [];
    const reachable = createRollUpScheduler((task) => {
      queued.push(`${task.ownerId}@${task.window}`);
      return Promise.resolve();
    });
    const at = new Date();
    await countEvent(db, mug, open(1), at, reachable);
    await countEvent(db, mug, open(2), at, reachable);
    expect(queued).toEqual([`${OWNER}@${windowOf(at.getTime())}`]);
    expect((await db.doc(paths.analyticsRollUpRetry(OWNER)).get()).exists).toBe(false);
  });
});
