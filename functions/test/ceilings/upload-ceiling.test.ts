import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { limitUnconfirmedUploads } from '../../src/domains/imports/upload-ceiling.js';
import {
  MAX_UNCONFIRMED_UPLOADS_PER_SELLER,
  paths,
  type ImportCells,
} from '../../src/shared/index.js';
import { sheetRows, uploadImport } from '../imports/upload.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The unconfirmed-uploads ceiling (docs/decisions.md, "Ceilings") against the real Firestore
 * emulator: an upload beyond it is refused with its reason and loses its chunks; another seller's
 * uploads and the seller's confirmed or finished jobs do not count.
 */
const { db } = useAdminFirestore('demo-qr-reviews-upload-ceiling');
const OWNER = 'seller-owner';
const OTHER = 'seller-other';

function rows(count: number, prefix: string): ImportCells[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${prefix} ${i}`,
    sku: `${prefix}-${i}`,
  }));
}

/** An upload as the browser leaves it before the seller confirms: the job and its chunks. */
function unconfirmedUpload(ownerId: string, prefix: string) {
  return uploadImport(db, ownerId, sheetRows(rows(3, prefix)), { confirm: false });
}

async function chunkCount(jobId: string) {
  return (await db.collection(paths.importChunks(jobId)).get()).size;
}

async function jobOf(jobId: string) {
  return (await db.doc(paths.importJob(jobId)).get()).data();
}

describe('unconfirmed uploads per seller', () => {
  it('refuses the upload beyond the ceiling and deletes its chunks, whichever check runs first', async () => {
    const jobs = [];
    for (let i = 0; i <= MAX_UNCONFIRMED_UPLOADS_PER_SELLER; i++) {
      jobs.push(await unconfirmedUpload(OWNER, `U${i}`));
    }
    const otherJob = await unconfirmedUpload(OTHER, 'O');
    expect(await chunkCount(jobs.at(-1)!)).toBeGreaterThan(0);

    const outcomes = await Promise.all(
      [...jobs].reverse().map((jobId) => limitUnconfirmedUploads(db, jobId)),
    );
    expect(outcomes.reverse()).toEqual([
      ...Array<string>(MAX_UNCONFIRMED_UPLOADS_PER_SELLER).fill('within'),
      'refused',
    ]);
    expect(await limitUnconfirmedUploads(db, otherJob)).toBe('within');

    const refused = await jobOf(jobs.at(-1)!);
    expect(refused).toMatchObject({ status: 'failed', error: 'unconfirmedUploadsLimit' });
    expect(refused?.finishedAt).toBeInstanceOf(Timestamp);
    expect(await chunkCount(jobs.at(-1)!)).toBe(0);
    for (const jobId of [...jobs.slice(0, -1), otherJob]) {
      expect(await jobOf(jobId)).toMatchObject({ status: 'uploading' });
      expect(await chunkCount(jobId)).toBeGreaterThan(0);
    }

    // A second delivery of the event changes nothing more.
    expect(await limitUnconfirmedUploads(db, jobs.at(-1)!)).toBe('notUploading');
    expect(await jobOf(jobs.at(-1)!)).toMatchObject({ error: 'unconfirmedUploadsLimit' });
  });

  it('keeps one of 10 uploads checked at once at one below the ceiling, whichever check runs first', async () => {
    for (let i = 0; i < MAX_UNCONFIRMED_UPLOADS_PER_SELLER - 1; i++) {
      await unconfirmedUpload(OWNER, `Earlier${i}`);
    }
    // One after another (uploads created in the very same instant refuse each other).
    const burst = [];
    for (let i = 0; i < 10; i++) burst.push(await unconfirmedUpload(OWNER, `Burst${i}`));
    const outcomes = await Promise.all(burst.map((jobId) => limitUnconfirmedUploads(db, jobId)));
    expect(outcomes.filter((outcome) => outcome === 'within')).toHaveLength(1);
    const uploading = await db
      .collection(paths.importJobs())
      .where('ownerId', '==', OWNER)
      .where('status', '==', 'uploading')
      .get();
    expect(uploading.size).toBe(MAX_UNCONFIRMED_UPLOADS_PER_SELLER);
  });

  it('does not count confirmed, finished or refused jobs', async () => {
    await uploadImport(db, OWNER, sheetRows(rows(2, 'Q')));
    for (const status of ['running', 'done', 'failed', 'undone']) {
      await db.collection(paths.importJobs()).add({
        ownerId: OWNER,
        status,
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    const jobs = [];
    for (let i = 0; i < MAX_UNCONFIRMED_UPLOADS_PER_SELLER; i++) {
      jobs.push(await unconfirmedUpload(OWNER, `K${i}`));
    }
    expect(await limitUnconfirmedUploads(db, jobs.at(-1)!)).toBe('within');

    // Once one upload is confirmed, the next one fits again.
    const extra = await unconfirmedUpload(OWNER, 'X');
    expect(await limitUnconfirmedUploads(db, extra)).toBe('refused');
    await db.doc(paths.importJob(jobs[0]!)).update({ status: 'queued' });
    const next = await unconfirmedUpload(OWNER, 'N');
    expect(await limitUnconfirmedUploads(db, next)).toBe('within');
    expect(await jobOf(next)).toMatchObject({ status: 'uploading' });
  });
});
