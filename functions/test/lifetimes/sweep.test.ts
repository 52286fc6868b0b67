import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { runImportJob } from '../support/run-jobs.js';
import { sweepExpired } from '../../src/entry/sweep-purges.js';
import { FINISHED_JOB_RETENTION_MS } from '../../src/platform/jobs/job-runner.js';
import { bucketFor } from '../../src/platform/rate-limit.js';
import { ARRIVAL_LIFETIME_MS, announceArrival } from '../../src/domains/alerts/attention.js';
import { IMPORT_UPLOAD_LIFETIME_MS, paths } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { sheetRows, uploadImport } from '../imports/upload.js';

/**
 * Lifetimes (docs/decisions.md, "Lifetimes") against the real Firestore emulator: what an import
 * run deletes as it ends, and what the lifetime sweep deletes, run with a fake clock (`now`).
 */
const { db } = useAdminFirestore('demo-qr-reviews-lifetimes');
const OWNER = 'seller-owner';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(Date.now() + ms);

async function ids(path: string) {
  return (await db.collection(path).get()).docs.map((doc) => doc.id).sort();
}
const exists = async (path: string) => (await db.doc(path).get()).exists;

describe('an import run, as it ends', () => {
  it('deletes its chunks and the results nothing reads, keeps what undo and the download need', async () => {
    const rows = sheetRows([
      { title: 'Bamboo board', sku: 'BB-1' },
      { title: 'Olive bowl', sku: 'OB-1' },
      // No title and nothing to name the product by (a code would give it a title): rejected.
      { title: '', minRating: '4' },
    ]);
    const first = await uploadImport(db, OWNER, rows);
    await runImportJob(db, first);
    expect(await ids(paths.importChunks(first))).toEqual([]);
    // The same file again: two rows unchanged, one rejected.
    const second = await uploadImport(db, OWNER, rows);
    const summary = await runImportJob(db, second);
    expect(summary).toMatchObject({ status: 'done', unchanged: 2, rejected: 1 });
    expect(await ids(paths.importChunks(second))).toEqual([]);
    const kept = (await db.collection(paths.importResults(second)).get()).docs.map((doc): unknown =>
      doc.get('action'),
    );
    expect(kept).toEqual(['rejected']);
    // The first run's created and rejected rows stay, each with its TTL backstop.
    const firstResults = await db.collection(paths.importResults(first)).get();
    expect(firstResults.docs.map((doc): unknown => doc.get('action')).sort()).toEqual([
      'created',
      'created',
      'rejected',
    ]);
    for (const doc of firstResults.docs) {
      expect((doc.get('expiresAt') as Timestamp).toMillis()).toBeGreaterThan(
        Date.now() + FINISHED_JOB_RETENTION_MS,
      );
    }
  });

  it('deletes the chunks of a run that fails too', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows([{ title: 'A', sku: 'A-1' }]));
    await db.doc(paths.importJob(jobId)).update({ chunkCount: 2 }); // one chunk never arrived
    expect(await runImportJob(db, jobId)).toMatchObject({ status: 'failed' });
    expect(await ids(paths.importChunks(jobId))).toEqual([]);
  });
});

