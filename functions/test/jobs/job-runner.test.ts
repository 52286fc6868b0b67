import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { indexProduct } from '../../src/domains/products/index-product.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import { JOB_CLAIM_MS, runJobSlice, type JobTask } from '../../src/platform/jobs/job-runner.js';
import { importJobKind } from '../../src/domains/imports/run-import.js';
import { importUndoKind } from '../../src/domains/imports/undo-import.js';
import { productDeleteJobKind } from '../../src/domains/products/delete-job.js';
import { templateJobKind } from '../../src/domains/templates/apply-template.js';
import {
  PRODUCT_COUNT_FIELD,
  importUndoRequest,
  newProductDoc,
  newProductInput,
  paths,
} from '../../src/shared/index.js';
import { templateDoc } from '../fixtures/template-doc.js';
import { sheetRows, uploadImport } from '../imports/upload.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The job runner against the real Firestore emulator, with every kind of long job: several slices
 * each (small slices injected), a dead worker's claim taken over, a live one left alone, a failure
 * with its reason, and tasks delivered again that change nothing.
 */
const { db } = useAdminFirestore('demo-qr-reviews-job-runner');
const OWNER = 'seller-owner';

const ids = (count: number, prefix = 'P') =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(19, '0')}`);

async function seedProducts(productIds: string[]) {
  for (const id of productIds) {
    await db
      .doc(paths.product(id))
      .set(
        newProductDoc(
          { ...newProductInput(), title: `Product ${id}` },
          OWNER,
          FieldValue.serverTimestamp(),
        ),
      );
    await indexProduct(db, id);
  }
}

async function seedTemplate(id: string) {
  await db.doc(paths.template(id)).set(templateDoc(OWNER, 'Danke!', 'de'));
}

async function queueJob(path: string, fields: Record<string, unknown>) {
  await db.doc(path).set({
    ownerId: OWNER,
    status: 'queued',
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
}

const data = async (path: string) => (await db.doc(path).get()).data();
const productCount = async () =>
  (await db.doc(paths.seller(OWNER)).get()).get(PRODUCT_COUNT_FIELD) as number | undefined;
const updateTimes = async (productIds: string[]) =>
  (await db.getAll(...productIds.map((id) => db.doc(paths.product(id))))).map((s) =>
    s.updateTime?.toMillis(),
  );

/** An enqueue that records the tasks instead of running them. */
function recordingQueue() {
  const tasks: JobTask[] = [];
  return {
    tasks,
    env: {
      db,
      enqueue: (task: JobTask) => {
        tasks.push(task);
        return Promise.resolve();
      },
    },
  };
}

describe('every long job in slices', () => {
  it('Apply Template: 7 products in 4 slices of 2, progress checkpointed after each', async () => {
    const products = ids(7);
    await seedProducts(products);
    await seedTemplate('tpl');
    await queueJob(paths.templateJob('job'), { templateId: 'tpl', productIds: products });
    const kind = templateJobKind({ chunkSize: 2, chunksPerSlice: 1 });
    const { env, tasks } = recordingQueue();

    expect(await runJobSlice(env, kind, { kind: 'templateJob', jobId: 'job', slice: 0 })).toBe(
      'continued',
    );
    expect(tasks).toEqual([{ kind: 'templateJob', jobId: 'job', slice: 1 }]);
    expect(await data(paths.templateJob('job'))).toMatchObject({
      status: 'running',
      total: 7,
      processed: 2,
      applied: 2,
      run: { kind: 'templateJob', slice: 1 },
    });
    const { outcomes, job } = await drainJob(db, kind, 'job', 1);
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    expect(job).toMatchObject({ status: 'done', total: 7, processed: 7, applied: 7, failures: [] });
    expect(job?.run).toEqual({ kind: 'templateJob', slice: 4 });
    for (const id of products) {
      const product = await db.doc(paths.product(id)).withConverter(converters.product).get();
      expect(product.data()?.card.headline).toBe('Danke!');
    }
  });

  it('bulk delete: every matching product in slices of 3, the count down by each', async () => {
    const products = ids(8);
    await seedProducts(products);
    expect(await productCount()).toBe(8);
    await queueJob(paths.productDeleteJob('job'), {
      filter: { search: '', marketplace: '', compliance: '', template: '' },
      expected: 8,
    });
    const { outcomes, job } = await drainJob(
      db,
      productDeleteJobKind({ chunkSize: 3, chunksPerSlice: 1 }),
      'job',
    );
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    expect(job).toMatchObject({ status: 'done', processed: 8, deleted: 8 });
    expect(await productCount()).toBe(0);
    const left = await db.collection(paths.products()).where('ownerId', '==', OWNER).get();
    expect(left.size).toBe(0);
  });

  it('import and its undo: 9 rows in slices of 4, then undone in pages of 2', async () => {
    const rows = sheetRows(
      Array.from({ length: 9 }, (_, i) => ({ title: `Row ${i}`, sku: `ROW-${i}` })),
    );
    const jobId = await uploadImport(db, OWNER, rows);
    const imported = await drainJob(db, importJobKind({ sliceRows: 3, rowsPerTask: 4 }), jobId);
    expect(imported.outcomes).toEqual(['continued', 'continued', 'done']);
    expect(imported.job).toMatchObject({ status: 'done', processedRows: 9, created: 9 });
    expect(await productCount()).toBe(9);
    // The chunks go when the run ends.
    expect((await db.collection(paths.importChunks(jobId)).get()).size).toBe(0);

    await db.doc(paths.importJob(jobId)).update(importUndoRequest(FieldValue.serverTimestamp()));
    const undone = await drainJob(db, importUndoKind({ pageSize: 2, pagesPerTask: 2 }), jobId);
    expect(undone.outcomes).toEqual(['continued', 'continued', 'done']);
    expect(undone.job).toMatchObject({ status: 'undone', undoProcessed: 9, undoDeleted: 9 });
    expect(undone.job?.undoFinishedAt).toBeInstanceOf(Timestamp);
    // The import's own record stays as it was.
    expect(undone.job).toMatchObject({ created: 9, processedRows: 9 });
    expect(await productCount()).toBe(0);
  });
});

describe('one worker at a time', () => {
  async function halfwayTemplateJob() {
    const products = ids(4);
    await seedProducts(products);
    await seedTemplate('tpl');
    await queueJob(paths.templateJob('job'), { templateId: 'tpl', productIds: products });
    const kind = templateJobKind({ chunkSize: 2, chunksPerSlice: 1 });
    const { env } = recordingQueue();
    await runJobSlice(env, kind, { kind: 'templateJob', jobId: 'job', slice: 0 });
    return { kind, products };
  }

  /** A worker that claimed slice 1 and was killed before its checkpoint. */
  const killedWorker = (until: number) =>
    db.doc(paths.templateJob('job')).update({
      run: {
        kind: 'templateJob',
        slice: 1,
        claim: { token: 'dead', until: Timestamp.fromMillis(until) },
      },
    });

  it('leaves a job whose claim is live: the task is answered busy and nothing changes', async () => {
    const { kind, products } = await halfwayTemplateJob();
    await killedWorker(Date.now() + JOB_CLAIM_MS);
    const before = await updateTimes(products);
    const { env, tasks } = recordingQueue();
    expect(await runJobSlice(env, kind, { kind: 'templateJob', jobId: 'job', slice: 1 })).toBe(
      'busy',
    );
    expect(tasks).toEqual([]);
    expect(await updateTimes(products)).toEqual(before);
    expect(await data(paths.templateJob('job'))).toMatchObject({ processed: 2, applied: 2 });
  });

  it('takes over a stale claim and finishes the job from its checkpoint', async () => {
    const { kind } = await halfwayTemplateJob();
    await killedWorker(Date.now() - 1);
    const { outcomes, job } = await drainJob(db, kind, 'job', 1);
    expect(outcomes).toEqual(['done']);
    expect(job).toMatchObject({ status: 'done', processed: 4, applied: 4 });
    expect(job?.run).toEqual({ kind: 'templateJob', slice: 2 });
  });

  it('releases its claim when a slice throws, so the retried task continues', async () => {
    const rows = sheetRows(
      Array.from({ length: 6 }, (_, i) => ({ title: `T${i}`, sku: `T-${i}` })),
    );
    const jobId = await uploadImport(db, OWNER, rows);
    const stopping = importJobKind({
      sliceRows: 2,
      onProgress: (processed) => {
        if (processed >= 2) throw new Error('the instance stopped');
      },
    });
    await expect(drainJob(db, stopping, jobId)).rejects.toThrow('the instance stopped');
    expect(await data(paths.importJob(jobId))).toMatchObject({
      status: 'running',
      processedRows: 2,
      run: { kind: 'importJob', slice: 0 },
    });
    const { outcomes, job } = await drainJob(db, importJobKind({ sliceRows: 2 }), jobId);
    expect(outcomes).toEqual(['done']);
    expect(job).toMatchObject({ status: 'done', processedRows: 6, created: 6 });
    expect(await productCount()).toBe(6);
  });
});

describe('failures and replays', () => {
  it('fails a job with the reason the web app translates, and ends it', async () => {
    const products = ids(2);
    await seedProducts(products);
    await queueJob(paths.templateJob('job'), {
      templateId: 'TemplateThatIsGone01',
      productIds: products,
    });
    const { outcomes, job } = await drainJob(db, templateJobKind(), 'job');
    expect(outcomes).toEqual(['failed']);
    expect(job).toMatchObject({ status: 'failed', error: 'templateNotFound' });
    expect(job?.finishedAt).toBeInstanceOf(Timestamp);
    expect(job?.expiresAt).toBeInstanceOf(Timestamp);
    expect(job?.run).toEqual({ kind: 'templateJob', slice: 1 });
    // A failed job is never worked again.
    expect((await drainJob(db, templateJobKind(), 'job')).outcomes).toEqual(['ended']);
  });

  it('a task delivered again after its slice does nothing twice, and queues a lost next task once', async () => {
    const products = ids(6);
    await seedProducts(products);
    await queueJob(paths.productDeleteJob('job'), { productIds: products });
    const kind = productDeleteJobKind({ chunkSize: 2, chunksPerSlice: 1 });
    const first = recordingQueue();
    expect(
      await runJobSlice(first.env, kind, { kind: 'productDeleteJob', jobId: 'job', slice: 0 }),
    ).toBe('continued');
    const afterFirst = await data(paths.productDeleteJob('job'));
    expect(afterFirst).toMatchObject({ processed: 2, deleted: 2 });
    expect(await productCount()).toBe(4);

    // The same task again (its answer was lost): no work; the next task is queued again in case
    // queueing it was what failed (Cloud Tasks keeps one task per id).
    const again = recordingQueue();
    expect(
      await runJobSlice(again.env, kind, { kind: 'productDeleteJob', jobId: 'job', slice: 0 }),
    ).toBe('replayed');
    expect(again.tasks).toEqual([{ kind: 'productDeleteJob', jobId: 'job', slice: 1 }]);
    expect(await data(paths.productDeleteJob('job'))).toEqual(afterFirst);
    expect(await productCount()).toBe(4);

    const { outcomes, job } = await drainJob(db, kind, 'job', 1);
    expect(outcomes).toEqual(['continued', 'done']);
    expect(job).toMatchObject({ status: 'done', processed: 6, deleted: 6, failures: [] });
    // Every slice's task once more, after the end: nothing changes.
    for (const slice of [0, 1, 2, 3]) {
      const late = recordingQueue();
      expect(
        await runJobSlice(late.env, kind, { kind: 'productDeleteJob', jobId: 'job', slice }),
      ).toBe('ended');
      expect(late.tasks).toEqual([]);
    }
    expect(await data(paths.productDeleteJob('job'))).toEqual(job);
    expect(await productCount()).toBe(0);
  });
});
