import { describe, expect, it } from 'vitest';
import { submitReview } from '../../src/domains/reviews/submit-review.js';
import type { Firestore } from 'firebase-admin/firestore';
import { countedRanking } from '../../src/domains/analytics/counted.js';
import { rollUpSeller } from '../../src/domains/analytics/roll-up.js';
import { converters } from '../../src/platform/firestore.js';
import { localDay, paths, windowOf, type ReviewSubmission } from '../../src/shared/index.js';
import {
  adminDb,
  analyticsDays,
  randomId,
  seedProduct,
  submissionId,
  writtenState,
} from './review-api-env.js';

const db = adminDb();

function submission(productId: string, index: number): ReviewSubmission {
  return {
    productId,
    submissionId: submissionId(),
    store: index % 2 === 0 ? 'amazon' : 'emag',
    rating: (index % 5) + 1,
    feedback: `Concurrent review number ${index}, all good.`,
    locale: 'en',
  };
}

/**
 * What the review page does when the API answers 503 busy (the transaction ran out of attempts
 * under contention): it sends the same submission again, with the same id.
 */
async function submitLikeThePage(entry: ReviewSubmission, clientKey: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await submitReview(db, entry, clientKey);
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

/**
 * The counters' guarantee lives in submitReview's Firestore transaction, so 100 submissions race
 * on the real Firestore emulator here, in one process, as 100 simultaneous function instances would.
 * The transaction reads only the shard of the product's hourly counter it raises (one of
 * PRODUCT_SHARDS) besides the submission's own documents, so the burst takes seconds (9–15 on
 * a quiet emulator, whose lock waits are slow; up to 61 while `npm test`'s other runs share the
 * cores), not minutes; the timeout would catch a return to read-modify-write of the product
 * document.
 */
describe('submitReview racing other writes', () => {
  it('leaves exact counters after 100 concurrent submissions, and retries count once', async () => {
    const ownerId = randomId('concurrency-seller');
    const id = await seedProduct(db, { minRating: 4 }, ownerId);
    const submissions = Array.from({ length: 100 }, (_, index) => submission(id, index));
    const results = await Promise.all(
      submissions.map((entry, index) => submitLikeThePage(entry, `client-${index}`)),
    );
    expect(results.map((result) => result.kind)).toEqual(submissions.map(() => 'ok'));

    // Ten of them retried at once, as a client whose answer got lost would.
    const retries = await Promise.all(
      submissions.slice(0, 10).map((entry, index) => submitReview(db, entry, `client-${index}`)),
    );
    expect(retries.every((result) => result.kind === 'ok' && result.duplicate)).toBe(true);

    const state = await writtenState(db, id);
    expect(state.reviewIds).toHaveLength(100);
    expect(state.stats).toEqual({
      reviewCount: 100,
      ratingSum: 20 * (1 + 2 + 3 + 4 + 5),
      ratingHistogram: { '1': 20, '2': 20, '3': 20, '4': 20, '5': 20 },
      storeCounts: { amazon: 50, emag: 50, shopify: 0 },
      publishedCount: 40,
      privateCount: 60,
    });
    const today = localDay(new Date(), 'UTC');
    expect(state.funnel).toEqual({ [today]: { rated: 100, atOrAbove: 40 } });
    // The same 100 for the seller and in the product's line of the ranking.
    const sellerDay = (await analyticsDays(db, ownerId, true)).get(today);
    expect(sellerDay).toMatchObject({ rated: 100, atOrAbove: 40, ratingSum: 300 });
    expect(sellerDay?.histogram).toEqual({ 1: 20, 2: 20, 3: 20, 4: 20, 5: 20 });
    const month = today.slice(0, 7);
    expect((await countedRanking(db, ownerId)).get(id)?.get(month)).toEqual({ r: 100, t: 300 });
    // Folded into the read side (what the dashboards read), still exact, the buffer empty.
    const rolledUp = await rollUpSeller(db, ownerId, windowOf(Date.now()));
    expect(rolledUp).toMatchObject({ complete: true, invalid: [] });
    expect((await writtenState(db, id)).funnel).toEqual({
      [today]: { rated: 100, atOrAbove: 40 },
    });
    const year = (
      await db
        .doc(paths.productAnalyticsYear(id, today.slice(0, 4)))
        .withConverter(converters.analyticsYear)
        .get()
    ).data();
    expect(year?.m[month.slice(5)]?.[today.slice(8)]).toMatchObject({ r: 100, a: 40, t: 300 });
    const ranking = (
      await db
        .doc(paths.sellerRankingYear(ownerId, today.slice(0, 4)))
        .withConverter(converters.rankingYear)
        .get()
    ).data();
    expect(ranking?.p[id]).toEqual({
      n: 'Ceramic mug',
      m: { [month.slice(5)]: { r: 100, t: 300 } },
    });
    expect((await db.collection(paths.analyticsBuffer(ownerId)).get()).size).toBe(0);
    // Every review carries the owner at write time (the only thing rules let read it).
    const owners = await db
      .collection(paths.reviews(id))
      .where('ownerId', '==', ownerId)
      .count()
      .get();
    expect(owners.data().count).toBe(100);
  }, 120_000);

  it('writes nothing when the product is deleted between its read and the commit', async () => {
    const id = await seedProduct(db, { minRating: 4 });
    // The product is read with getAll just before the transaction; delete it right after that read.
    const deletesAfterRead = new Proxy(db, {
      get(target, property) {
        if (property === 'getAll') {
          return async (...refs: Parameters<Firestore['getAll']>) => {
            const snapshots = await target.getAll(...refs);
            await target.doc(paths.product(id)).delete();
            return snapshots;
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value.bind(target) as unknown) : value;
      },
    });
    const result = await submitReview(deletesAfterRead, submission(id, 3), 'client-deleted');
    expect(result).toEqual({ kind: 'product_not_found' });
    const state = await writtenState(db, id);
    expect(state.reviewIds).toEqual([]);
    expect(state.funnel).toEqual({});
    expect(state.rateLimitIds).toEqual([]);
  });
});
