import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { indexAllProducts } from '../../src/migrations/index-products.js';
import {
  PRODUCT_COUNT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
  productDerivedFields,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/** The product-list migration against the real Firestore emulator (own project id: isolated). */
const PROJECT_ID = 'demo-qr-reviews-migrate-products';
const { db } = useAdminFirestore(PROJECT_ID);

describe('indexAllProducts', () => {
  it('indexes and counts products saved before the product list at scale, and is idempotent', async () => {
    const input = (title: string) => ({ ...newProductInput(), title });
    const batch = db.batch();
    for (let i = 0; i < 7; i++) {
      // As stored before the product list at scale: no sku, no derived, no mark.
      const { sku: _sku, ...old } = newProductDoc(
        input(`Board ${i}`),
        i < 5 ? 'seller-a' : 'seller-b',
        FieldValue.serverTimestamp(),
      );
      batch.set(db.doc(paths.product(`p${i}`)), old);
    }
    batch.set(db.doc(paths.product('broken')), { ownerId: 'seller-b', title: 7 });
    batch.set(db.doc(paths.seller('seller-a')), { displayName: 'A', [PRODUCT_COUNT_FIELD]: 42 });
    await batch.commit();

    const first = await indexAllProducts(db, { pageSize: 3 });
    expect(first).toMatchObject({ products: 8, written: 8, invalid: 1, sellers: 2 });
    const p3 = (await db.doc(paths.product('p3')).get()).data()!;
    expect(p3.derived).toEqual(productDerivedFields('p3', { ...input('Board 3'), sku: '' }));
    expect(p3.inProductCount).toBe(true);
    const seller = async (uid: string) => (await db.doc(paths.seller(uid)).get()).data();
    expect(await seller('seller-a')).toEqual({ displayName: 'A', [PRODUCT_COUNT_FIELD]: 5 });
    expect((await seller('seller-b'))?.[PRODUCT_COUNT_FIELD]).toBe(3);

    const second = await indexAllProducts(db, { pageSize: 3 });
    expect(second).toMatchObject({ products: 8, written: 0, unchanged: 8, sellers: 2 });
    expect((await seller('seller-a'))?.[PRODUCT_COUNT_FIELD]).toBe(5);
  });
});
