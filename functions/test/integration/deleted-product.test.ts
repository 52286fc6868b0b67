import { describe, expect, it } from 'vitest';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { rollUpSeller } from '../../src/domains/analytics/roll-up.js';
import { paths, windowOf } from '../../src/shared/index.js';
import {
  INTEGRATION_SELLER,
  analyticsOwners,
  seedProduct,
  submissionId,
  useReviewApi,
  writtenState,
} from './review-api-env.js';

/**
 * A deleted product against the running emulators: the real processProductWrite trigger (its mirrorOnWrite) clears a deleted
 * product's mirror and subcollections, and the reviewApi function answers a scan of its printed
 * code with 410 product_deleted (the page says "no longer available"), writing nothing.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

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
    expect((await reviewApi.call('/api/reviews', { body: review(id) })).status).toBe(201);
    expect((await reviewApi.call(`/api/products/${id}`)).status).toBe(200);
    // Its counters carry the owner (the rules read only that), and go with the product.
    expect(await analyticsOwners(db, id)).toEqual([INTEGRATION_SELLER]);

    expect(await deleteProductWithTombstone(db, id)).toBe('deleted');
    // The trigger clears the mirror and the subcollections.
    await expect
      .poll(
        async () => {
          const [mirror, subcollections] = await Promise.all([
            db.doc(paths.publicProduct(id)).get(),
            db.doc(paths.product(id)).listCollections(),
          ]);
          return { mirror: mirror.exists, subcollections: subcollections.map((c) => c.id) };
        },
        { timeout: 30_000 },
      )
      .toEqual({ mirror: false, subcollections: [] });

    expect(await reviewApi.call(`/api/products/${id}`)).toEqual({
      status: 410,
      body: { error: 'product_deleted' },
    });
    expect(await reviewApi.call('/api/reviews', { body: review(id) })).toEqual({
      status: 410,
      body: { error: 'product_deleted' },
    });
    expect(
      await reviewApi.call(`/api/products/${id}/events`, {
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
    expect((await reviewApi.call(`/api/products/${id}`)).status).toBe(410);
    expect((await reviewApi.call('/api/reviews', { body: review(id) })).status).toBe(410);
    const state = await writtenState(db, id);
    expect(state).toMatchObject({ reviewIds: [], funnel: {}, rateLimitIds: [] });
  });
});