describe('the lifetime sweep', () => {
  it('deletes an upload left unconfirmed, or queued and never run, after 24 hours with its chunks', async () => {
    const rows = sheetRows([{ title: 'A', sku: 'A-1' }]);
    const uploading = await uploadImport(db, OWNER, rows, { confirm: false });
    const queued = await uploadImport(db, OWNER, rows);
    expect(await ids(paths.importChunks(uploading))).toEqual(['0']);

    await sweepExpired(db, later(IMPORT_UPLOAD_LIFETIME_MS - HOUR));
    expect(await exists(paths.importJob(uploading))).toBe(true);
    expect(await exists(paths.importJob(queued))).toBe(true);

    const report = await sweepExpired(db, later(IMPORT_UPLOAD_LIFETIME_MS + HOUR));
    expect(report.importJobs).toBe(2);
    for (const jobId of [uploading, queued]) {
      expect(await exists(paths.importJob(jobId))).toBe(false);
      expect(await ids(paths.importChunks(jobId))).toEqual([]);
    }
  });

  it('deletes an upload stored before uploads carried an expiry, by its age', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows([{ title: 'A', sku: 'A-1' }]), {
      confirm: false,
    });
    await db
      .doc(paths.importJob(jobId))
      .update({ expiresAt: null, createdAt: Timestamp.fromMillis(Date.now() - 2 * DAY) });
    const report = await sweepExpired(db, new Date());
    expect(report.staleUploads).toBe(1);
    expect(await exists(paths.importJob(jobId))).toBe(false);
  });

  it('keeps a finished import for 30 days, then deletes it with its results', async () => {
    const jobId = await uploadImport(db, OWNER, sheetRows([{ title: '', sku: 'X-1' }]));
    await runImportJob(db, jobId);
    expect(await ids(paths.importResults(jobId))).toHaveLength(1);

    await sweepExpired(db, later(FINISHED_JOB_RETENTION_MS - HOUR));
    expect(await exists(paths.importJob(jobId))).toBe(true);

    await sweepExpired(db, later(FINISHED_JOB_RETENTION_MS + HOUR));
    expect(await exists(paths.importJob(jobId))).toBe(false);
    expect(await ids(paths.importResults(jobId))).toEqual([]);
  });

  it('deletes results and chunks whose job a TTL policy deleted first', async () => {
    await db
      .doc(paths.importResult('GoneJob0000000000001', '00000002'))
      .set({ ownerId: OWNER, row: 2, action: 'rejected', expiresAt: later(DAY) });
    await db
      .doc(paths.importChunk('GoneJob0000000000001', 0))
      .set({ ownerId: OWNER, index: 0, rows: [], expiresAt: later(DAY) });
    await sweepExpired(db, later(DAY - HOUR));
    expect(await ids(paths.importResults('GoneJob0000000000001'))).toHaveLength(1);
    const report = await sweepExpired(db, later(DAY + HOUR));
    expect(report).toMatchObject({ importResults: 1, importChunks: 1 });
    expect(await ids(paths.importResults('GoneJob0000000000001'))).toEqual([]);
    expect(await ids(paths.importChunks('GoneJob0000000000001'))).toEqual([]);
  });

  it('deletes finished bulk jobs and rate-limit buckets once they expire, and nothing else', async () => {
    const bucket = bucketFor({ id: 'cp', limit: 5, windowMs: 10 * 60_000 }, 'k_p', Date.now());
    await db.doc(paths.rateLimit(bucket.docId)).set({ count: 1, expiresAt: bucket.expiresAt });
    const expiry = Timestamp.fromMillis(Date.now() + FINISHED_JOB_RETENTION_MS);
    await db
      .doc(paths.templateJob('TemplateJob000000001'))
      .set({ ownerId: OWNER, expiresAt: expiry });
    await db
      .doc(paths.productDeleteJob('DeleteJob00000000001'))
      .set({ ownerId: OWNER, expiresAt: expiry });
    // A running job has no expiry yet: never swept.
    await db
      .doc(paths.productDeleteJob('DeleteJob00000000002'))
      .set({ ownerId: OWNER, status: 'running' });

    const early = await sweepExpired(db, later(DAY - HOUR));
    expect(early).toMatchObject({ rateLimits: 0, templateJobs: 0, productDeleteJobs: 0 });
    expect(await sweepExpired(db, later(DAY + HOUR))).toMatchObject({ rateLimits: 1 });
    expect(await exists(paths.rateLimit(bucket.docId))).toBe(false);

    const report = await sweepExpired(db, later(FINISHED_JOB_RETENTION_MS + HOUR));
    expect(report).toMatchObject({ templateJobs: 1, productDeleteJobs: 1, more: false });
    expect(await ids(paths.productDeleteJobs())).toEqual(['DeleteJob00000000002']);
  });

  it('deletes the jobs the server starts once they expire, ended or never run', async () => {
    const at = (ms: number) => Timestamp.fromMillis(Date.now() + ms);
    const jobs = [
      paths.templateSyncJob('Template000000000001-1'),
      paths.productPurgeJob('Product0000000000001-1'),
      paths.digestRun('2026-11-26T06'),
      paths.analyticsRollUp('a-1'),
      paths.alertFollowUp(`${OWNER}-1`),
    ];
    for (const path of jobs) await db.doc(path).set({ status: 'done', expiresAt: at(DAY) });
    // Still under way: its expiry is the unfinished job's, days ahead.
    await db.doc(paths.productPurgeJob('Product0000000000002-1')).set({
      status: 'running',
      expiresAt: at(8 * DAY),
    });
    expect(await sweepExpired(db, later(DAY - HOUR))).toMatchObject({
      templateSyncJobs: 0,
      productPurgeJobs: 0,
      digestRuns: 0,
      analyticsRollUps: 0,
      alertFollowUps: 0,
    });
    expect(await sweepExpired(db, later(DAY + HOUR))).toMatchObject({
      templateSyncJobs: 1,
      productPurgeJobs: 1,
      digestRuns: 1,
      analyticsRollUps: 1,
      alertFollowUps: 1,
      more: false,
    });
    for (const path of jobs) expect(await exists(path)).toBe(false);
    expect(await exists(paths.productPurgeJob('Product0000000000002-1'))).toBe(true);
  });

  it("deletes a review's arrival whose alert run failed, a week after the review was stored", async () => {
    // As the submission's commit writes it; no alert trigger runs in this project, as if it failed.
    const storedAt = new Date();
    await db.runTransaction(async (tx) => {
      announceArrival(db, tx, OWNER, 'Product0000000000001', 'Review00000000000001', storedAt);
    });
    const arrival = paths.attentionArrival(OWNER, 'Product0000000000001', 'Review00000000000001');
    expect((await db.doc(arrival).get()).get('expiresAt')).toEqual(
      Timestamp.fromMillis(storedAt.getTime() + ARRIVAL_LIFETIME_MS),
    );
    expect(await sweepExpired(db, later(ARRIVAL_LIFETIME_MS - HOUR))).toMatchObject({
      attentionArrivals: 0,
    });
    expect(await exists(arrival)).toBe(true);
    expect(await sweepExpired(db, later(ARRIVAL_LIFETIME_MS + HOUR))).toMatchObject({
      attentionArrivals: 1,
    });
    expect(await exists(arrival)).toBe(false);
  });
});
