import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { describe, expect, it } from 'vitest';
import { syncPublicProduct } from '../../src/domains/products/sync-public-product.js';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { toPublicProduct } from '../../src/domains/products/public-product.js';
import { ProductInput, newProductDoc, newProductInput, paths } from '../../src/shared/index.js';

/** The trigger's domain code against the real Firestore emulator (own project id: isolated). */
const PROJECT_ID = 'demo-qr-reviews-products-sync';
const { db } = useAdminFirestore(PROJECT_ID);

const product = (title = 'Board') =>
  newProductDoc({ ...newProductInput(), title }, 'owner', FieldValue.serverTimestamp());

describe('syncPublicProduct', () => {
  it('writes the public fields only', async () => {
    await db.doc(paths.product('p1')).set(product());
    expect(await syncPublicProduct(db, 'p1', 'created')).toBe('written');
    const mirror = (await db.doc(paths.publicProduct('p1')).get()).data();
    expect(mirror).toMatchObject({ title: 'Board', minRating: 4, complianceMode: true });
    expect(mirror).not.toHaveProperty('ownerId');
    expect(mirror).not.toHaveProperty('stats');
  });

  it('leaves a mirror that already shows the product as it is (an import writes both)', async () => {
    const ref = db.doc(paths.product('p1'));
    await ref.set(product('Imported'));
    const stored = (await ref.get()).data()!;
    await db.doc(paths.publicProduct('p1')).set(toPublicProduct(v.parse(ProductInput, stored)));
    const mirrorTime = async () =>
      (await db.doc(paths.publicProduct('p1')).get()).updateTime?.toMillis();
    const before = await mirrorTime();
    // From the event's own data, and from the product read again.
    expect(await syncPublicProduct(db, 'p1', 'created', stored)).toBe('unchanged');
    expect(await syncPublicProduct(db, 'p1', 'created')).toBe('unchanged');
    expect(await mirrorTime()).toBe(before);

    // An edit since: the import's event leaves the mirror to the edit's own event, which writes
    // it; the import's event arriving after that brings nothing older back.
    await ref.update({ title: 'Edited' });
    expect(await syncPublicProduct(db, 'p1', 'created', stored)).toBe('unchanged');
    const edited = (await ref.get()).data()!;
    expect(await syncPublicProduct(db, 'p1', 'updated', edited)).toBe('written');
    expect(await syncPublicProduct(db, 'p1', 'created', stored)).toBe('unchanged');
    expect((await db.doc(paths.publicProduct('p1')).get()).get('title')).toBe('Edited');
  });

  it('mirrors the current state even when called for an older event', async () => {
    await db.doc(paths.product('p1')).set(product('First'));
    await db.doc(paths.product('p1')).update({ title: 'Second' });
    await syncPublicProduct(db, 'p1', 'created');
    expect((await db.doc(paths.publicProduct('p1')).get()).get('title')).toBe('Second');
  });

  it('leaves the mirror alone when the stored product breaks the schema', async () => {
    await db.doc(paths.product('p1')).set(product('Good'));
    await syncPublicProduct(db, 'p1', 'created');
    await db.doc(paths.product('p1')).update({ title: '' });
    expect(await syncPublicProduct(db, 'p1', 'updated')).toBe('invalid');
    expect((await db.doc(paths.publicProduct('p1')).get()).get('title')).toBe('Good');
  });

  it('on delete removes the mirror, even when a document with that id exists again', async () => {
    await db.doc(paths.product('p1')).set(product('Deleted one'));
    await syncPublicProduct(db, 'p1', 'created');
    // The delete, then (before its event is handled) a document under the same id: only possible
    // through the Admin SDK, since the rules refuse any create over a tombstone.
    await db.doc(paths.product('p1')).delete();
    await db.doc(paths.product('p1')).set(product('Someone else'));
    expect(await syncPublicProduct(db, 'p1', 'deleted')).toBe('deleted');
    expect((await db.doc(paths.publicProduct('p1')).get()).exists).toBe(false);
    // Deleting twice (a retried event) is harmless.
    expect(await syncPublicProduct(db, 'p1', 'deleted')).toBe('deleted');
  });

  it('a late create or update event of a product deleted since then brings nothing back', async () => {
    await db.doc(paths.product('p1')).set(product());
    await db.doc(paths.product('p1')).delete();
    expect(await syncPublicProduct(db, 'p1', 'deleted')).toBe('deleted');
    expect(await syncPublicProduct(db, 'p1', 'updated')).toBe('gone');
    expect(await syncPublicProduct(db, 'p1', 'created')).toBe('gone');
    expect((await db.doc(paths.publicProduct('p1')).get()).exists).toBe(false);
  });
});

describe('deleteProductWithTombstone (the Admin SDK delete)', () => {
  it('deletes the product and writes its tombstone in one commit', async () => {
    await db.doc(paths.product('p1')).set(product());
    expect(await deleteProductWithTombstone(db, 'p1')).toBe('deleted');
    expect((await db.doc(paths.product('p1')).get()).exists).toBe(false);
    const tombstone = await db.doc(paths.deletedProduct('p1')).get();
    expect(tombstone.get('ownerId')).toBe('owner');
    expect(tombstone.get('deletedAt')).toBeInstanceOf(Timestamp);
    expect(Object.keys(tombstone.data() ?? {}).sort()).toEqual(['deletedAt', 'ownerId']);
  });

  it('leaves an id that holds no product alone', async () => {
    expect(await deleteProductWithTombstone(db, 'never-existed')).toBe('missing');
    expect((await db.doc(paths.deletedProduct('never-existed')).get()).exists).toBe(false);
  });
});
