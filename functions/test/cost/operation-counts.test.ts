import {
  FieldValue,
  Firestore,
  Query,
  Timestamp,
  Transaction,
  WriteBatch,
  DocumentReference,
} from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { rollUpSeller } from '../../src/domains/analytics/roll-up.js';
import { indexProduct } from '../../src/domains/products/index-product.js';
import {
  clearedWithItsDelete,
  indexOnWrite,
  mirrorOnWrite,
  purgeWhatWasUnder,
  type ProductChange,
} from '../../src/domains/products/product-write.js';
import { toPublicProduct } from '../../src/domains/products/public-product.js';
import { productDeleteJobKind } from '../../src/domains/products/delete-job.js';
import { productPurgeKind } from '../../src/domains/products/purge-product.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import type { JobTask } from '../../src/platform/jobs/job-runner.js';
import { createReviewApi, type ApiRequest } from '../../src/entry/http/review-api-handler.js';
import {
  EMPTY_PRODUCT_FILTER,
  newProductDoc,
  newProductInput,
  paths,
  windowOf,
} from '../../src/shared/index.js';
import { templateDoc } from '../fixtures/template-doc.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { addListedProduct } from '../support/listed-products.js';
import { runImportJob, runTemplateJob } from '../support/run-jobs.js';
import { sheetRows, uploadImport } from '../imports/upload.js';

/**
 * The cost model's measurements (docs/cost.md): Firestore document reads, writes and deletes the
 * server code makes per customer scan, per review, per imported row and per product edit,
 * counted for real by wrapping the Admin SDK's read and commit calls while the code runs against
 * the Firestore emulator. Each figure is also a ceiling this test holds, so a change that makes
 * one of them costlier fails here and updates docs/cost.md on purpose.
 */
const { db } = useAdminFirestore('demo-qr-reviews-cost');
const OWNER = 'seller-cost';

const counts = { reads: 0, writes: 0, deletes: 0 };
const reset = () => Object.assign(counts, { reads: 0, writes: 0, deletes: 0 });
const measured: Record<string, typeof counts> = {};

type Method = (...args: never[]) => unknown;
function wrap<T extends object>(
  target: T,
  name: string,
  before: (self: T, args: unknown[]) => void,
) {
  const proto = target as Record<string, Method>;
  const original = proto[name]!;
  proto[name] = function (this: T, ...args: never[]) {
    before(this, args);
    return original.apply(this, args);
  };
  return () => (proto[name] = original);
}
function wrapResult<T extends object>(target: T, name: string, after: (result: unknown) => void) {
  const proto = target as Record<string, Method>;
  const original = proto[name]!;
  proto[name] = async function (this: T, ...args: never[]) {
    const result = await original.apply(this, args);
    after(result);
    return result;
  };
  return () => (proto[name] = original);
}
const refCount = (args: unknown[]) =>
  args.filter((arg) => typeof (arg as DocumentReference)?.path === 'string').length;
const restore = [
  wrap(Firestore.prototype, 'getAll', (_self, args) => (counts.reads += refCount(args))),
  wrap(Transaction.prototype, 'getAll', (_self, args) => (counts.reads += refCount(args))),
  // A transaction's get(): one document, or a query's documents (at least one read).
  wrapResult(Transaction.prototype, 'get', (result) => {
    const size = (result as { size?: number }).size;
    counts.reads += size === undefined ? 1 : Math.max(1, size);
  }),
  // A query costs its documents, and one read when it finds none.
  wrapResult(Query.prototype, 'get', (result) => {
    counts.reads += Math.max(1, (result as { size: number }).size);
  }),
  wrap(WriteBatch.prototype, '_commit', (self) => {
    counts.writes += (self as unknown as { _ops: unknown[] })._ops.length;
  }),
  wrap(WriteBatch.prototype, 'delete', () => (counts.deletes += 1)),
  // Listing a document's subcollections: one request, billed as one read.
  wrap(DocumentReference.prototype, 'listCollections', () => (counts.reads += 1)),
];
afterAll(() => {
  for (const undo of restore) undo();
  console.log('operation counts (docs/cost.md):', JSON.stringify(measured, null, 2));
});

/** A transaction commits through WriteBatch._commit, so its writes are counted there. */
function record(name: string) {
  measured[name] = { ...counts, writes: counts.writes - counts.deletes };
  return measured[name];
}

