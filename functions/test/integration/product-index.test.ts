import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { indexProduct, uncountDeletedProduct } from '../../src/domains/products/index-product.js';
import {
  deleteProductChunk,
  deleteProductWithTombstone,
} from '../../src/domains/products/delete-product.js';
import {
  applyProductCountChange,
  countedProductFields,
  recountProducts,
} from '../../src/domains/products/product-count.js';
import {
  DERIVED_FIELDS_VERSION,
  PRODUCT_COUNT_FIELD,
  REMOVED_FROM_PRODUCT_COUNT,
  deletedProductDoc,
  newProductDoc,
  newProductInput,
  paths,
  ProductSearchDoc,
  productIndexFields,
  type ProductInput,
} from '../../src/shared/index.js';
import { converters } from '../../src/platform/firestore.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The indexProduct function's domain code and the product count against the real Firestore
 * emulator (own project id: isolated). Every step is also run a second time, as a retried event
 * would: the list fields and the count must come out the same.
 */
const PROJECT_ID = 'demo-qr-reviews-product-index';
const OWNER = 'seller-owner';
const { db } = useAdminFirestore(PROJECT_ID);

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  ...newProductInput(),
  title: 'Tocător din bambus',
  sku: 'TB-38',
  links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
  ...overrides,
});

async function writeProduct(id: string, overrides: Partial<ProductInput> = {}, ownerId = OWNER) {
  await db
    .doc(paths.product(id))
    .set(newProductDoc(input(overrides), ownerId, FieldValue.serverTimestamp()));
}

const productData = async (id: string) =>
  (await db.doc(paths.product(id)).withConverter(converters.product).get()).data();
/** productSearch/{id} as stored, checked against its schema (undefined when there is none). */
const searchData = async (id: string) => {
  const data = (await db.doc(paths.productSearch(id)).get()).data();
  return data === undefined ? undefined : v.parse(ProductSearchDoc, data);
};
const searchUpdateTime = async (id: string) =>
  (await db.doc(paths.productSearch(id)).get()).updateTime?.toMillis();
