import { beforeAll, describe, expect, it } from 'vitest';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { rollUpSeller } from '../../src/domains/analytics/roll-up.js';
import { paths, windowOf } from '../../src/shared/index.js';
import {
  INTEGRATION_SELLER,
  adminDb,
  analyticsOwners,
  api,
  reviewApiBaseUrl,
  seedProduct,
  submissionId,
  writtenState,
} from './review-api-env.js';

/**
 * A deleted product against the running emulators: the real processProductWrite trigger (its mirrorOnWrite) clears a deleted
 * product's mirror and subcollections, and the reviewApi function answers a scan of its printed
 * code with 410 product_deleted (the page says "no longer available"), writing nothing.
 */
const db = adminDb();
let base = '';
beforeAll(async () => {
  base = await reviewApiBaseUrl();
});

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const review = (productId: string) => ({
  productId,
  submissionId: submissionId(),
  store: 'amazon',
  rating: 2,
  feedback: 'The lid does not close properly.',
  locale: 'en',
  website: '',
});

describe('a deleted product', () => {
  it('loses its mirror, reviews and analytics through the trigger, and its code answers 410', async () => {
    const id = await seedProduct(db);
    expect((await api(base, '/api/reviews', { body: review(id) })).status).toBe(201);
    expect((await api(base, `/api/products/${id}`)).status).toBe(200);
    // Its counters carry the owner (the rules read only that), and go with the product.
    expect(await analyticsOwners(db, id)).toEqual([INTEGRATION_SELLER]);

    expect(await deleteProductWithTombstone(db, id)).toBe('deleted');
    await eventually(async () => {
      const [mirror, subcollections] = await Promise.all([
        db.doc(paths.publicProduct(id)).get(),
        db.doc(paths.product(id)).listCollections(),
      ]);
      return !mirror.exists && subcollections.length === 0;
    }, 'syncPublicProduct to clear the deleted product');

    expect(await api(base, `/api/products/${id}`)).toEqual({
      status: 410,
      body: { error: 'product_deleted' },
    });
    expect(await api(base, '/api/reviews', { body: review(id) })).toEqual({
      status: 410,
      body: { error: 'product_deleted' },
    });
    expect(
      await api(base, `/api/products/${id}/events`, {
        body: { event: 'store_chosen', store: 'amazon' },
      }),
    ).toEqual({ status: 410, body: { error: 'product_deleted' } });
    // Its counts waiting in the seller's buffer are folded for the seller only: the roll-up
    // recreates none of the deleted product's own documents.
    await rollUpSeller(db, INTEGRATION_SELLER, windowOf(Date.now()));
    expect(await db.doc(paths.product(id)).listCollections()).toEqual([]);
    const state = await writtenState(db, id);
    expect(state.reviewIds).toEqual([]);
    expect(state.funnel).toEqual({});
  }, 60_000);

  it('answers 410 as soon as the tombstone exists, even while the mirror is still there', async () => {
    const id = await seedProduct(db);
    // The tombstone alone, as in the instant between the delete's commit and its trigger.
    await db
      .doc(paths.deletedProduct(id))
      .set({ ownerId: INTEGRATION_SELLER, deletedAt: new Date() });
    expect((await api(base, `/api/products/${id}`)).status).toBe(410);
    expect((await api(base, '/api/reviews', { body: review(id) })).status).toBe(410);
    const state = await writtenState(db, id);
    expect(state).toMatchObject({ reviewIds: [], funnel: {}, rateLimitIds: [] });
  });
});