/** `count` products of `ownerId` as an import leaves them: list fields, search document, mirror. */
async function seedListedProducts(ownerId: string, prefix: string, count: number, title: string) {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  for (let from = 0; from < count; from += 100) {
    const batch = db.batch();
    for (const id of ids.slice(from, from + 100)) {
      const input = { ...newProductInput(), title: `${title} ${id}` };
      addListedProduct(
        db,
        batch,
        { id, ownerId, input, createdAt: Timestamp.now() },
        { keys: false },
      );
    }
    await batch.commit();
  }
  await db.doc(paths.seller(ownerId)).set({ productCount: count }, { merge: true });
  return ids;
}

async function seedProduct(id: string) {
  const input = { ...newProductInput(), title: 'Ceramic mug' };
  input.links = { ...input.links, amazon: 'https://www.amazon.de/dp/B07PGL2ZSL' };
  await db.doc(paths.product(id)).set(newProductDoc(input, OWNER, Timestamp.now()));
  await db.doc(paths.publicProduct(id)).set(toPublicProduct(input));
  await indexProduct(db, id);
}

/** A read the test makes (an event's data), left out of the counts. */
async function uncounted<T>(read: () => Promise<T>): Promise<T> {
  const saved = { ...counts };
  const result = await read();
  Object.assign(counts, saved);
  return result;
}

/** What processProductWrite does for one event, without the card (no Storage here). */
async function processProductWriteSteps(change: ProductChange) {
  // Only a delete queues a job (its purge); no event measured here is one.
  const noJobs = () => Promise.reject(new Error('no job is queued for a create or an edit'));
  await Promise.all([indexOnWrite(db, change), mirrorOnWrite(db, change, noJobs)]);
}

function call(api: ReturnType<typeof createReviewApi>, request: Partial<ApiRequest>) {
  const raw = Buffer.from(JSON.stringify(request.body ?? ''));
  const response = {
    status: () => response,
    set: () => response,
    json: () => undefined,
  };
  return api(
    {
      method: 'GET',
      path: '/',
      headers: {
        'content-type': 'application/json',
        'content-length': String(raw.length),
        'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
      },
      rawBody: raw,
      ...request,
    },
    response,
  );
}

