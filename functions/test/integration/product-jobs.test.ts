import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { BulkJobOptions } from '../../src/domains/products/bulk-job.js';
import { productDeleteJobKind } from '../../src/domains/products/delete-job.js';
import { templateJobKind } from '../../src/domains/templates/apply-template.js';
import {
  EMPTY_PRODUCT_FILTER,
  PRODUCT_COUNT_FIELD,
  REMOVED_FROM_PRODUCT_COUNT,
  newProductInput,
  paths,
  type ProductFilter,
  type ProductInput,
} from '../../src/shared/index.js';
import { templateDoc } from '../fixtures/template-doc.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { addListedProduct } from '../support/listed-products.js';

/**
 * Bulk delete and Apply Template over "all matching" a list filter, domain code against
 * the real Firestore emulator: only the seller's matching products are touched, in slices, with
 * progress, tombstones and the product count; a job continues where its last slice stopped.
 */
const PROJECT_ID = 'demo-qr-reviews-product-jobs';
const OWNER = 'seller-owner';
const OTHER = 'seller-other';
const { db } = useAdminFirestore(PROJECT_ID);

/**
 * Writes products as the indexProduct function leaves them: list fields, search documents
 * (productSearch/{id}, which a search reads), counted.
 */
async function seedProducts(
  specs: { id: string; title: string; ownerId?: string; amazon?: boolean; createdAt?: Timestamp }[],
) {
  const batch = db.batch();
  const counts = new Map<string, number>();
  for (const spec of specs) {
    const ownerId = spec.ownerId ?? OWNER;
    const input: ProductInput = {
      ...newProductInput(),
      title: spec.title,
      links: {
        amazon: spec.amazon ? 'https://www.amazon.de/dp/B08N5WRWNW' : '',
        emag: '',
        shopify: '',
      },
    };
    addListedProduct(
      db,
      batch,
      { id: spec.id, ownerId, input, createdAt: spec.createdAt },
      { mirror: false, keys: false },
    );
    counts.set(ownerId, (counts.get(ownerId) ?? 0) + 1);
  }
  for (const [ownerId, count] of counts) {
    batch.set(db.doc(paths.seller(ownerId)), { [PRODUCT_COUNT_FIELD]: count }, { merge: true });
  }
  await batch.commit();
}

const runProductDeleteJob = (jobId: string, options?: BulkJobOptions, firstSlice?: number) =>
  drainJob(db, productDeleteJobKind(options), jobId, firstSlice);

const count = async (ownerId = OWNER) =>
  (await db.doc(paths.seller(ownerId)).get()).get(PRODUCT_COUNT_FIELD) as number;
const exists = async (id: string) => (await db.doc(paths.product(id)).get()).exists;

