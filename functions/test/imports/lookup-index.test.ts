import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { lookupImportProducts } from '../../src/domains/imports/lookup-products.js';
import { indexProduct } from '../../src/domains/products/index-product.js';
import { indexOnWrite } from '../../src/domains/products/product-write.js';
import {
  linkToken,
  productKeyId,
  skuToken,
  type ProductKeyToken,
} from '../../src/domains/products/product-keys.js';
import { linkSearchKey, paths, readImportRow } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { runImportJob } from '../support/run-jobs.js';
import { sheetRows, uploadImport } from './upload.js';

/**
 * The import's lookup index (productKeys) against the real emulator: a catalogue larger than the
 * file is looked up by reading the keys' documents by id, and the index follows products made,
 * edited and deleted by the real paths.
 */
const { db } = useAdminFirestore('demo-qr-reviews-lookup-index');

const asin = (i: number) => `B1${String(i).padStart(8, '0')}`;

async function keyEntry(db: Firestore, ownerId: string, token: ProductKeyToken) {
  const stored: unknown = (await db.doc(paths.productKey(productKeyId(ownerId, token))).get()).get(
    'productIds',
  );
  return Array.isArray(stored) ? stored.map(String) : [];
}

async function productsOf(ownerId: string) {
  return (await db.collection(paths.products()).where('ownerId', '==', ownerId).get()).docs;
}

