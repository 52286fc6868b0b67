import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { indexAllProducts } from '../../src/domains/products/migrations/index-products.js';
import {
  COLLECTIONS,
  DERIVED_FIELDS_VERSION,
  PRIVATE_ROUTING_COUNT_FIELD,
  PRODUCT_COUNT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
  productIndexFields,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { productKeyId, productKeyTokens } from '../../src/domains/products/product-keys.js';

/** The product-list migration against the real Firestore emulator (own project id: isolated). */
const PROJECT_ID = 'demo-qr-reviews-migrate-products';
const { db } = useAdminFirestore(PROJECT_ID);

describe('indexAllProducts', () => {
  it('indexes and counts products saved before the product list at scale, and is idempotent', async () => {
    const input = (title: string) => ({ ...newProductInput(), title });
    const batch = db.batch();
    for (let i = 0; i < 7; i++) {
      // As stored before the product list at scale: no sku, no derived, no mark.
      // Two of seller A's products route low ratings privately.
      const { sku: _sku, ...old } = newProductDoc(
        { ...input(`Board ${i}`), complianceMode: i !== 1 && i !== 2 },
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
    const p3 = await db.doc(paths.product('p3')).get();
    const fields = productIndexFields('p3', 'seller-a', { ...input('Board 3'), sku: '' });
    expect(p3.get('complianceMode')).toBe(true);
    expect(p3.get('derived')).toEqual(fields.derived);
    expect(p3.get('derived.search')).toBeUndefined();
    expect(p3.get('inProductCount')).toBe(true);
    // Every valid product got its search document; the broken one none.
    expect((await db.doc(paths.productSearch('p3')).get()).data()).toEqual(fields.search);
    const searches = await db.collection(COLLECTIONS.productSearch).get();
    expect(searches.docs.map((doc) => doc.id).sort()).toEqual([
      'p0',
      'p1',
      'p2',
      'p3',
      'p4',
      'p5',
      'p6',
    ]);
    expect((await db.doc(paths.productSearch('p6')).get()).get('ownerId')).toBe('seller-b');
    const seller = async (uid: string) => (await db.doc(paths.seller(uid)).get()).data();
    expect(await seller('seller-a')).toMatchObject({
      displayName: 'A',
      [PRODUCT_COUNT_FIELD]: 5,
      [PRIVATE_ROUTING_COUNT_FIELD]: 2,
    });
    expect(await seller('seller-b')).toMatchObject({
      [PRODUCT_COUNT_FIELD]: 3,
      [PRIVATE_ROUTING_COUNT_FIELD]: 0,
    });

    const searchWritten = (await db.doc(paths.productSearch('p3')).get()).updateTime;
    const second = await indexAllProducts(db, { pageSize: 3 });
    expect(second).toMatchObject({ products: 8, written: 0, unchanged: 8, sellers: 2 });
    expect((await seller('seller-a'))?.[PRODUCT_COUNT_FIELD]).toBe(5);
    expect((await db.doc(paths.productSearch('p3')).get()).updateTime).toEqual(searchWritten);
  });

  it('adds the lookup index entries of products indexed before the index existed, once', async () => {
    const input = {
      ...newProductInput(),
      title: 'Bamboo board',
      sku: 'bb-1',
      links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: '', shopify: '' },
    };
    const { derived, search } = productIndexFields('keyed', 'seller-k', input);
    // List fields and search document up to date, as the previous version left them: no entries.
    await db.doc(paths.product('keyed')).set({
      ...newProductDoc(input, 'seller-k', FieldValue.serverTimestamp()),
      derived,
      inProductCount: true,
    });
    await db.doc(paths.productSearch('keyed')).set(search);
    const tokens = [...productKeyTokens(derived)];
    expect(tokens).toHaveLength(2);
    const entries = () =>
      Promise.all(
        tokens.map(async (token): Promise<unknown> => {
          const entry = await db.doc(paths.productKey(productKeyId('seller-k', token))).get();
          return entry.get('productIds');
        }),
      );
    expect(await entries()).toEqual([undefined, undefined]);

    const first = await indexAllProducts(db);
    expect(first).toMatchObject({ products: 1, written: 0, unchanged: 1, keyEntries: 2 });
    expect(await entries()).toEqual([['keyed'], ['keyed']]);
    expect(await indexAllProducts(db)).toMatchObject({ keyEntries: 0 });
  });

  it('moves the search keys of a product indexed at version 1 into its search document', async () => {
    const input = {
      ...newProductInput(),
      title: 'Tocător din bambus',
      sku: 'TB-38',
      links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
    };
    // As the first version of the index stored it: the search keys inside derived.
    await db.doc(paths.product('v1')).set({
      ...newProductDoc(input, 'seller-a', FieldValue.serverTimestamp()),
      derived: {
        version: 1,
        search: { tocat: true, tocator: true, bambus: true, tb38: true, b08n5wrwnw: true },
        titleKey: 'tocator din bambus',
        skuKey: 'TB-38',
        averageRating: 0,
        hasAmazon: true,
        hasEmag: false,
        hasShopify: false,
        templateId: '',
      },
      inProductCount: true,
    });

    expect(await indexAllProducts(db)).toMatchObject({ products: 1, written: 1, invalid: 0 });
    const fields = productIndexFields('v1', 'seller-a', input);
    const product = await db.doc(paths.product('v1')).get();
    expect(product.get('derived')).toEqual(fields.derived);
    expect(product.get('derived.search')).toBeUndefined();
    expect(product.get('derived.version')).toBe(DERIVED_FIELDS_VERSION);
    expect(product.get('derived.linkKeys')).toEqual({ b08n5wrwnw: true });
    const search = await db.doc(paths.productSearch('v1')).get();
    expect(search.data()).toEqual(fields.search);
    expect(search.get('derived.search')).toMatchObject({
      tocat: true,
      bambus: true,
      b08n5wrwnw: true,
    });
    expect(search.data()).toMatchObject({ ownerId: 'seller-a', derived: { hasAmazon: true } });
  });
});
