import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import { JobClaimLost, type JobTask } from '../../src/platform/jobs/job-runner.js';
import {
  designChanged,
  queueTemplateSync,
  templateSyncJobId,
  templateSyncKind,
  type TemplateSyncOptions,
} from '../../src/domains/templates/sync-template.js';
import {
  DEFAULT_CARD_DESIGN,
  newProductDoc,
  newProductInput,
  paths,
  type TemplateInput,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * Products following their template (docs/decisions.md, "Templates are copies, products follow
 * them") as a job on the runner, against the real Firestore emulator: queued once per change,
 * page by page with its progress, stopped anywhere and resumed after the last page committed,
 * superseded by a newer design, ended by a deleted template.
 */
const { db } = useAdminFirestore('demo-qr-reviews-template-sync');
const OWNER = 'seller-owner';
const OTHER = 'seller-other';

const design = (headline: string, overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Spring sale',
  card: { ...DEFAULT_CARD_DESIGN, headline },
  qrStyle: { foreground: '#1b5e20', background: '#ffffff', errorCorrection: 'Q' },
  logoPath: '',
  language: 'ro',
  complianceMode: true,
  ...overrides,
});

const templateRef = (id = 'tpl') => db.doc(paths.template(id));

async function seedTemplate(input: TemplateInput, id = 'tpl', ownerId = OWNER) {
  await templateRef(id).set({
    ...input,
    ownerId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Products that carry `templateId` (as Apply Template left them), with ids P0, P1, … */
async function seedProducts(count: number, templateId = 'tpl', ownerId = OWNER, prefix = 'P') {
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  const batch = db.batch();
  for (const id of ids) {
    batch.set(db.doc(paths.product(id)), {
      ...newProductDoc(
        { ...newProductInput(), title: `Product ${id}`, complianceMode: false },
        ownerId,
        FieldValue.serverTimestamp(),
      ),
      appliedTemplate: { id: templateId, name: 'Old', logoPath: '', language: 'en' },
    });
  }
  await batch.commit();
  return ids;
}

/** Changes the template as the templates screen saves it; the change's job, queued. */
async function change(input: TemplateInput, id = 'tpl') {
  const before = await templateRef(id).get();
  await templateRef(id).update({ ...input, updatedAt: FieldValue.serverTimestamp() });
  const after = await templateRef(id).get();
  expect(designChanged(before, after)).toBe(true);
  const queued: JobTask[] = [];
  const enqueue = (task: JobTask) => {
    queued.push(task);
    return Promise.resolve();
  };
  expect(await queueTemplateSync({ db, enqueue }, id, after, after.updateTime!)).toBe('queued');
  const jobId = templateSyncJobId(id, after.updateTime!);
  expect(queued).toEqual([{ kind: 'templateSync', jobId, slice: 0 }]);
  return jobId;
}

const sync = (jobId: string, options?: TemplateSyncOptions) =>
  drainJob(db, templateSyncKind(options), jobId);

const headlineOf = async (id: string) =>
  (await db.doc(paths.product(id)).withConverter(converters.product).get()).data()?.card.headline;
const jobOf = async (jobId: string) => (await db.doc(paths.templateSyncJob(jobId)).get()).data();
const updateTimes = async (ids: string[]) =>
  (await db.getAll(...ids.map((id) => db.doc(paths.product(id))))).map((snapshot) =>
    snapshot.updateTime!.toMillis(),
  );

describe('a template change, followed by its products', () => {
  it('gives every product carrying the template the new design, page by page, and no other product', async () => {
    await seedTemplate(design('Mulțumim!'));
    await seedTemplate(design('Other'), 'other-tpl');
    const products = await seedProducts(5);
    const [others] = await seedProducts(1, 'other-tpl', OWNER, 'O');
    // Another seller's product that names this template (only an Admin SDK write could).
    const [foreign] = await seedProducts(1, 'tpl', OTHER, 'F');

    const jobId = await change(
      design('Danke!', { name: 'Autumn', language: 'de', complianceMode: true }),
    );
    expect(await jobOf(jobId)).toMatchObject({
      ownerId: OWNER,
      templateId: 'tpl',
      status: 'queued',
    });

    const { outcomes, job } = await sync(jobId, { pageSize: 2, pagesPerSlice: 1 });
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    expect(job).toMatchObject({ status: 'done', total: 5, processed: 5, resumeAfter: 'P0004' });
    expect(job?.finishedAt).toBeInstanceOf(Timestamp);
    for (const id of products) {
      const product = (
        await db.doc(paths.product(id)).withConverter(converters.product).get()
      ).data()!;
      expect(product.card.headline).toBe('Danke!');
      expect(product.appliedTemplate).toEqual({
        id: 'tpl',
        name: 'Autumn',
        logoPath: '',
        language: 'de',
      });
      // The routing the template carries follows too.
      expect(product.complianceMode).toBe(true);
    }
    expect(await headlineOf(others!)).toBe(DEFAULT_CARD_DESIGN.headline);
    expect(await headlineOf(foreign!)).toBe(DEFAULT_CARD_DESIGN.headline);
  });

  it('queues one job per change: the same event twice makes the same job, a later change its own', async () => {
    await seedTemplate(design('One'));
    await seedProducts(1);
    const first = await change(design('Two'));
    const snapshot = await templateRef().get();
    const again: JobTask[] = [];
    const enqueue = (task: JobTask) => {
      again.push(task);
      return Promise.resolve();
    };
    await queueTemplateSync({ db, enqueue }, 'tpl', snapshot, snapshot.updateTime!);
    expect(again).toEqual([{ kind: 'templateSync', jobId: first, slice: 0 }]);
    expect((await db.collection(paths.templateSyncJobs()).get()).size).toBe(1);
    expect(await change(design('Three'))).not.toBe(first);
    expect((await db.collection(paths.templateSyncJobs()).get()).size).toBe(2);
  });

  it('starts no job for a write that changes nothing a product copies', async () => {
    await seedTemplate(design('Same'));
    const before = await templateRef().get();
    await templateRef().update({ updatedAt: FieldValue.serverTimestamp() });
    expect(designChanged(before, await templateRef().get())).toBe(false);
  });
});

describe('stopped mid-way', () => {
  it('resumes after the last page committed, not from the first product, and writes none twice', async () => {
    await seedTemplate(design('Old'));
    const products = await seedProducts(7);
    const jobId = await change(design('New'));
    const stopping = templateSyncKind({
      pageSize: 2,
      afterPage: (processed) => {
        if (processed >= 4) throw new Error('the instance stopped');
      },
    });
    await expect(drainJob(db, stopping, jobId)).rejects.toThrow('the instance stopped');
    // The checkpoint: 4 products, after P0003; the claim released for the task's retry.
    const stopped = await jobOf(jobId);
    expect(stopped).toMatchObject({ status: 'running', processed: 4, resumeAfter: 'P0003' });
    expect(stopped?.run).toEqual({ kind: 'templateSync', slice: 0 });
    expect(await Promise.all(products.map(headlineOf))).toEqual([
      ...Array<string>(4).fill('New'),
      ...Array<string>(3).fill(DEFAULT_CARD_DESIGN.headline),
    ]);
    const firstFour = await updateTimes(products.slice(0, 4));

    const { outcomes, job } = await sync(jobId, { pageSize: 2 });
    expect(outcomes).toEqual(['done']);
    expect(job).toMatchObject({ status: 'done', total: 7, processed: 7 });
    expect(await Promise.all(products.map(headlineOf))).toEqual(Array<string>(7).fill('New'));
    // The four written before the stop were not written again.
    expect(await updateTimes(products.slice(0, 4))).toEqual(firstFour);
  });

  it('writes nothing more once another worker took the job over', async () => {
    await seedTemplate(design('Old'));
    const products = await seedProducts(6);
    const jobId = await change(design('New'));
    // After the first page, another worker's claim (as a task's retry takes over a stale one).
    const overtaken = templateSyncKind({
      pageSize: 2,
      afterPage: async () => {
        await db.doc(paths.templateSyncJob(jobId)).update({
          run: {
            kind: 'templateSync',
            slice: 0,
            claim: { token: 'another-worker', until: Timestamp.fromMillis(Date.now() - 1) },
          },
        });
      },
    });
    await expect(drainJob(db, overtaken, jobId)).rejects.toBeInstanceOf(JobClaimLost);
    expect(await jobOf(jobId)).toMatchObject({ processed: 2, resumeAfter: 'P0001' });
    expect(await Promise.all(products.map(headlineOf))).toEqual([
      'New',
      'New',
      ...Array<string>(4).fill(DEFAULT_CARD_DESIGN.headline),
    ]);
    // The other worker's claim went stale: the retried task takes over and finishes.
    expect((await sync(jobId, { pageSize: 2 })).job).toMatchObject({
      status: 'done',
      processed: 6,
    });
  });
});

describe('a newer change, or a deleted template', () => {
  it('ends the older sync at its next page; the newer job gives every product the newer design', async () => {
    await seedTemplate(design('Old'));
    const products = await seedProducts(6);
    const halfway = await change(design('Halfway'));
    const stop = templateSyncKind({
      pageSize: 2,
      afterPage: (processed) => {
        if (processed >= 2) throw new Error('slice ended');
      },
    });
    await expect(drainJob(db, stop, halfway)).rejects.toThrow('slice ended');
    const newest = await change(design('Newest'));

    // The older sync, resumed, meets the newer design before its next page and ends.
    const before = await updateTimes(products);
    const ended = await sync(halfway, { pageSize: 2 });
    expect(ended.outcomes).toEqual(['done']);
    expect(ended.job).toMatchObject({ status: 'done', processed: 2, superseded: true });
    expect(await updateTimes(products)).toEqual(before);

    expect((await sync(newest, { pageSize: 2 })).job).toMatchObject({
      status: 'done',
      processed: 6,
    });
    expect(await Promise.all(products.map(headlineOf))).toEqual(Array<string>(6).fill('Newest'));
  });

  it('a job of an older change that starts after a newer one writes nothing', async () => {
    await seedTemplate(design('Old'));
    const products = await seedProducts(3);
    const older = await change(design('A'));
    const newer = await change(design('B'));
    await sync(newer);
    const before = await updateTimes(products);
    expect((await sync(older)).job).toMatchObject({
      status: 'done',
      superseded: true,
      processed: 0,
    });
    expect(await updateTimes(products)).toEqual(before);
    expect(await Promise.all(products.map(headlineOf))).toEqual(['B', 'B', 'B']);
  });

  it('ends when the template is deleted: products keep the design they have', async () => {
    await seedTemplate(design('Old'));
    const products = await seedProducts(4);
    const jobId = await change(design('New'));
    const stop = templateSyncKind({
      pageSize: 2,
      afterPage: () => {
        throw new Error('stopped');
      },
    });
    await expect(drainJob(db, stop, jobId)).rejects.toThrow('stopped');
    await templateRef().delete();
    expect((await sync(jobId, { pageSize: 2 })).job).toMatchObject({
      status: 'failed',
      error: 'templateNotFound',
      processed: 2,
    });
    expect(await Promise.all(products.map(headlineOf))).toEqual([
      'New',
      'New',
      DEFAULT_CARD_DESIGN.headline,
      DEFAULT_CARD_DESIGN.headline,
    ]);
  });
});

describe('designChanged', () => {
  const stored = (fields: Record<string, unknown>) => ({ get: (field: string) => fields[field] });
  it('looks at the fields a product copies and nothing else', () => {
    const base = { ...design('A'), ownerId: OWNER, updatedAt: 1 };
    expect(designChanged(stored(base), stored({ ...base, updatedAt: 2 }))).toBe(false);
    expect(designChanged(stored(base), stored({ ...base, name: 'B' }))).toBe(true);
    expect(designChanged(stored(base), stored({ ...base, logoPath: 'logos/x/y.png' }))).toBe(true);
  });
});
