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
 * The deployed indexProduct trigger on the Functions emulator: a product written by any path (here
 * the Admin SDK, as an import or a script would) gets its list fields and is counted, an edit
 * recomputes them, a delete takes it off the count. Works in the app's own demo project (which
 * the functions watch) on a fresh seller and product ids, so it never clears the database.
 */
const db = adminDb();

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('indexProduct (the trigger)', () => {
  it('indexes and counts every write by any path', async () => {
    const owner = `trigger-seller-${randomBytes(6).toString('hex')}`;
    const id = `trigger-${randomBytes(8).toString('hex')}`;
    const input = { ...newProductInput(), title: 'Tocător Ștefan', sku: 'ST-1' };
    await db.doc(paths.product(id)).set(newProductDoc(input, owner, FieldValue.serverTimestamp()));

    const product = () => db.doc(paths.product(id)).get();
    const count = async () =>
      (await db.doc(paths.seller(owner)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;

    const indexed = await eventually(product, (s) => s.get('inProductCount') === true);
    expect(indexed.get('derived')).toEqual(productDerivedFields(id, input));
    expect(await eventually(count, (c) => c === 1)).toBe(1);

    await db.doc(paths.product(id)).update({ title: 'Lampă' });
    const renamed = await eventually(product, (s) => s.get('derived.titleKey') === 'lampa');
    expect(renamed.get('derived.search.lamp')).toBe(true);
    expect(renamed.get('derived.search.tocat')).toBeUndefined();

    await deleteProductWithTombstone(db, id);
    expect(await eventually(count, (c) => c === 0)).toBe(0);
  });
});
