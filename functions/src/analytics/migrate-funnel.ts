import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  RATING_MAX,
  RATING_MIN,
  STORES,
  dayOfMonth,
  isLocale,
  monthOf,
  paths,
  productMonthDeltas,
  type ReviewDoc,
} from '../shared/index.js';
import { sellerTimeZone } from './counter-target.js';
import { nest } from './counter-writes.js';

/**
 * One-off migration of the UTC-day funnel documents written before issue 12
 * (products/{id}/funnel/{yyyy-mm-dd}: opened, store_chosen, submitted, published,
 * review_link_opened) into the analytics counters. Idempotent: every funnel day is folded in one
 * batch together with a `migratedAt` mark on it, and marked days are skipped, so a second run (or a
 * run that stopped half-way and is started again) changes nothing it already did.
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
}

const PAGE = 200;
/** Migrated data goes to shard 0; any shard sums the same. */
const MIGRATION_SHARD = 0;

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export async function legacyDayDeltas(
  db: Firestore,
  productId: string,
  day: string,
  funnel: Record<string, unknown>,
): Promise<Record<string, number>> {
  const deltas: Record<string, number> = {};
  const add = (path: string, value: number) => {
    if (value > 0) deltas[path] = (deltas[path] ?? 0) + value;
  };
  add('o', count(funnel.opened));
  add('c', count(funnel.store_chosen));
  add('r', count(funnel.submitted));
  add('a', count(funnel.published));
  add('s', count(funnel.review_link_opened));
  const submitted = count(funnel.submitted);
  if (submitted > 0) {
    const start = Timestamp.fromDate(new Date(`${day}T00:00:00Z`));
    const end = Timestamp.fromMillis(start.toMillis() + 86_400_000);
    const reviews = await db
      .collection(paths.reviews(productId))
      .where('createdAt', '>=', start)
      .where('createdAt', '<', end)
      .orderBy('createdAt')
      .limit(submitted)
      .get();
    for (const snapshot of reviews.docs) {
      const review = snapshot.data() as Partial<ReviewDoc>;
      const rating = review.rating;
      if (typeof rating !== 'number' || rating < RATING_MIN || rating > RATING_MAX) continue;
      add('t', rating);
      add(`h.${rating}`, 1);
      if (review.store && (STORES as readonly string[]).includes(review.store)) {
        add(`st.${review.store}.r`, 1);
        if (review.published) add(`st.${review.store}.a`, 1);
      }
      if (isLocale(review.locale)) add(`lr.${review.locale}`, 1);
    }
  }
  return deltas;
}

/** Migrates one product's unmarked funnel days; returns how many were folded and skipped. */
export async function migrateProductFunnel(
  db: Firestore,
  productId: string,
  ownerId: string,
): Promise<{ days: number; skipped: number }> {
  const timeZone = await sellerTimeZone(db, ownerId);
  const funnel = await db.collection(paths.funnel(productId)).get();
  let days = 0;
  let skipped = 0;
  for (const dayDoc of funnel.docs) {
    const day = dayDoc.id;
    if (dayDoc.get('migratedAt') !== undefined || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      skipped += 1;
      continue;
    }
    const deltas = await legacyDayDeltas(db, productId, day, dayDoc.data());
    const increment = (value: number) => FieldValue.increment(value);
    const dayMap = { m: { [monthOf(day)]: { [dayOfMonth(day)]: nest(deltas, increment) } } };
    const batch = db.batch();
    batch.set(
      db.doc(paths.productAnalyticsShard(productId, MIGRATION_SHARD)),
      { ownerId, productId, timeZone, ...dayMap },
      { merge: true },
    );
    batch.set(
      db.doc(paths.sellerAnalyticsShard(ownerId, MIGRATION_SHARD)),
      { ownerId, timeZone, ...dayMap },
      { merge: true },
    );
    const monthTotals = productMonthDeltas(deltas);
    if (Object.keys(monthTotals).length > 0) {
      batch.set(
        db.doc(paths.sellerProductMonth(ownerId, monthOf(day))),
        { ownerId, p: { [productId]: nest(monthTotals as Record<string, number>, increment) } },
        { merge: true },
      );
    }
    // A precondition: if another run marked this day meanwhile, the whole batch fails.
    batch.update(
      dayDoc.ref,
      { migratedAt: FieldValue.serverTimestamp() },
      {
        lastUpdateTime: dayDoc.updateTime,
      },
    );
    await batch.commit();
    days += 1;
  }
  return { days, skipped };
}

/** Every product, in pages of PAGE by id. */
export async function migrateLegacyFunnel(
  db: Firestore,
  log: (line: string) => void = () => undefined,
): Promise<MigrationResult> {
  const result: MigrationResult = { products: 0, days: 0, skippedDays: 0 };
  let after: string | null = null;
  for (;;) {
    let query = db.collection(paths.products()).orderBy('__name__').limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const product of page.docs) {
      const ownerId = product.get('ownerId') as unknown;
      if (typeof ownerId !== 'string' || ownerId === '') continue;
      const { days, skipped } = await migrateProductFunnel(db, product.id, ownerId);
      result.products += 1;
      result.days += days;
      result.skippedDays += skipped;
      if (days > 0) log(`${product.id}: ${days} day(s) migrated`);
    }
    if (page.size < PAGE) return result;
    after = page.docs[page.docs.length - 1]!.id;
  }
}
