import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  ANALYTICS_BUFFER_SHARDS,
  isDayKey,
  paths,
  windowOf,
  type FunnelDayDoc,
} from '../../shared/index.js';
import { converters, validData } from '../../platform/firestore.js';
import { sellerTimeZone } from './counter-target.js';
import { increment, nest } from './counter-writes.js';
import { rollUpSeller } from './roll-up.js';

/**
 * One-off migration of the UTC-day funnel documents written before the analytics year documents
 * (products/{id}/funnel/{yyyy-mm-dd}: opened, store_chosen, submitted, published,
 * review_link_opened) into the analytics counters. It writes them the way live events are
 * written, into the seller's write buffer, and marks each day `migratedAt` in the same batch;
 * then it rolls up every seller it touched (roll-up.ts). Idempotent: marked days are skipped, and
 * a mark changed by another run meanwhile fails the whole batch, so a second run (or one started
 * again after stopping half-way) never counts a day twice. Buffered days a stopped run left
 * behind are folded by the seller's next roll-up (an event's task or this migration's).
 *
 * Legacy days stay the UTC day they were counted in (their events carry no time). The star
 * distribution, rating sum, stores and languages come from that day's reviews: the first
 * `submitted` reviews of the UTC day by time, which are exactly the ones the old code counted
 * (reviews written after the switch are counted by the new code, on top).
 */
export interface MigrationResult {
  products: number;
  days: number;
  skippedDays: number;
  /** Products whose document does not match the schema: not migrated (their days stay unmarked). */
  invalidProducts: number;
}

const PAGE = 200;
/** Funnel days per batch: each is one mark, plus one buffer write per batch. */
const DAYS_PER_BATCH = 200;

export async function legacyDayDeltas(
  db: Firestore,
  productId: string,
  day: string,
  funnel: FunnelDayDoc,
): Promise<Record<string, number>> {
  const deltas: Record<string, number> = {};
  const add = (path: string, value: number) => {
    if (value > 0) deltas[path] = (deltas[path] ?? 0) + value;
  };
  add('o', funnel.opened);
  add('c', funnel.store_chosen);
  add('r', funnel.submitted);
  add('a', funnel.published);
  add('s', funnel.review_link_opened);
  if (funnel.submitted > 0) {
    const start = Timestamp.fromDate(new Date(`${day}T00:00:00Z`));
    const end = Timestamp.fromMillis(start.toMillis() + 86_400_000);
    const reviews = await db
      .collection(paths.reviews(productId))
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .orderBy('createdAt')
      .limit(funnel.submitted)
      .withConverter(converters.legacyReview)
      .get();
    for (const snapshot of reviews.docs) {
      // A review that does not match the schema adds nothing beyond the day's counts.
      const review = validData(snapshot);
      if (!review) continue;
      add('t', review.rating);
      add(`h.${review.rating}`, 1);
      add(`st.${review.store}.r`, 1);
      if (review.published) add(`st.${review.store}.a`, 1);
      add(`lr.${review.locale}`, 1);
    }
  }
  return deltas;
}

/** Migrates one product's unmarked funnel days into the buffer; returns days folded and skipped. */
export async function migrateProductFunnel(
  db: Firestore,
  product: { id: string; title: string; ownerId: string },
  now = Date.now(),
): Promise<{ days: number; skipped: number }> {
  const timeZone = await sellerTimeZone(db, product.ownerId);
  const funnel = await db
    .collection(paths.funnel(product.id))
    .withConverter(converters.funnelDay)
    .get();
  const window = windowOf(now);
  let days = 0;
  let skipped = 0;
  let pending: {
    day: string;
    deltas: Record<string, number>;
    doc: (typeof funnel.docs)[number];
  }[] = [];

  const commit = async () => {
    if (pending.length === 0) return;
    const batch = db.batch();
    const d: Record<string, unknown> = {};
    for (const { day, deltas } of pending) {
      if (Object.keys(deltas).length > 0) d[day] = nest(deltas, increment);
    }
    batch.set(
      db.doc(paths.analyticsBufferShard(product.ownerId, window, days % ANALYTICS_BUFFER_SHARDS)),
      { ownerId: product.ownerId, window, timeZone, p: { [product.id]: { n: product.title, d } } },
      { merge: true },
    );
    for (const { doc } of pending) {
      // A precondition: if another run marked this day meanwhile, the whole batch fails.
      batch.update(
        doc.ref,
        { migratedAt: FieldValue.serverTimestamp() },
        { lastUpdateTime: doc.updateTime },
      );
    }
    await batch.commit();
    days += pending.length;
    pending = [];
  };

  for (const dayDoc of funnel.docs) {
    const legacy = validData(dayDoc);
    if (!legacy || legacy.migratedAt !== undefined || !isDayKey(dayDoc.id)) {
      skipped += 1;
      continue;
    }
    pending.push({
      day: dayDoc.id,
      deltas: await legacyDayDeltas(db, product.id, dayDoc.id, legacy),
      doc: dayDoc,
    });
    if (pending.length >= DAYS_PER_BATCH) await commit();
  }
  await commit();
  return { days, skipped };
}

/** Every product, in pages of PAGE by id; then every touched seller is rolled up. */
export async function migrateLegacyFunnel(
  db: Firestore,
  log: (line: string) => void = () => undefined,
): Promise<MigrationResult> {
  const result: MigrationResult = { products: 0, days: 0, skippedDays: 0, invalidProducts: 0 };
  const sellers = new Set<string>();
  let after: string | null = null;
  for (;;) {
    let query = db
      .collection(paths.products())
      .orderBy('__name__')
      .limit(PAGE)
      .withConverter(converters.countedProduct);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const snapshot of page.docs) {
      const product = validData(snapshot);
      if (!product?.ownerId) {
        result.invalidProducts += 1;
        log(`${snapshot.id}: product does not match the schema; not migrated`);
        continue;
      }
      const { days, skipped } = await migrateProductFunnel(db, {
        id: snapshot.id,
        title: product.title,
        ownerId: product.ownerId,
      });
      result.products += 1;
      result.days += days;
      result.skippedDays += skipped;
      if (days > 0) {
        sellers.add(product.ownerId);
        log(`${snapshot.id}: ${days} day(s) migrated`);
      }
    }
    const last = page.docs.at(-1);
    if (!last || page.size < PAGE) break;
    after = last.id;
  }
  for (const ownerId of sellers) await rollUpSeller(db, ownerId, windowOf(Date.now()));
  return result;
}
