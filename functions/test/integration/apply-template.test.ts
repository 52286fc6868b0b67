import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { converters } from '../../src/platform/firestore.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { describe, expect, it } from 'vitest';
import { drainJob } from '../../src/platform/jobs/drain-job.js';
import { FINISHED_JOB_RETENTION_MS } from '../../src/platform/jobs/job-runner.js';
import type { BulkJobOptions } from '../../src/domains/products/bulk-job.js';
import { templateJobKind } from '../../src/domains/templates/apply-template.js';
import {
  DEFAULT_CARD_DESIGN,
  newProductDoc,
  newProductInput,
  paths,
  storagePaths,
  type TemplateInput,
} from '../../src/shared/index.js';

/** Apply Template's domain code against the real Firestore emulator (own project id: isolated). */
const PROJECT_ID = 'demo-qr-reviews-apply-template';
const OWNER = 'seller-owner';
const OTHER = 'seller-other';
const { db } = useAdminFirestore(PROJECT_ID);

const template = (overrides: Partial<TemplateInput> = {}): TemplateInput => ({
  name: 'Spring sale',
  card: {
    ...DEFAULT_CARD_DESIGN,
    headline: 'Mulțumim!',
    callToAction: 'Scanați pentru o recenzie',
    brandName: 'Atelier',
    accentColor: '#2e7d32',
    layout: 'minimal',
  },
  qrStyle: { foreground: '#1b5e20', background: '#ffffff', errorCorrection: 'Q' },
  logoPath: storagePaths.logo(OWNER, 'logo.png'),
  language: 'ro',
  complianceMode: true,
  ...overrides,
});

