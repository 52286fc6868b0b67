import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deleteProductWithTombstone } from '../../src/domains/products/delete-product.js';
import { submitReview } from '../../src/domains/reviews/submit-review.js';
import {
  PRIVATE_ROUTING_COUNT_FIELD,
  PRODUCT_COUNT_FIELD,
  ProductSearchDoc,
  newProductDoc,
  newProductInput,
  paths,
  productIndexFields,
  type ProductInput,
} from '../../src/shared/index.js';
import { SAMPLE_LINKS, adminDb, submissionId } from './review-api-env.js';

/**
 * The deployed processProductWrite trigger (its indexOnWrite) on the Functions emulator: a product written by any path (here
 * the Admin SDK, as an import or a script would) gets its list fields and its search document
 * (productSearch/{id}) and is counted, an edit recomputes them, a delete takes it off the count
 * and deletes the search document. Works in the app's own demo project (which the functions
 * watch) on a fresh seller and product ids, so it never clears the database.
 */
const db = adminDb();

// Trigger work on a loaded 2-core machine can take tens of seconds; each wait ends on the state.
const POLL = { timeout: 60_000, interval: 200 };

/** A fresh seller's new product, written as the Admin SDK would, with readers for it. */
async function createdProduct(overrides: Partial<ProductInput> = {}) {
  const owner = `trigger-seller-${randomBytes(6).toString('hex')}`;
  const id = `trigger-${randomBytes(8).toString('hex')}`;
  const input = { ...newProductInput(), title: 'Tocător Ștefan', sku: 'ST-1', ...overrides };
  await db.doc(paths.product(id)).set(newProductDoc(input, owner, FieldValue.serverTimestamp()));
  const product = () => db.doc(paths.product(id)).get();
  const search = () => db.doc(paths.productSearch(id)).get();
  const field = (path: string) => async () => (await product()).get(path) as unknown;
  const searchField = (path: string) => async () => (await search()).get(path) as unknown;
  await expect.poll(field('inProductCount'), POLL).toBe(true);
  await expect.poll(async () => (await search()).exists, POLL).toBe(true);
  return { owner, id, input, product, search, field, searchField };
}

/**
 * Waits until the trigger has reached every product write made so far, for checks that something
 * did NOT happen: a product written now is indexed after the earlier writes' events reached the
 * trigger, and the trigger decides from the event alone whether a write needs anything (no read),
 * so by the time this one is indexed, whatever the earlier events would have written is there.
 */
async function triggerCaughtUp() {
  await createdProduct();
}

