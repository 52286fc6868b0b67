import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runImportJob, runProductDeleteJob, runTemplateJob } from '../support/run-jobs.js';
import {
  importRowsCounter,
  startWithinDailyRows,
} from '../../src/domains/imports/daily-row-ceiling.js';
import { withinRunningJobs } from '../../src/domains/products/running-jobs.js';
import {
  DEFAULT_CARD_DESIGN,
  IMPORT_ROWS_PER_SELLER_PER_DAY,
  MAX_RUNNING_JOBS_PER_SELLER,
  newProductDoc,
  newProductInput,
  paths,
  type ImportCells,
} from '../../src/shared/index.js';
import { sheetRows, uploadImport } from '../imports/upload.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The per-seller job ceilings (docs/decisions.md, "Ceilings") against the real Firestore
 * emulator: an import past the day's rows and any job past the running-jobs ceiling is refused
 * with its reason and changes nothing else.
 */
const { db } = useAdminFirestore('demo-qr-reviews-job-ceilings');
const OWNER = 'seller-owner';
const OTHER = 'seller-other';

function rows(count: number, prefix = 'R'): ImportCells[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${prefix} ${i}`,
    sku: `${prefix}-${i}`,
  }));
}

async function productIdsOf(ownerId: string) {
  const snapshot = await db.collection(paths.products()).where('ownerId', '==', ownerId).get();
  return snapshot.docs.map((doc) => doc.id).sort();
}

async function rowsCountedToday(ownerId: string) {
  return (await importRowsCounter(db, ownerId, Date.now()).ref.get()).data();
}

async function chunkCount(jobId: string) {
  return (await db.collection(paths.importChunks(jobId)).get()).size;
}

async function seedProduct(id: string, ownerId = OWNER) {
  await db
    .doc(paths.product(id))
    .set(newProductDoc(newProductInput(), ownerId, FieldValue.serverTimestamp()));
}

async function seedTemplate(id: string, ownerId = OWNER) {
  await db.doc(paths.template(id)).set({
    ownerId,
    name: 'Spring',
    language: 'en',
    logoPath: '',
    card: { ...DEFAULT_CARD_DESIGN, headline: 'Spring headline' },
    qrStyle: { foreground: '#112233', background: '#ffffff', errorCorrection: 'M' },
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** A job as the seller's browser creates it (defaults), or as another run left it. */
async function queueJob(
  collection: string,
  {
    ownerId = OWNER,
    status = 'queued',
    createdAt = FieldValue.serverTimestamp(),
    ...request
  }: {
    ownerId?: string;
    status?: string;
    createdAt?: Timestamp | FieldValue;
    productIds?: string[];
    templateId?: string;
  } = {},
) {
  const ref = db.collection(collection).doc();
  await ref.set({ ownerId, status, createdAt, productIds: ['P1'], ...request });
  return ref;
}

describe('import rows per seller per day', () => {
  it('refuses an import that would pass the day’s rows, before it writes anything', async () => {
    const counter = importRowsCounter(db, OWNER, Date.now());
    await counter.ref.set({ count: IMPORT_ROWS_PER_SELLER_PER_DAY - 5, expiresAt: new Date() });

    const tooMany = await uploadImport(db, OWNER, sheetRows(rows(6)));
    expect(await runImportJob(db, tooMany)).toMatchObject({
      status: 'failed',
      error: 'dailyRowLimit',
    });
    const refused = (await db.doc(paths.importJob(tooMany)).get()).data();
    expect(refused).toMatchObject({ status: 'failed', error: 'dailyRowLimit' });
    expect(refused?.startedAt).toBeUndefined();
    expect(await productIdsOf(OWNER)).toEqual([]);
    expect(await chunkCount(tooMany)).toBe(0);
    expect((await rowsCountedToday(OWNER))?.count).toBe(IMPORT_ROWS_PER_SELLER_PER_DAY - 5);

    // What still fits goes through and fills the day exactly; another seller is not affected.
    const fits = await uploadImport(db, OWNER, sheetRows(rows(5)));
    expect(await runImportJob(db, fits)).toMatchObject({ status: 'done', created: 5 });
    expect((await rowsCountedToday(OWNER))?.count).toBe(IMPORT_ROWS_PER_SELLER_PER_DAY);
    const other = await uploadImport(db, OTHER, sheetRows(rows(3)));
    expect(await runImportJob(db, other)).toMatchObject({ status: 'done', created: 3 });
    expect((await rowsCountedToday(OTHER))?.count).toBe(3);
  });

  it('counts a job once however many runs start it, with the day’s lifetime', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows(rows(40)));
    await Promise.all([runImportJob(db, jobId), runImportJob(db, jobId), runImportJob(db, jobId)]);
    expect((await db.doc(paths.importJob(jobId)).get()).get('status')).toBe('done');
    const counted = await rowsCountedToday(OWNER);
    expect(counted?.count).toBe(40);
    // The bucket of the current UTC day, kept one day past its end (then swept / TTL).
    const dayEnd = (Math.floor(Date.now() / 86_400_000) + 1) * 86_400_000;
    expect((counted?.expiresAt as Timestamp).toMillis()).toBe(dayEnd + 86_400_000);
  });

  it('lets concurrent imports of one seller start only while their rows fit', async () => {
    const counter = importRowsCounter(db, OWNER, Date.now());
    await counter.ref.set({ count: IMPORT_ROWS_PER_SELLER_PER_DAY - 25, expiresAt: new Date() });
    const jobs = await Promise.all(
      [0, 1, 2, 3].map((i) => uploadImport(db, OWNER, sheetRows(rows(10, `C${i}`)))),
    );
    const outcomes = await Promise.all(jobs.map((jobId) => runImportJob(db, jobId)));
    expect(outcomes.filter((o) => o.status === 'done')).toHaveLength(2);
    expect(outcomes.filter((o) => o.error === 'dailyRowLimit')).toHaveLength(2);
    expect((await rowsCountedToday(OWNER))?.count).toBe(IMPORT_ROWS_PER_SELLER_PER_DAY - 5);
    expect(await productIdsOf(OWNER)).toHaveLength(20);
  });
});

describe('import rows per seller per day, 10 starts at once', () => {
  it('starts exactly one of 10 imports when the day has room for one', async () => {
    const counter = importRowsCounter(db, OWNER, Date.now());
    await counter.ref.set({ count: IMPORT_ROWS_PER_SELLER_PER_DAY - 15, expiresAt: new Date() });
    const jobs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => uploadImport(db, OWNER, sheetRows(rows(10, `B${i}`)))),
    );
    // The start itself, as each job's first slice runs it (the running-jobs ceiling aside).
    const starts = await Promise.all(
      jobs.map((jobId) =>
        startWithinDailyRows(db, db.doc(paths.importJob(jobId)), OWNER, 10, { status: 'running' }),
      ),
    );
    expect(starts.filter((start) => start === 'started')).toHaveLength(1);
    expect(starts.filter((start) => start === 'overDailyRows')).toHaveLength(9);
    expect((await rowsCountedToday(OWNER))?.count).toBe(IMPORT_ROWS_PER_SELLER_PER_DAY - 5);
  });
});

describe('running jobs per seller', () => {
  async function fillRunningJobs() {
    const kinds = ['importJobs', 'templateJobs', 'productDeleteJobs'];
    for (let i = 0; i < MAX_RUNNING_JOBS_PER_SELLER; i++) {
      await queueJob(kinds[i % kinds.length]!, {
        status: i % 2 ? 'running' : 'queued',
        createdAt: Timestamp.fromMillis(Date.now() - 60_000),
      });
    }
    // Neither finished jobs nor another seller's count.
    await queueJob('templateJobs', { status: 'done' });
    await queueJob('productDeleteJobs', { status: 'failed' });
    await queueJob('importJobs', { status: 'running', ownerId: OTHER });
  }

  it('refuses a delete, an Apply Template and an import beyond the ceiling, changing nothing', async () => {
    await seedProduct('ProductKeptByCeiling');
    await seedTemplate('TemplateOfTheOwner01');
    await fillRunningJobs();

    const deleteJob = await queueJob(paths.productDeleteJobs(), {
      productIds: ['ProductKeptByCeiling'],
    });
    expect(await runProductDeleteJob(db, deleteJob.id)).toMatchObject({ status: 'failed' });
    expect((await deleteJob.get()).data()).toMatchObject({
      status: 'failed',
      error: 'runningJobsLimit',
    });

    const templateJob = await queueJob(paths.templateJobs(), {
      templateId: 'TemplateOfTheOwner01',
      productIds: ['ProductKeptByCeiling'],
    });
    expect(await runTemplateJob(db, templateJob.id)).toMatchObject({
      status: 'failed',
      error: 'runningJobsLimit',
    });

    const importJob = await uploadImport(db, OWNER, sheetRows(rows(3)));
    expect(await runImportJob(db, importJob)).toMatchObject({
      status: 'failed',
      error: 'runningJobsLimit',
    });

    expect(await productIdsOf(OWNER)).toEqual(['ProductKeptByCeiling']);
    const product = (await db.doc(paths.product('ProductKeptByCeiling')).get()).data();
    expect(product?.card).toEqual(newProductInput().card);
    expect(product?.appliedTemplate).toBeUndefined();
    expect(await rowsCountedToday(OWNER)).toBeUndefined();
    expect(await chunkCount(importJob)).toBe(0);
  });

  it('starts the next job once an older one has finished, and another seller’s at any time', async () => {
    await seedProduct('ProductToDelete00001');
    await seedProduct('ProductOfTheOther001', OTHER);
    const older = [];
    for (let i = 0; i < MAX_RUNNING_JOBS_PER_SELLER; i++) {
      older.push(await queueJob('productDeleteJobs'));
    }
    const otherJob = await queueJob(paths.productDeleteJobs(), {
      ownerId: OTHER,
      productIds: ['ProductOfTheOther001'],
    });
    expect(await runProductDeleteJob(db, otherJob.id)).toMatchObject({
      status: 'done',
      deleted: 1,
    });

    await older[0]!.update({ status: 'done' });
    const next = await queueJob(paths.productDeleteJobs(), {
      productIds: ['ProductToDelete00001'],
    });
    expect(await runProductDeleteJob(db, next.id)).toMatchObject({ status: 'done', deleted: 1 });
  });

  it('refuses the youngest of more jobs than the ceiling, whichever run comes first', async () => {
    const jobs = [];
    for (let i = 0; i <= MAX_RUNNING_JOBS_PER_SELLER; i++) {
      jobs.push(
        await queueJob(paths.productDeleteJobs(), {
          createdAt: Timestamp.fromMillis(Date.now() - 10_000 + i),
          productIds: [`Missing${i}`],
        }),
      );
    }
    // The youngest runs first: all older jobs are still working, so it is one too many.
    expect(await runProductDeleteJob(db, jobs.at(-1)!.id)).toMatchObject({ status: 'failed' });
    await Promise.all(jobs.slice(0, -1).map((ref) => runProductDeleteJob(db, ref.id)));
    const statuses = await Promise.all(jobs.map(async (ref) => (await ref.get()).data()));
    expect(statuses.slice(0, -1).every((job) => job?.status === 'done')).toBe(true);
    expect(statuses.at(-1)).toMatchObject({ status: 'failed', error: 'runningJobsLimit' });
  });

  it('lets exactly one of 10 jobs queued one after another start at one below the ceiling', async () => {
    for (let i = 0; i < MAX_RUNNING_JOBS_PER_SELLER - 1; i++) {
      await queueJob(paths.productDeleteJobs(), {
        status: 'running',
        createdAt: Timestamp.fromMillis(Date.now() - 60_000),
      });
    }
    const queued = [];
    for (let i = 0; i < 10; i++) {
      queued.push(
        await queueJob(paths.templateJobs(), {
          createdAt: Timestamp.fromMillis(Date.now() - 10_000 + i),
        }),
      );
    }
    // The check every start makes, for all 10 at once: none of them has finished.
    const allowed = await Promise.all(
      queued.map(async (ref) =>
        withinRunningJobs(db, OWNER, (await ref.get()).get('createdAt') as unknown),
      ),
    );
    expect(allowed).toEqual([true, ...Array<boolean>(9).fill(false)]);
  });

  it('starts at most the ceiling of a batch that creates more jobs in one instant', async () => {
    const batch = db.batch();
    const jobs = Array.from({ length: MAX_RUNNING_JOBS_PER_SELLER + 1 }, () => {
      const ref = db.collection(paths.productDeleteJobs()).doc();
      batch.set(ref, {
        ownerId: OWNER,
        status: 'queued',
        createdAt: FieldValue.serverTimestamp(),
        productIds: ['Missing'],
      });
      return ref;
    });
    await batch.commit();
    // Tied jobs count against each other; a refused one stops counting, so which and how many
    // start depends on the order of the runs, but never more than the ceiling.
    await Promise.all(jobs.map((ref) => runProductDeleteJob(db, ref.id)));
    const stored = await Promise.all(jobs.map(async (ref) => (await ref.get()).data()));
    const started = stored.filter((job) => job?.status === 'done');
    const refused = stored.filter((job) => job?.error === 'runningJobsLimit');
    expect(started.length).toBeLessThanOrEqual(MAX_RUNNING_JOBS_PER_SELLER);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(started.length + refused.length).toBe(jobs.length);
  });
});