describe('the import lookup index', () => {
  it('matches a large catalogue by SKU, variant SKU and link through the index, with no duplicates', async () => {
    const seller = 'seller-index-large';
    const catalogue = 3000;
    // Made as a seller makes them: one import through the import job.
    const first = await uploadImport(
      db,
      seller,
      Array.from({ length: catalogue }, (_, i) => ({
        row: i + 2,
        cells: {
          title: `Board ${i}`,
          sku: `BRD-${i}`,
          amazonUrl: `https://www.amazon.de/dp/${asin(i)}`,
        },
        variantSkus: [`BRD-${i}-XL`],
      })),
    );
    expect(await runImportJob(db, first)).toMatchObject({ created: catalogue });
    const byTitle = new Map((await productsOf(seller)).map((doc) => [doc.get('title'), doc.id]));

    const file = [
      { title: 'Board 10, renamed', sku: 'brd-10' }, // its own SKU
      { title: 'Board 20, by size', sku: 'BRD-20-XL' }, // a variant's SKU
      { title: 'Board 30, by link', amazonUrl: `https://www.amazon.de/gp/product/${asin(30)}` },
      { title: 'A new board', sku: 'NEW-1' },
    ];
    const rows = file.map((cells, i) => readImportRow(i + 2, cells));
    const lookup = await lookupImportProducts(db, seller, rows);
    expect(lookup.strategy).toBe('keys');
    expect([...lookup.products.keys()].sort()).toEqual(
      [byTitle.get('Board 10'), byTitle.get('Board 20'), byTitle.get('Board 30')].sort(),
    );

    const second = await uploadImport(db, seller, sheetRows(file));
    expect(await runImportJob(db, second)).toMatchObject({ created: 1, updated: 3, rejected: 0 });
    const after = await productsOf(seller);
    expect(after).toHaveLength(catalogue + 1);
    const titles = new Map(after.map((doc) => [doc.id, doc.get('title')]));
    expect(titles.get(byTitle.get('Board 10')!)).toBe('Board 10, renamed');
    expect(titles.get(byTitle.get('Board 20')!)).toBe('Board 20, by size');
    expect(titles.get(byTitle.get('Board 30')!)).toBe('Board 30, by link');
    const created = after.find((doc) => doc.get('sku') === 'NEW-1');
    expect(await keyEntry(db, seller, skuToken('NEW-1'))).toEqual([created?.id]);
  }, 180_000);

  it('finds a SKU edited in the browser once its trigger ran, and forgets the old one', async () => {
    const seller = 'seller-index-edit';
    const job = await uploadImport(
      db,
      seller,
      sheetRows(Array.from({ length: 3 }, (_, i) => ({ title: `Mug ${i}`, sku: `MUG-${i}` }))),
    );
    await runImportJob(db, job);
    const mug = (await productsOf(seller)).find((doc) => doc.get('sku') === 'MUG-0')!;
    // The web app writes the seller's fields; processProductWrite then indexes the product.
    await mug.ref.update({ sku: 'CUP-0' });
    const edited = await mug.ref.get();
    await indexProduct(db, mug.id);
    expect(await keyEntry(db, seller, skuToken('CUP-0'))).toEqual([mug.id]);
    const oldEntry = db.doc(paths.productKey(productKeyId(seller, skuToken('MUG-0'))));
    expect((await oldEntry.get()).get('productIds')).toEqual([]);
    // The index's own write comes back as an event: the entry it emptied is deleted.
    await indexOnWrite(db, { productId: mug.id, before: edited, after: await mug.ref.get() });
    expect((await oldEntry.get()).exists).toBe(false);

    const rows = [readImportRow(2, { title: 'Cup 0', sku: 'cup-0' })];
    const lookup = await lookupImportProducts(db, seller, rows);
    expect(lookup.strategy).toBe('keys');
    expect([...lookup.products.keys()]).toEqual([mug.id]);
    const next = await uploadImport(db, seller, sheetRows([{ title: 'Cup 0', sku: 'cup-0' }]));
    expect(await runImportJob(db, next)).toMatchObject({ created: 0, updated: 1 });
    expect((await mug.ref.get()).get('title')).toBe('Cup 0');
  });

  it('takes a deleted product out of its keys’ entries', async () => {
    const seller = 'seller-index-delete';
    const amazon = `https://www.amazon.de/dp/${asin(7)}`;
    const job = await uploadImport(
      db,
      seller,
      sheetRows([
        { title: 'Kettle', sku: 'KTL-1', amazonUrl: amazon },
        { title: 'Teapot', sku: 'TPT-1' },
      ]),
    );
    await runImportJob(db, job);
    const kettle = (await productsOf(seller)).find((doc) => doc.get('sku') === 'KTL-1')!;
    const [link] = readImportRow(2, { amazonUrl: amazon }).linkKeys;
    const linkKey = linkToken(linkSearchKey(link!));
    expect(await keyEntry(db, seller, skuToken('KTL-1'))).toEqual([kettle.id]);
    expect(await keyEntry(db, seller, linkKey)).toEqual([kettle.id]);

    await kettle.ref.delete();
    await indexOnWrite(db, { productId: kettle.id, before: kettle, after: undefined });
    expect(await keyEntry(db, seller, skuToken('KTL-1'))).toEqual([]);
    expect(await keyEntry(db, seller, linkKey)).toEqual([]);
    // The other product keeps its own.
    expect(await keyEntry(db, seller, skuToken('TPT-1'))).toHaveLength(1);
  });

  it('keeps a lost key’s entry that still names another product, or that an import filled meanwhile', async () => {
    const seller = 'seller-index-shared';
    const job = await uploadImport(
      db,
      seller,
      sheetRows([
        { title: 'Jar', sku: 'JAR-1' },
        { title: 'Lid', sku: 'LID-1' },
      ]),
    );
    await runImportJob(db, job);
    const [jar, lid] = ['JAR-1', 'LID-1'].map((sku) =>
      db.doc(paths.productKey(productKeyId(seller, skuToken(sku)))),
    );
    const byTitle = new Map((await productsOf(seller)).map((doc) => [doc.get('title'), doc]));
    const jarProduct = byTitle.get('Jar')!;
    const lidProduct = byTitle.get('Lid')!;
    // Jar's SKU becomes JAR-2; meanwhile another product's id joins JAR-1 (an import's write).
    await jarProduct.ref.update({ sku: 'JAR-2' });
    const jarEdited = await jarProduct.ref.get();
    await indexProduct(db, jarProduct.id);
    await jar!.update({ productIds: FieldValue.arrayUnion('SomeOtherProduct0001') });
    await indexOnWrite(db, {
      productId: jarProduct.id,
      before: jarEdited,
      after: await jarProduct.ref.get(),
    });
    expect((await jar!.get()).get('productIds')).toEqual(['SomeOtherProduct0001']);
    // Lid's SKU moves while a second product carries it as a variant SKU: the entry keeps it.
    await lid!.update({ productIds: FieldValue.arrayUnion(jarProduct.id) });
    await lidProduct.ref.update({ sku: 'LID-2' });
    const lidEdited = await lidProduct.ref.get();
    await indexProduct(db, lidProduct.id);
    await indexOnWrite(db, {
      productId: lidProduct.id,
      before: lidEdited,
      after: await lidProduct.ref.get(),
    });
    expect((await lid!.get()).get('productIds')).toEqual([jarProduct.id]);
  });
});
