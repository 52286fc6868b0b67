import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { deleteProductWithTombstone } from '../../src/products/delete-product.js';
import {
  PRODUCT_COUNT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
  productDerivedFields,
} from '../../src/shared/index.js';
import { adminDb } from './review-api-env.js';

/**
 * The deployed processProductWrite trigger (its indexOnWrite) on the Functions emulator: a product written by any path (here
 * the Admin SDK, as an import or a script would) gets its list fields and is counted, an edit
 * recomputes them, a delete takes it off the count. Works in the app's own demo project (which
 * the functions watch) on a fresh seller and product ids, so it never clears the database.
 */
const db = adminDb();

const POLL = { timeout: 20_000, interval: 200 };

describe('indexProduct (the trigger)', () => {
  it('gives an Admin SDK write its list fields and counts it, recomputes them on an edit, uncounts it on delete', async () => {
    const owner = `trigger-seller-${randomBytes(6).toString('hex')}`;
    const id = `trigger-${randomBytes(8).toString('hex')}`;
    const input = { ...newProductInput(), title: 'Tocător Ștefan', sku: 'ST-1' };
    await db.doc(paths.product(id)).set(newProductDoc(input, owner, FieldValue.serverTimestamp()));

    const product = () => db.doc(paths.product(id)).get();
    const field = (path: string) => async () => (await product()).get(path) as unknown;
    const count = async () =>
      (await db.doc(paths.seller(owner)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;

    await expect.poll(field('inProductCount'), POLL).toBe(true);
    expect((await product()).get('derived')).toEqual(productDerivedFields(id, input));
    await expect.poll(count, POLL).toBe(1);

    await db.doc(paths.product(id)).update({ title: 'Lampă' });
    await expect.poll(field('derived.titleKey'), POLL).toBe('lampa');
    const renamed = await product();
    expect(renamed.get('derived.search.lamp')).toBe(true);
    expect(renamed.get('derived.search.tocat')).toBeUndefined();

    await deleteProductWithTombstone(db, id);
    await expect.poll(count, POLL).toBe(0);
  });
});
