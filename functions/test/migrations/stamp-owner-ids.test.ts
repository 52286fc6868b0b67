import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { stampOwnerIds } from '../../src/domains/reviews/migrations/stamp-owner-ids.js';
import { newProductDoc, newProductInput, paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/** The owner-id migration against the real Firestore emulator (own project id: isolated). */
const { db } = useAdminFirestore('demo-qr-reviews-stamp-owner-ids');

async function seed(productId: string, ownerId: string, reviews: number) {
  await db
    .doc(paths.product(productId))
    .set(newProductDoc({ ...newProductInput(), title: productId }, ownerId, Timestamp.now()));
  const batch = db.batch();
  for (let index = 0; index < reviews; index += 1) {
    // Written before reviews carried their owner: no ownerId.
    batch.set(db.doc(paths.review(productId, `r${index}`)), { rating: 5, feedback: 'Great one!' });
  }
  // A legacy funnel day (no longer written since the analytics year documents): read by no client, so never stamped.
  batch.set(db.doc(paths.funnelDay(productId, '2025-01-01')), { opened: 3 });
  await batch.commit();
}

describe('stampOwnerIds', () => {
  it('stamps every review with its product’s owner, paging, and leaves legacy funnel days alone', async () => {
    await seed('p-a', 'seller-a', 7);
    await seed('p-b', 'seller-b', 2);
    await seed('p-c', 'seller-a', 0);
    // Already stamped (written by the new function): left as it is.
    await db.doc(paths.review('p-b', 'new')).set({ ownerId: 'seller-b', rating: 4 });

    const counts = await stampOwnerIds(db, { productPageSize: 2, documentPageSize: 3 });
    expect(counts).toEqual({ products: 3, stamped: 9, alreadyStamped: 1, failed: 0 });

    const reviewsA = await db.collection(paths.reviews('p-a')).get();
    expect(reviewsA.docs.map((doc): unknown => doc.get('ownerId'))).toEqual(
      Array(7).fill('seller-a'),
    );
    expect(reviewsA.docs[0]?.data()).toEqual({
      ownerId: 'seller-a',
      rating: 5,
      feedback: 'Great one!',
    });
    expect((await db.doc(paths.funnelDay('p-b', '2025-01-01')).get()).data()).toEqual({
      opened: 3,
    });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seed('p-a', 'seller-a', 4);
    await stampOwnerIds(db);
    const before = (await db.collection(paths.reviews('p-a')).get()).docs.map((doc) =>
      doc.updateTime.toMillis(),
    );
    expect(await stampOwnerIds(db)).toEqual({
      products: 1,
      stamped: 0,
      alreadyStamped: 4,
      failed: 0,
    });
    const after = (await db.collection(paths.reviews('p-a')).get()).docs.map((doc) =>
      doc.updateTime.toMillis(),
    );
    expect(after).toEqual(before);
  });

  it('leaves the reviews of a product that no longer exists unstamped (nobody may read them)', async () => {
    await db.doc(paths.review('orphan', 'r1')).set({ rating: 1 });
    await stampOwnerIds(db);
    expect((await db.doc(paths.review('orphan', 'r1')).get()).get('ownerId')).toBeUndefined();
  });
});