const productCount = async (database: Firestore = db, ownerId = OWNER) =>
  (await database.doc(paths.seller(ownerId)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;

describe('indexProduct', () => {
  it('keeps the variant SKU keys an import wrote (the variant lookup finds the product again)', async () => {
    await db.doc(paths.product('pv')).set({
      ...newProductDoc(input(), OWNER, FieldValue.serverTimestamp()),
      variantSkus: ['TB-38-S', ' tb-38-l '],
    });
    expect(await indexProduct(db, 'pv')).toBe('indexed');
    const stored: unknown = (await db.doc(paths.product('pv')).get()).get('derived.variantSkuKeys');
    expect(stored).toEqual(['TB-38-S', 'TB-38-L']);
    expect(await indexProduct(db, 'pv')).toBe('unchanged');
  });

  it('writes the list fields and counts a new product once, however often it runs', async () => {
    await writeProduct('p1');
    expect(await indexProduct(db, 'p1')).toBe('indexed');
    expect(await indexProduct(db, 'p1')).toBe('unchanged');
    const stored = await productData('p1');
    const fields = productIndexFields('p1', OWNER, input());
    expect(stored?.derived).toEqual(fields.derived);
    expect(stored?.derived).toMatchObject({
      version: DERIVED_FIELDS_VERSION,
      titleKey: 'tocator din bambus',
      skuKey: 'TB-38',
      averageRating: 0,
      hasAmazon: true,
      hasEmag: false,
      templateId: '',
    });
    // The search keys live in the search document, never in the product.
    expect((await db.doc(paths.product('p1')).get()).get('derived.search')).toBeUndefined();
    const search = await searchData('p1');
    expect(search).toEqual(fields.search);
    expect(search?.derived.search).toMatchObject({ tocat: true, b08n5wrwnw: true, tb38: true });
    expect(search).toMatchObject({
      ownerId: OWNER,
      title: 'Tocător din bambus',
      sku: 'TB-38',
      complianceMode: true,
      derived: { hasAmazon: true, hasEmag: false, hasShopify: false, templateId: '' },
    });
    expect(stored?.derived?.linkKeys).toEqual({ b08n5wrwnw: true });
    expect(stored?.inProductCount).toBe(true);
    expect(await productCount()).toBe(1);
  });

  it('recomputes the fields after every change, by any writer, without counting again', async () => {
    await writeProduct('p1');
    await indexProduct(db, 'p1');
    await db.doc(paths.product('p1')).update({
      title: 'Lampă de birou',
      'links.emag': 'https://www.emag.ro/lampa/pd/DQ1X3YBBM/',
      'stats.reviewCount': 3,
      'stats.ratingSum': 13,
      appliedTemplate: { id: 'tpl-1', name: 'T', logoPath: '', language: 'ro' },
    });
    expect(await indexProduct(db, 'p1')).toBe('indexed');
    const derived = (await productData('p1'))?.derived;
    expect(derived).toMatchObject({
      titleKey: 'lampa de birou',
      averageRating: 4.33,
      hasEmag: true,
      templateId: 'tpl-1',
    });
    expect((await db.doc(paths.product('p1')).get()).get('derived.search')).toBeUndefined();
    const search = await searchData('p1');
    expect(search?.derived.search.tocat).toBeUndefined();
    expect(search?.derived.search.lampa).toBe(true);
    expect(search?.derived.search.dq1x3ybbm).toBe(true);
    expect(search).toMatchObject({
      title: 'Lampă de birou',
      links: { emag: 'https://www.emag.ro/lampa/pd/DQ1X3YBBM/' },
      derived: { hasEmag: true, templateId: 'tpl-1' },
    });
    expect(await productCount()).toBe(1);
  });

  it('rewrites the search document when compliance mode changes', async () => {
    await writeProduct('p1');
    await indexProduct(db, 'p1');
    expect((await searchData('p1'))?.complianceMode).toBe(true);
    await db.doc(paths.product('p1')).update({ complianceMode: false });
    expect(await indexProduct(db, 'p1')).toBe('indexed');
    expect((await searchData('p1'))?.complianceMode).toBe(false);
    expect(await indexProduct(db, 'p1')).toBe('unchanged');
  });

  it('leaves the search document alone when only the stats change', async () => {
    await writeProduct('p1');
    await indexProduct(db, 'p1');
    const searchWritten = await searchUpdateTime('p1');
    const productWritten = async () =>
      (await db.doc(paths.product('p1')).get()).updateTime?.toMillis();

    // A review that moves the average: only the product's sort key is rewritten.
    await db.doc(paths.product('p1')).update({ 'stats.reviewCount': 1, 'stats.ratingSum': 4 });
    expect(await indexProduct(db, 'p1')).toBe('indexed');
    expect((await productData('p1'))?.derived?.averageRating).toBe(4);
    expect(await searchUpdateTime('p1')).toBe(searchWritten);

    // One that keeps it (and a published count): nothing at all is written.
    await db.doc(paths.product('p1')).update({
      'stats.reviewCount': 2,
      'stats.ratingSum': 8,
      'stats.publishedCount': 1,
    });
    const statsWritten = await productWritten();
    expect(await indexProduct(db, 'p1')).toBe('unchanged');
    expect(await productWritten()).toBe(statsWritten);
    expect(await searchUpdateTime('p1')).toBe(searchWritten);
  });

  it('replaces fields a writer forged (only the Admin SDK could) with the computed ones', async () => {
    await db.doc(paths.product('p1')).set({
      ...newProductDoc(input(), OWNER, FieldValue.serverTimestamp()),
      derived: { search: { cheap: true }, titleKey: 'aaa' },
    });
    await db.doc(paths.productSearch('p1')).set({ ownerId: 'someone-else', derived: {} });
    await indexProduct(db, 'p1');
    const fields = productIndexFields('p1', OWNER, input());
    expect((await productData('p1'))?.derived).toEqual(fields.derived);
    expect((await db.doc(paths.product('p1')).get()).get('derived.search')).toBeUndefined();
    expect(await searchData('p1')).toEqual(fields.search);
  });

  it('does not count a product written already counted (imports, the seed)', async () => {
    const batch = db.batch();
    for (const id of ['i1', 'i2', 'i3']) {
      batch.set(db.doc(paths.product(id)), {
        ...newProductDoc(input(), OWNER, FieldValue.serverTimestamp()),
        ...countedProductFields(),
      });
    }
    applyProductCountChange(db, batch, OWNER, 3);
    await batch.commit();
    for (const id of ['i1', 'i2', 'i3']) expect(await indexProduct(db, id)).toBe('indexed');
    expect(await productCount()).toBe(3);
  });

  it('puts back the mark a whole-document rewrite dropped, without counting again', async () => {
    await writeProduct('p1');
    await indexProduct(db, 'p1');
    await writeProduct('p1', { title: 'Rewritten' }); // set() without the mark
    expect(await indexProduct(db, 'p1', true)).toBe('indexed');
    expect((await productData('p1'))?.inProductCount).toBe(true);
    expect(await productCount()).toBe(1);
  });

  it('leaves a product that is gone to its delete event', async () => {
    expect(await indexProduct(db, 'missing')).toBe('gone');
    expect(await productCount()).toBeUndefined();
  });

  it('counts, but cannot index, a product whose links are not a map', async () => {
    await db.doc(paths.product('bad')).set({ ownerId: OWNER, title: 'Bad', links: 'x' });
    expect(await indexProduct(db, 'bad')).toBe('invalid');
    // Read raw: the stored document does not match the product schema (the converter refuses it).
    expect((await db.doc(paths.product('bad')).get()).get('derived')).toBeUndefined();
    expect(await productCount()).toBe(1);
  });
});

describe('the product count on delete', () => {
  async function countedProduct(id: string) {
    await writeProduct(id);
    await indexProduct(db, id);
    return (await db.doc(paths.product(id)).get()).data()!;
  }

  it('takes a deleted product off once, however often its delete event arrives', async () => {
    const before = await countedProduct('p1');
    await countedProduct('p2');
    expect(await productCount()).toBe(2);
    // As the web app deletes: the product and its tombstone in one batch.
    const batch = db.batch();
    batch.delete(db.doc(paths.product('p1')));
    batch.set(
      db.doc(paths.deletedProduct('p1')),
      deletedProductDoc(OWNER, FieldValue.serverTimestamp()),
    );
    await batch.commit();
    expect(await uncountDeletedProduct(db, 'p1', before)).toBe('uncounted');
    expect(await uncountDeletedProduct(db, 'p1', before)).toBe('alreadyUncounted');
    expect(await productCount()).toBe(1);
    const tombstone = (await db.doc(paths.deletedProduct('p1')).get()).data();
    expect(tombstone).toMatchObject({ ownerId: OWNER, [REMOVED_FROM_PRODUCT_COUNT]: true });
    expect(tombstone?.deletedAt).toBeInstanceOf(Timestamp);
  });

  it('subtracts nothing for a product deleted before it was counted', async () => {
    await writeProduct('p1');
    const before = (await db.doc(paths.product('p1')).get()).data()!;
    await deleteProductWithTombstone(db, 'p1');
    expect(await uncountDeletedProduct(db, 'p1', before)).toBe('notCounted');
    expect(await indexProduct(db, 'p1')).toBe('gone');
    expect(await productCount()).toBeUndefined();
  });

  it('a bulk chunk deletes with tombstones and settles the count in the same commit', async () => {
    const befores = new Map<string, Record<string, unknown>>();
    for (const id of ['p1', 'p2', 'p3']) befores.set(id, await countedProduct(id));
    await writeProduct('fresh'); // not counted yet: the chunk must not subtract it
    const snapshots = await db.getAll(
      ...['p1', 'p2', 'fresh'].map((id) => db.doc(paths.product(id))),
    );
    const result = await deleteProductChunk(db, OWNER, snapshots);
    expect(result).toMatchObject({ deleted: ['p1', 'p2', 'fresh'], failed: [] });
    expect(await productCount()).toBe(1);
    // The delete events arrive afterwards: nothing more is subtracted.
    for (const id of ['p1', 'p2']) {
      expect(await uncountDeletedProduct(db, id, befores.get(id)!)).toBe('alreadyUncounted');
    }
    expect(await productCount()).toBe(1);
    for (const id of ['p1', 'p2', 'fresh']) {
      expect((await db.doc(paths.product(id)).get()).exists).toBe(false);
      expect((await db.doc(paths.deletedProduct(id)).get()).get('ownerId')).toBe(OWNER);
    }
  });

  it('a chunk re-reads a product that changed after it was read, then deletes it', async () => {
    await countedProduct('p1');
    const [stale] = await db.getAll(db.doc(paths.product('p1')));
    await db.doc(paths.product('p1')).update({ 'stats.reviewCount': 1, 'stats.ratingSum': 5 });
    const result = await deleteProductChunk(db, OWNER, [stale!]);
    expect(result.deleted).toEqual(['p1']);
    expect(await productCount()).toBe(0);
  });

  it('recountProducts sets the count from the marked products', async () => {
    for (const id of ['p1', 'p2']) await countedProduct(id);
    await writeProduct('unmarked');
    await db.doc(paths.seller(OWNER)).set({ [PRODUCT_COUNT_FIELD]: 99 }, { merge: true });
    expect(await recountProducts(db, OWNER)).toBe(2);
    expect(await productCount()).toBe(2);
  });
});