describe('operation counts', () => {
  it('per customer scan (GET /api/products/:id)', async () => {
    const id = 'CostScanProduct00001';
    await seedProduct(id);
    const api = createReviewApi({ db, salt: 'cost' });
    await call(api, { path: `/api/products/${id}` }); // the instance learns the owner once
    reset();
    await call(api, { path: `/api/products/${id}` });
    const scan = record('scan');
    expect(scan.reads).toBeLessThanOrEqual(3);
    expect(scan.writes).toBeLessThanOrEqual(2);
    // The roll-up task that folds the minute's buffer into the year documents (one per seller
    // and minute with events, however many scans it holds).
    reset();
    await rollUpSeller(db, OWNER, windowOf(Date.now()) + 1);
    const rollUp = record('rollUpOfOneScan');
    expect(rollUp.reads + rollUp.writes).toBeGreaterThan(0);
    expect(rollUp.reads).toBeLessThanOrEqual(6);
  });

  it('per review (POST /api/reviews)', async () => {
    const id = 'CostReviewProduct001';
    await seedProduct(id);
    const api = createReviewApi({ db, salt: 'cost' });
    reset();
    await call(api, {
      method: 'POST',
      path: '/api/reviews',
      body: {
        productId: id,
        submissionId: 'c0'.repeat(16),
        store: 'amazon',
        rating: 5,
        feedback: 'Lovely mug, keeps coffee warm for ages.',
        locale: 'en',
      },
    });
    const review = record('review');
    expect(review.reads).toBeLessThanOrEqual(8);
    expect(review.writes).toBeLessThanOrEqual(7);
  });

  it('per product edit (the seller’s write, then processProductWrite for it and for its own write)', async () => {
    const id = 'CostEditProduct00001';
    await seedProduct(id);
    const ref = db.doc(paths.product(id));
    let before = await ref.get();
    reset();
    await ref.update({ title: 'Ceramic mug, blue', updatedAt: FieldValue.serverTimestamp() });
    // The seller's write, then the list fields' write it makes, each as its event carries it
    // (the snapshots are the events' data, not reads of the functions).
    for (let event = 0; event < 2; event++) {
      const after = await uncounted(() => ref.get());
      await processProductWriteSteps({ productId: id, before, after });
      before = after;
    }
    const edit = record('productEdit');
    // The product once, the mirror before it is written; the second event reads nothing.
    expect(edit.reads).toBeLessThanOrEqual(3);
    // The seller's write, the list fields and the search document (one commit), the mirror.
    expect(edit.writes).toBeLessThanOrEqual(4);
    expect((await db.doc(paths.productSearch(id)).get()).get('title')).toBe('Ceramic mug, blue');
    expect((await db.doc(paths.publicProduct(id)).get()).get('title')).toBe('Ceramic mug, blue');
  });

  it('per imported row, its processProductWrite run (list fields, count and mirror came with it)', async () => {
    const seller = 'seller-cost-import-trigger';
    const rows = sheetRows(
      Array.from({ length: 200 }, (_, i) => ({ title: `Product ${i}`, sku: `TRIG-${i}` })),
    );
    await runImportJob(db, await uploadImport(db, seller, rows));
    const created = await db.collection(paths.products()).where('ownerId', '==', seller).get();
    expect(created.size).toBe(200);
    reset();
    for (const after of created.docs) {
      await processProductWriteSteps({ productId: after.id, before: undefined, after });
    }
    const trigger = record('import200Trigger');
    // The mirror, read to find it written already; nothing written again.
    expect(trigger.reads / 200).toBeLessThanOrEqual(1);
    expect(trigger.writes).toBe(0);
  });

  it('per imported row (200 new products, then the same file again)', async () => {
    const rows = sheetRows(
      Array.from({ length: 200 }, (_, i) => ({ title: `Product ${i}`, sku: `COST-${i}` })),
    );
    const first = await uploadImport(db, OWNER, rows);
    reset();
    await runImportJob(db, first);
    const created = record('import200Created');
    const second = await uploadImport(db, OWNER, rows);
    reset();
    await runImportJob(db, second);
    const unchanged = record('import200Unchanged');
    // Product, mirror, search document, result and the SKU's lookup index entry per row, the
    // job's progress per commit, and the import's one entry in the account's activity log.
    expect(created.writes / 200).toBeLessThanOrEqual(5.08);
    expect(unchanged.writes / 200).toBeLessThanOrEqual(2);
  });

  it('per imported row matched by a variant’s SKU (200 rows against a larger catalogue)', async () => {
    const seller = 'seller-cost-variants';
    const asin = (i: number) => `B0${String(i).padStart(8, '0')}`;
    // A Shopify export folded per handle: 201 T-shirts, each with two more sizes' SKUs.
    const shirts = Array.from({ length: 201 }, (_, i) => ({
      row: i + 2,
      cells: { title: `T-shirt ${i}`, sku: `TEE-${i}-S` },
      variantSkus: [`TEE-${i}-M`, `TEE-${i}-L`],
    }));
    await runImportJob(db, await uploadImport(db, seller, shirts));
    // Then an Amazon report of 200 of them, listed under the M size's SKU.
    const report = sheetRows(
      Array.from({ length: 200 }, (_, i) => ({
        title: `Organic T-shirt ${i}, size M`,
        sku: `tee-${i}-m`,
        amazonUrl: `https://www.amazon.de/dp/${asin(i)}`,
      })),
    );
    const job = await uploadImport(db, seller, report);
    reset();
    await runImportJob(db, job);
    const byVariant = record('import200ByVariantSku');

    const products = await db.collection(paths.products()).where('ownerId', '==', seller).get();
    expect(products.size).toBe(201); // no duplicates
    const first = products.docs.find((doc) => doc.get('sku') === 'TEE-0-S')!;
    expect(first.get('links.amazon')).toBe(`https://www.amazon.de/dp/${asin(0)}`);
    expect(first.get('variantSkus')).toEqual(['TEE-0-M', 'TEE-0-L']);
    // The lookup index entry of each row's SKU and of its link (read by id), each matched
    // product once, and the job's own documents: reads stay bounded by the file, never by the
    // catalogue.
    expect(byVariant.reads / 200).toBeLessThanOrEqual(3.07);
    // Product, mirror (its Amazon link changed), search document, result and the new link's
    // lookup index entry per row.
    expect(byVariant.writes / 200).toBeLessThanOrEqual(5.06);
  });

  it('per product of a bulk delete (a search selected, the job, each delete event, each purge)', async () => {
    const seller = 'seller-cost-bulk-delete';
    const ids = await seedListedProducts(seller, 'CostBulkDel', 200, 'Clearance mug');
    // One in ten has a review and an analytics year under it, for its purge to delete.
    const under = db.batch();
    for (const id of ids.filter((_, i) => i % 10 === 0)) {
      under.set(db.doc(paths.review(id, 'CostReview0000000001')), { rating: 2 });
      under.set(db.doc(paths.productAnalyticsYear(id, '2026')), { ownerId: seller, m: {} });
    }
    await under.commit();
    const befores = await uncounted(() => db.getAll(...ids.map((id) => db.doc(paths.product(id)))));
    await db.doc(paths.productDeleteJob('cost-bulk-delete')).set({
      ownerId: seller,
      status: 'queued',
      createdAt: FieldValue.serverTimestamp(),
      filter: { ...EMPTY_PRODUCT_FILTER, search: 'clearance' },
      expected: 200,
    });
    reset();
    const { job, queuedElsewhere } = await drainJob(db, productDeleteJobKind(), 'cost-bulk-delete');
    const deleteJob = record('bulkDelete200Job');
    expect(job).toMatchObject({ status: 'done', deleted: 200 });
    expect(queuedElsewhere).toEqual([]);
    // Each delete event as processProductWrite runs it: its tombstone says the job's commit
    // removed everything else, so it only looks under the product and queues its purge.
    const queued: JobTask[] = [];
    reset();
    let eventsWithMore = 0;
    for (const before of befores) {
      const change = { productId: before.id, before, after: undefined };
      if (await clearedWithItsDelete(db, change)) {
        await purgeWhatWasUnder(db, change, (task) => {
          queued.push(task);
          return Promise.resolve();
        });
        continue;
      }
      eventsWithMore += 1;
      await processProductWriteSteps(change);
    }
    const events = record('bulkDelete200Events');
    expect(eventsWithMore).toBe(0);
    // A purge only for the 20 with something under them.
    expect(queued).toHaveLength(20);
    reset();
    for (const task of queued) await drainJob(db, productPurgeKind(), task.jobId);
    const purges = record('bulkDelete20Purges');
    const left = await db.getAll(
      ...ids.flatMap((id) => [db.doc(paths.productSearch(id)), db.doc(paths.publicProduct(id))]),
    );
    expect(left.filter((snapshot) => snapshot.exists)).toHaveLength(0);
    const leftUnder = await uncounted(() =>
      Promise.all(ids.map((id) => db.doc(paths.product(id)).listCollections())),
    );
    expect(leftUnder.flat()).toHaveLength(0);
    // Per product: its search document (the query) and the product read by id (and its lookup
    // index entries, none here); the product, its search document and mirror deleted, its
    // tombstone written (commits under 500 writes, each with the count); the job's claim and
    // checkpoints.
    expect(deleteJob.reads / 200).toBeLessThanOrEqual(2.05);
    expect(deleteJob.writes / 200).toBeLessThanOrEqual(1.05);
    expect(deleteJob.deletes / 200).toBe(3);
    // The event: its tombstone read and the product's subcollections listed; a purge queued for
    // the one in ten with something under it.
    expect(events.reads / 200).toBeLessThanOrEqual(2);
    expect(events.writes / 200).toBeLessThanOrEqual(0.1);
    expect(events.deletes).toBe(0);
    // The purge job: claimed, its known subcollections queried by name (each page one transaction
    // that reads the job, deletes the page and moves the cursor), finished; the review and the
    // year deleted.
    expect(purges.reads / 20).toBeLessThanOrEqual(7);
    expect(purges.writes / 20).toBeLessThanOrEqual(4);
    expect(purges.deletes / 20).toBe(2);
  }, 180_000);

  it('per product of Apply Template (200 selected, the job, then each product’s event)', async () => {
    const seller = 'seller-cost-apply-template';
    const ids = await seedListedProducts(seller, 'CostApplyTpl', 200, 'Mug');
    await db.doc(paths.template('CostTemplate00000001')).set(templateDoc(seller, 'Mulțumim!'));
    const befores = await uncounted(() => db.getAll(...ids.map((id) => db.doc(paths.product(id)))));
    await db.doc(paths.templateJob('cost-apply')).set({
      ownerId: seller,
      templateId: 'CostTemplate00000001',
      productIds: ids,
      status: 'queued',
      createdAt: FieldValue.serverTimestamp(),
    });
    reset();
    const job = await runTemplateJob(db, 'cost-apply');
    const applyJob = record('applyTemplate200Job');
    expect(job).toMatchObject({ status: 'done', applied: 200 });
    // The job's write, then the list fields' write its event makes, each as its event carries it.
    let previous = befores;
    reset();
    for (let event = 0; event < 2; event++) {
      const afters = await uncounted(() =>
        db.getAll(...ids.map((id) => db.doc(paths.product(id)))),
      );
      for (const [i, after] of afters.entries()) {
        await processProductWriteSteps({ productId: after.id, before: previous[i], after });
      }
      previous = afters;
    }
    const events = record('applyTemplate200Events');
    // The product read by id and written with the template's design; the job's own documents.
    expect(applyJob.reads / 200).toBeLessThanOrEqual(1.1);
    expect(applyJob.writes / 200).toBeLessThanOrEqual(1.05);
    // Its events: the list fields, search document and mirror written, the profile's counts read.
    expect(events.reads / 200).toBeLessThanOrEqual(3.05);
    expect(events.writes / 200).toBeLessThanOrEqual(3.05);
  }, 180_000);
});