async function seedTemplate(
  id: string,
  ownerId = OWNER,
  input: Omit<TemplateInput, 'complianceMode'> & { complianceMode?: boolean } = template(),
) {
  await db.doc(paths.template(id)).set({
    ...input,
    ownerId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

async function seedProduct(id: string, ownerId = OWNER, complianceMode = true) {
  await db
    .doc(paths.product(id))
    .set(
      newProductDoc(
        { ...newProductInput(), title: `Product ${id}`, complianceMode },
        ownerId,
        FieldValue.serverTimestamp(),
      ),
    );
}

async function seedJob(id: string, productIds: unknown[], templateId = 'tpl', ownerId = OWNER) {
  await db.doc(paths.templateJob(id)).set({
    ownerId,
    templateId,
    productIds,
    status: 'queued',
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Works the job slice by slice in this process; what each slice did, and the job after. */
const runTemplateJob = (jobId: string, options?: BulkJobOptions) =>
  drainJob(db, templateJobKind(options), jobId);

const productData = async (id: string) =>
  (await db.doc(paths.product(id)).withConverter(converters.product).get()).data()!;
const jobData = async (id: string) => (await db.doc(paths.templateJob(id)).get()).data()!;

describe('runTemplateJob', () => {
  it('applies the template to the owner’s products in batches and reports the rest', async () => {
    await seedTemplate('tpl');
    for (const id of ['p1', 'p2', 'p3', 'p4', 'p5']) await seedProduct(id);
    await seedProduct('theirs', OTHER);
    await seedJob('job', ['p1', 'p2', 'missing', 'p3', 'theirs', 'p4', 'p5', 'p1', 'bad/id']);

    const { outcomes } = await runTemplateJob('job', { chunkSize: 3, chunksPerSlice: 1 });
    // Duplicates are counted once: 8 products in slices of 3.
    expect(outcomes).toEqual(['continued', 'continued', 'done']);
    const job = await jobData('job');
    expect(job).toMatchObject({ status: 'done', total: 8, processed: 8, applied: 5 });
    expect(job.finishedAt).toBeInstanceOf(Timestamp);
    // Kept for 30 days after it finished, then the TTL policy deletes it.
    const keptFor =
      (job.expiresAt as Timestamp).toMillis() - (job.finishedAt as Timestamp).toMillis();
    expect(Math.abs(keptFor - FINISHED_JOB_RETENTION_MS)).toBeLessThan(60_000);
    expect(job.failures).toEqual(
      expect.arrayContaining([
        { productId: 'missing', reason: 'notFound' },
        { productId: 'theirs', reason: 'notFound' },
        { productId: 'bad/id', reason: 'invalidProduct' },
      ]),
    );
    expect(job.failures).toHaveLength(3);

    const applied = await productData('p4');
    expect(applied.card).toEqual(template().card);
    expect(applied.qrStyle).toEqual(template().qrStyle);
    expect(applied.appliedTemplate).toEqual({
      id: 'tpl',
      name: 'Spring sale',
      logoPath: storagePaths.logo(OWNER, 'logo.png'),
      language: 'ro',
    });
    expect(applied.title).toBe('Product p4'); // nothing else changes
    expect(applied.stats.reviewCount).toBe(0);

    // Another seller's product is untouched.
    const theirs = await productData('theirs');
    expect(theirs.card).toEqual(newProductInput().card);
    expect(theirs.appliedTemplate).toBeUndefined();
  });

  it('applies the template’s routing: compliance mode on switches private routing off', async () => {
    await seedTemplate('tpl');
    await seedProduct('private', OWNER, false);
    await seedProduct('compliant', OWNER, true);
    await seedJob('job', ['private', 'compliant']);
    expect((await runTemplateJob('job')).job?.applied).toBe(2);
    expect((await productData('private')).complianceMode).toBe(true);
    expect((await productData('compliant')).complianceMode).toBe(true);
  });

  it('a template that routes privately gives its products private routing', async () => {
    await seedTemplate('tpl', OWNER, template({ complianceMode: false }));
    await seedProduct('p1');
    await seedProduct('theirs', OTHER);
    await seedJob('job', ['p1', 'theirs']);
    await runTemplateJob('job');
    expect((await productData('p1')).complianceMode).toBe(false);
    expect((await productData('theirs')).complianceMode).toBe(true);
  });

  it('a template saved before templates carried the routing leaves each product’s own', async () => {
    const { complianceMode: _absent, ...older } = template();
    await seedTemplate('tpl', OWNER, older);
    await seedProduct('private', OWNER, false);
    await seedProduct('compliant', OWNER, true);
    await seedJob('job', ['private', 'compliant']);
    expect((await runTemplateJob('job')).job?.applied).toBe(2);
    const routed = await productData('private');
    expect(routed.card).toEqual(template().card);
    expect(routed.complianceMode).toBe(false);
    expect((await productData('compliant')).complianceMode).toBe(true);
  });

  it('a task delivered again does not run a finished job again', async () => {
    await seedTemplate('tpl');
    await seedProduct('p1');
    await seedJob('job', ['p1']);
    expect((await runTemplateJob('job')).job?.status).toBe('done');
    const before = (await db.doc(paths.product('p1')).get()).updateTime;
    expect((await runTemplateJob('job')).outcomes).toEqual(['ended']);
    expect((await db.doc(paths.product('p1')).get()).updateTime?.isEqual(before!)).toBe(true);
  });

  it('fails the whole job when the template is missing or someone else’s', async () => {
    await seedTemplate('theirs', OTHER);
    await seedProduct('p1');
    await seedJob('job-missing', ['p1'], 'nope');
    await seedJob('job-theirs', ['p1'], 'theirs');
    expect((await runTemplateJob('job-missing')).job).toMatchObject({
      status: 'failed',
      error: 'templateNotFound',
    });
    expect((await runTemplateJob('job-theirs')).job).toMatchObject({
      status: 'failed',
      error: 'templateNotFound',
    });
    expect(await jobData('job-theirs')).toMatchObject({
      status: 'failed',
      error: 'templateNotFound',
    });
    expect((await jobData('job-theirs')).expiresAt).toBeInstanceOf(Timestamp);
    expect((await productData('p1')).appliedTemplate).toBeUndefined();
  });

  it('fails a job whose template does not satisfy the schema', async () => {
    await seedTemplate('broken', OWNER, {
      ...template(),
      card: { ...template().card, accentColor: 'green' },
    });
    await seedProduct('p1');
    await seedJob('job', ['p1'], 'broken');
    expect((await runTemplateJob('job')).job).toMatchObject({
      status: 'failed',
      error: 'invalidTemplate',
    });
  });

  it('fails a malformed job', async () => {
    await seedTemplate('tpl');
    await seedJob('job', 'p1' as unknown as unknown[]);
    expect((await runTemplateJob('job')).job).toMatchObject({
      status: 'failed',
      error: 'invalidJob',
    });
  });
});