async function queueJob(
  collectionPath: (id: string) => string,
  id: string,
  fields: Record<string, unknown>,
) {
  await db.doc(collectionPath(id)).set({
    ownerId: OWNER,
    status: 'queued',
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
}

/** 12 boards and 8 lamps of the owner (boards b00–b11 on Amazon from b06), 3 boards of another. */
async function seedCatalogue() {
  await seedProducts([
    ...Array.from({ length: 12 }, (_, i) => ({
      id: `b${String(i).padStart(2, '0')}`,
      title: `Tocător din bambus ${i}`,
      amazon: i >= 6,
    })),
    ...Array.from({ length: 8 }, (_, i) => ({ id: `l${i}`, title: `Lampă de birou ${i}` })),
    ...Array.from({ length: 3 }, (_, i) => ({
      id: `x${i}`,
      title: `Tocător străin ${i}`,
      ownerId: OTHER,
    })),
  ]);
}

const tocatOnAmazon: ProductFilter = {
  ...EMPTY_PRODUCT_FILTER,
  search: 'tocat',
  marketplace: 'amazon',
};

describe('runProductDeleteJob', () => {
  it('deletes every matching product of the seller in chunks, with tombstones and the count', async () => {
    await seedCatalogue();
    await queueJob(paths.productDeleteJob, 'job', {
      filter: { ...EMPTY_PRODUCT_FILTER, search: 'tocat' },
      expected: 12,
    });
    const { outcomes, job: summary } = await runProductDeleteJob('job', {
      chunkSize: 5,
      chunksPerSlice: 1,
    });
    expect(summary).toMatchObject({ status: 'done', deleted: 12, failures: [] });
    // Pages of 5 documents read in id order, matching or not: more slices than 12 / 5.
    expect(outcomes.length).toBeGreaterThanOrEqual(3);
    expect(outcomes.at(-1)).toBe('done');
    for (let i = 0; i < 12; i++) {
      const id = `b${String(i).padStart(2, '0')}`;
      expect(await exists(id)).toBe(false);
      const tombstone = (await db.doc(paths.deletedProduct(id)).get()).data();
      expect(tombstone).toMatchObject({ ownerId: OWNER, [REMOVED_FROM_PRODUCT_COUNT]: true });
    }
    for (let i = 0; i < 8; i++) expect(await exists(`l${i}`)).toBe(true);
    for (let i = 0; i < 3; i++) expect(await exists(`x${i}`)).toBe(true);
    expect(await count()).toBe(8);
    expect(await count(OTHER)).toBe(3);
    const job = (await db.doc(paths.productDeleteJob('job')).get()).data();
    expect(job).toMatchObject({ status: 'done', processed: 12, deleted: 12, total: 12 });
    expect(job?.finishedAt).toBeInstanceOf(Timestamp);
  });

  it('continues after its last checkpoint, counting nothing twice', async () => {
    await seedCatalogue();
    await queueJob(paths.productDeleteJob, 'job', { filter: tocatOnAmazon, expected: 6 });
    const first = await drainJob(
      db,
      productDeleteJobKind({ chunkSize: 8, chunksPerSlice: 1 }),
      'job',
      0,
    );
    expect(first.job).toMatchObject({ status: 'done', deleted: 6 });
    expect(await count()).toBe(14);
    for (let i = 0; i < 6; i++) expect(await exists(`b0${i}`)).toBe(true);
    // A finished job is never worked again, whichever slice's task comes again.
    expect((await runProductDeleteJob('job')).outcomes).toEqual(['ended']);
    expect((await runProductDeleteJob('job', {}, 1)).outcomes).toEqual(['ended']);
  });

  it('leaves out products created after the job (the seller never saw them)', async () => {
    await seedCatalogue();
    await queueJob(paths.productDeleteJob, 'job', {
      filter: { ...EMPTY_PRODUCT_FILTER, search: 'lampa' },
      expected: 8,
    });
    // Created a millisecond after the job was asked for: the closest "after" there is.
    const queuedAt = (await db.doc(paths.productDeleteJob('job')).get()).get(
      'createdAt',
    ) as Timestamp;
    const createdAt = Timestamp.fromMillis(queuedAt.toMillis() + 1);
    await seedProducts([{ id: 'l-new', title: 'Lampă nouă', createdAt }]);
    const { job: summary } = await runProductDeleteJob('job');
    expect(summary?.deleted).toBe(8);
    expect(await exists('l-new')).toBe(true);
  });

  it('searches through the search documents, skipping one whose product is already gone', async () => {
    await seedCatalogue();
    // Deleted, its search document not yet removed (the trigger does that afterwards).
    await db.doc(paths.product('l3')).delete();
    expect((await db.doc(paths.productSearch('l3')).get()).exists).toBe(true);
    await queueJob(paths.productDeleteJob, 'job', {
      filter: { ...EMPTY_PRODUCT_FILTER, search: 'lampa birou' },
      expected: 8,
    });
    const { job: summary } = await runProductDeleteJob('job', { chunkSize: 3 });
    expect(summary).toMatchObject({ status: 'done', deleted: 7, failures: [] });
    for (let i = 0; i < 8; i++) expect(await exists(`l${i}`)).toBe(false);
    for (let i = 0; i < 12; i++) expect(await exists(`b${String(i).padStart(2, '0')}`)).toBe(true);
    expect((await db.doc(paths.deletedProduct('l3')).get()).exists).toBe(false);
  });

  it('by ids: deletes only the seller’s own, reporting the rest as not found', async () => {
    await seedCatalogue();
    await queueJob(paths.productDeleteJob, 'job', {
      productIds: ['l0', 'x0', 'missing', 'bad/id', 'l1', 'l0'],
    });
    const { job: summary } = await runProductDeleteJob('job');
    expect(summary?.deleted).toBe(2);
    expect(summary?.failures).toEqual(
      expect.arrayContaining([
        { productId: 'x0', reason: 'notFound' },
        { productId: 'missing', reason: 'notFound' },
        { productId: 'bad/id', reason: 'invalidProduct' },
      ]),
    );
    expect(await exists('x0')).toBe(true);
    expect(await count()).toBe(18);
    expect(await count(OTHER)).toBe(3);
  });

  it('fails a job whose request does not match the schema, touching nothing', async () => {
    await seedCatalogue();
    await queueJob(paths.productDeleteJob, 'job', {
      filter: { ...EMPTY_PRODUCT_FILTER, marketplace: 'ebay' },
      expected: 1,
    });
    expect((await runProductDeleteJob('job')).job).toMatchObject({
      status: 'failed',
      error: 'invalidJob',
    });
    expect(await count()).toBe(20);
  });
});

describe('runTemplateJob over all matching', () => {
  it('applies the template to every matching product of the seller, and only those', async () => {
    await seedCatalogue();
    await db.doc(paths.template('tpl')).set(templateDoc(OWNER, 'Mulțumim!'));
    await queueJob(paths.templateJob, 'job', {
      templateId: 'tpl',
      filter: tocatOnAmazon,
      expected: 6,
    });
    const { job: summary } = await drainJob(db, templateJobKind({ chunkSize: 4 }), 'job');
    expect(summary).toMatchObject({ status: 'done', applied: 6, failures: [] });
    for (let i = 0; i < 12; i++) {
      const product = (
        await db
          .doc(paths.product(`b${String(i).padStart(2, '0')}`))
          .withConverter(converters.product)
          .get()
      ).data();
      expect(product?.appliedTemplate?.id).toBe(i >= 6 ? 'tpl' : undefined);
    }
    const others = (await db.doc(paths.product('x0')).get()).data();
    expect(others?.appliedTemplate).toBeUndefined();
    expect((await db.doc(paths.templateJob('job')).get()).data()).toMatchObject({
      status: 'done',
      total: 6,
      processed: 6,
      applied: 6,
    });
  });
});