describe('indexProduct (the trigger)', { timeout: 180_000 }, () => {
  it('gives an Admin SDK write its list fields and counts it, recomputes them on an edit, uncounts it on delete', async () => {
    const { owner, id, input, product, search, field, searchField } = await createdProduct();
    const count = async () =>
      (await db.doc(paths.seller(owner)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;

    const fields = productIndexFields(id, owner, input);
    expect((await product()).get('derived')).toEqual(fields.derived);
    expect((await product()).get('derived.search')).toBeUndefined();
    await expect.poll(count, POLL).toBe(1);

    await db.doc(paths.product(id)).update({ title: 'Lampă' });
    await expect.poll(field('derived.titleKey'), POLL).toBe('lampa');
    const renamed = await product();
    expect(renamed.get('derived.search')).toBeUndefined();
    await expect.poll(searchField('derived.search.lamp'), POLL).toBe(true);
    expect((await search()).get('derived.search.tocat')).toBeUndefined();

    await deleteProductWithTombstone(db, id);
    await expect.poll(count, POLL).toBe(0);
  });

  it('writes the search document of a new product: its keys, owner and filter fields', async () => {
    const { owner, id, input, search } = await createdProduct({
      links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
    });
    const stored = v.parse(ProductSearchDoc, (await search()).data());
    expect(stored).toEqual(productIndexFields(id, owner, input).search);
    expect(stored).toMatchObject({
      ownerId: owner,
      title: 'Tocător Ștefan',
      sku: 'ST-1',
      links: { amazon: 'https://www.amazon.de/dp/B08N5WRWNW', emag: '', shopify: '' },
      complianceMode: true,
      derived: { hasAmazon: true, hasEmag: false, hasShopify: false, templateId: '' },
    });
    expect(stored.derived.search).toMatchObject({
      tocat: true,
      stefan: true,
      st1: true,
      b08n5wrwnw: true,
      [id.toLowerCase().slice(0, 12)]: true,
    });
  });

  it('rewrites the search document when the title, the links or compliance mode change', async () => {
    const { id, searchField } = await createdProduct();

    await db.doc(paths.product(id)).update({ title: 'Lampă de birou' });
    await expect.poll(searchField('title'), POLL).toBe('Lampă de birou');
    await expect.poll(searchField('derived.search.lampa'), POLL).toBe(true);
    expect(await searchField('derived.search.tocat')()).toBeUndefined();

    await db.doc(paths.product(id)).update({
      'links.emag': 'https://www.emag.ro/lampa/pd/DQ1X3YBBM/',
    });
    await expect.poll(searchField('derived.hasEmag'), POLL).toBe(true);
    expect(await searchField('links.emag')()).toBe('https://www.emag.ro/lampa/pd/DQ1X3YBBM/');
    expect(await searchField('derived.search.dq1x3ybbm')()).toBe(true);

    await db.doc(paths.product(id)).update({ complianceMode: false });
    await expect.poll(searchField('complianceMode'), POLL).toBe(false);
  });

  it('writes neither the product nor its search document when only the stats change', async () => {
    const { id, product, search, field } = await createdProduct();
    const searchWritten = (await search()).updateTime!.toMillis();

    // Counters the index derives nothing from (a review published to a store).
    const statsWrite = await db
      .doc(paths.product(id))
      .update({ 'stats.publishedCount': 1, 'stats.storeCounts.amazon': 1 });
    await triggerCaughtUp();
    expect((await product()).updateTime!.toMillis()).toBe(statsWrite.writeTime.toMillis());
    // Then an edit the index ignores but the public mirror shows: once the mirror has it, both
    // events have reached the trigger.
    const minRatingWrite = await db.doc(paths.product(id)).update({ minRating: 3 });
    expect(statsWrite.writeTime.toMillis()).toBeLessThan(minRatingWrite.writeTime.toMillis());
    await expect
      .poll(
        async () => (await db.doc(paths.publicProduct(id)).get()).get('minRating') as unknown,
        POLL,
      )
      .toBe(3);
    await triggerCaughtUp();

    expect((await product()).updateTime!.toMillis()).toBe(minRatingWrite.writeTime.toMillis());
    expect((await search()).updateTime!.toMillis()).toBe(searchWritten);

    // A review that moves the average rewrites the product's sort key, never the search document.
    await db.doc(paths.product(id)).update({ 'stats.reviewCount': 1, 'stats.ratingSum': 5 });
    await expect.poll(field('derived.averageRating'), POLL).toBe(5);
    expect((await search()).updateTime!.toMillis()).toBe(searchWritten);
  });

  it('leaves a product as a review’s submission wrote it: the average came with the counters', async () => {
    const { id, product, search, field } = await createdProduct({ links: { ...SAMPLE_LINKS } });
    const searchWritten = (await search()).updateTime!.toMillis();
    const submit = (rating: number) =>
      submitReview(
        db,
        {
          productId: id,
          submissionId: submissionId(),
          store: 'amazon',
          rating,
          feedback: '',
          locale: 'en',
        },
        `client-${rating}`,
      );
    expect((await submit(5)).kind).toBe('ok');
    expect((await submit(2)).kind).toBe('ok');
    const submitted = (await product()).updateTime!.toMillis();
    expect(await field('derived.averageRating')()).toBe(3.5);
    await triggerCaughtUp();

    // The trigger found nothing to derive: the product is as the second submission left it.
    expect((await product()).updateTime!.toMillis()).toBe(submitted);
    expect((await search()).updateTime!.toMillis()).toBe(searchWritten);
    expect(await field('stats.reviewCount')()).toBe(2);
  });

  it('counts the seller’s products that route privately as they are created, switched and deleted', async () => {
    const { owner, id } = await createdProduct({ complianceMode: false });
    const privateCount = async () =>
      (await db.doc(paths.seller(owner)).get()).get(PRIVATE_ROUTING_COUNT_FIELD) as unknown;
    await expect.poll(privateCount, POLL).toBe(1);

    // A batch of three more, as an import or a template job commits them.
    const batch = db.batch();
    const more = [0, 1, 2].map((i) => db.collection(paths.products()).doc(`${id}-${i}`));
    for (const ref of more) {
      const input = { ...newProductInput(), title: `Private ${ref.id}`, complianceMode: false };
      batch.set(ref, newProductDoc(input, owner, FieldValue.serverTimestamp()));
    }
    await batch.commit();
    await expect.poll(privateCount, POLL).toBe(4);

    await db.doc(paths.product(id)).update({ complianceMode: true });
    await expect.poll(privateCount, POLL).toBe(3);
    await deleteProductWithTombstone(db, more[0]!.id);
    await expect.poll(privateCount, POLL).toBe(2);
    // A product that never routed privately changes nothing when it is deleted.
    await deleteProductWithTombstone(db, id);
    await triggerCaughtUp();
    expect(await privateCount()).toBe(2);
  });

  it('deletes the search document with the product', async () => {
    const { id, search } = await createdProduct();
    await deleteProductWithTombstone(db, id);
    await expect.poll(async () => (await search()).exists, POLL).toBe(false);
    expect((await db.doc(paths.product(id)).get()).exists).toBe(false);
  });
});
