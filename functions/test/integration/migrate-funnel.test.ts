import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCounterTargetCaches } from '../../src/domains/analytics/counter-target.js';
import { migrateLegacyFunnel } from '../../src/domains/analytics/migrate-funnel.js';
import { converters } from '../../src/platform/firestore.js';
import { emptyProductStats, newProductInput, paths, sumYearDocs } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/** The one-off migration of the UTC-day funnel documents, against the real Firestore emulator. */
const { db } = useAdminFirestore('demo-qr-reviews-migrate-funnel');
const OWNER = 'seller-migrated';

async function seedLegacyProduct(id: string) {
  await db.doc(paths.seller(OWNER)).set({ displayName: 'S', email: 's@example.com', locale: 'en' });
  await db.doc(paths.product(id)).set({
    ...newProductInput(),
    title: id,
    ownerId: OWNER,
    stats: emptyProductStats(),
  });
  await db.doc(paths.funnelDay(id, '2025-05-31')).set({
    opened: 10,
    store_chosen: 6,
    submitted: 3,
    published: 2,
    review_link_opened: 2,
  });
  await db.doc(paths.funnelDay(id, '2025-06-01')).set({ opened: 4 });
  const reviews: [string, number, string, boolean, string][] = [
    ['2025-05-31T08:00:00Z', 5, 'amazon', true, 'en'],
    ['2025-05-31T09:00:00Z', 4, 'emag', true, 'ro'],
    ['2025-05-31T23:59:00Z', 2, 'emag', false, 'ro'],
    // Written after the switch on the same day: counted by the new code, not by the migration.
    ['2025-05-31T23:59:30Z', 1, 'amazon', false, 'en'],
    ['2025-06-02T10:00:00Z', 3, 'amazon', false, 'en'],
  ];
  for (const [index, [at, rating, store, published, locale]] of reviews.entries()) {
    await db.doc(paths.review(id, `legacy-review-${index}-0000000`)).set({
      rating,
      store,
      published,
      locale,
      feedback: 'Legacy review text.',
      createdAt: Timestamp.fromDate(new Date(at)),
    });
  }
}

async function yearDocs(collection: string) {
  const docs = await db.collection(collection).withConverter(converters.analyticsYear).get();
  return docs.docs.map((doc) => ({ year: doc.id, doc: doc.data() }));
}

async function analyticsState() {
  const rankings = await db
    .collection(`${paths.seller(OWNER)}/rankings`)
    .withConverter(converters.rankingYear)
    .get();
  return {
    product: await yearDocs(`${paths.product('legacy-mug')}/analytics`),
    seller: await yearDocs(`${paths.seller(OWNER)}/analytics`),
    rankings: Object.fromEntries(rankings.docs.map((doc) => [doc.id, doc.data()])),
    buffered: (await db.collection(paths.analyticsBuffer(OWNER)).get()).size,
  };
}

beforeEach(() => clearCounterTargetCaches());

describe('migrateLegacyFunnel', () => {
  it('folds every legacy day into the counters, with the day’s reviews', async () => {
    await seedLegacyProduct('legacy-mug');
    const result = await migrateLegacyFunnel(db);
    expect(result).toEqual({ products: 1, days: 2, skippedDays: 0, invalidProducts: 0 });

    const state = await analyticsState();
    expect(state.buffered).toBe(0);
    const product = sumYearDocs(state.product);
    expect(sumYearDocs(state.seller)).toEqual(product);
    const may31 = product.get('2025-05-31')!;
    expect(may31).toMatchObject({
      opened: 10,
      storeChosen: 6,
      rated: 3,
      atOrAbove: 2,
      sent: 2,
      ratingSum: 5 + 4 + 2,
    });
    expect(may31.histogram).toEqual({ 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 });
    expect(may31.stores.emag).toMatchObject({ rated: 2, atOrAbove: 1 });
    expect(may31.ratedByLocale).toEqual({ en: 1, ro: 2 });
    expect(product.get('2025-06-01')).toMatchObject({ opened: 4, rated: 0 });

    expect(state.rankings['2025']).toEqual({
      ownerId: OWNER,
      p: { 'legacy-mug': { n: 'legacy-mug', m: { '05': { o: 10, r: 3, t: 11 }, '06': { o: 4 } } } },
    });
    const marked = await db.doc(paths.funnelDay('legacy-mug', '2025-05-31')).get();
    expect(marked.get('migratedAt')).toBeInstanceOf(Timestamp);
  });

  it('changes nothing when it runs a second time', async () => {
    await seedLegacyProduct('legacy-mug');
    await migrateLegacyFunnel(db);
    const afterFirst = await analyticsState();
    const second = await migrateLegacyFunnel(db);
    expect(second).toEqual({ products: 1, days: 0, skippedDays: 2, invalidProducts: 0 });
    expect(await analyticsState()).toEqual(afterFirst);
  });

  it('finishes a run that stopped half-way without counting a day twice', async () => {
    await seedLegacyProduct('legacy-mug');
    // As if an earlier run had migrated 1 June and then stopped.
    await migrateLegacyFunnel(db);
    const complete = await analyticsState();
    await db.recursiveDelete(db.collection(`${paths.product('legacy-mug')}/analytics`));
    await db.recursiveDelete(db.collection(`${paths.seller(OWNER)}/analytics`));
    await db.recursiveDelete(db.collection(`${paths.seller(OWNER)}/rankings`));
    await db.doc(paths.funnelDay('legacy-mug', '2025-06-01')).update({ migratedAt: null });
    await db.doc(paths.funnelDay('legacy-mug', '2025-05-31')).update({
      migratedAt: (await import('firebase-admin/firestore')).FieldValue.delete(),
    });
    const resumed = await migrateLegacyFunnel(db);
    expect(resumed).toEqual({ products: 1, days: 1, skippedDays: 1, invalidProducts: 0 });
    const days = sumYearDocs((await analyticsState()).product);
    expect(days.get('2025-05-31')?.opened).toBe(10);
    expect(days.get('2025-06-01')).toBeUndefined();
    expect(complete.rankings['2025']?.p['legacy-mug']?.m['06']).toEqual({ o: 4 });
  });

  it('leaves a product whose document is not valid unmarked, and reports it', async () => {
    await seedLegacyProduct('legacy-mug');
    await db.doc(paths.product('broken')).set({ ownerId: OWNER, title: 42 });
    await db.doc(paths.funnelDay('broken', '2025-05-31')).set({ opened: 3 });
    const lines: string[] = [];
    const result = await migrateLegacyFunnel(db, (line) => lines.push(line));
    expect(result).toEqual({ products: 1, days: 2, skippedDays: 0, invalidProducts: 1 });
    expect(lines).toContain('broken: product does not match the schema; not migrated');
    expect((await db.doc(paths.funnelDay('broken', '2025-05-31')).get()).get('migratedAt')).toBe(
      undefined,
    );
  });
});
