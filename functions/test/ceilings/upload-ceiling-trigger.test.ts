import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  chunkImportRows,
  importChunkDoc,
  importUploadExpiry,
  MAX_UNCONFIRMED_UPLOADS_PER_SELLER,
  newImportJobDoc,
  paths,
} from '../../src/shared/index.js';
import { converters } from '../../src/platform/firestore.js';
import { CARD_TEXTS, sheetRows } from '../imports/upload.js';
import { adminDb, randomId } from '../integration/review-api-env.js';

/**
 * The limitUnconfirmedUploads trigger on the Functions emulator (docs/decisions.md, "Ceilings"):
 * a seller's upload beyond the unconfirmed-uploads ceiling fails with its reason and loses its
 * chunks as soon as it is created.
 */
const db = adminDb();

/** An unconfirmed upload: the job and its one chunk in one commit, so both exist when it fires. */
async function unconfirmedUpload(ownerId: string) {
  const rows = sheetRows([{ title: 'Upload', sku: randomId('sku') }]);
  const chunks = chunkImportRows(rows);
  const expiresAt = importUploadExpiry(Date.now());
  const job = db.collection(paths.importJobs()).doc();
  const batch = db.batch();
  batch.set(
    job,
    newImportJobDoc(
      ownerId,
      ownerId,
      {
        fileName: 'products.csv',
        rowCount: rows.length,
        chunkCount: chunks.length,
        cardTexts: CARD_TEXTS,
      },
      FieldValue.serverTimestamp(),
      expiresAt,
    ),
  );
  chunks.forEach((chunk, index) =>
    batch.set(
      db.doc(paths.importChunk(job.id, index)),
      importChunkDoc(ownerId, index, chunk, expiresAt),
    ),
  );
  await batch.commit();
  return job.id;
}

const jobOf = async (jobId: string) =>
  (await db.doc(paths.importJob(jobId)).withConverter(converters.importJob).get()).data();
const chunkCount = async (jobId: string) =>
  (await db.collection(paths.importChunks(jobId)).get()).size;

describe('limitUnconfirmedUploads (trigger)', { timeout: 180_000 }, () => {
  it('fails the seller’s upload beyond the ceiling and deletes its chunks; the others stay', async () => {
    const owner = randomId('upload-seller');
    const jobs = [];
    for (let i = 0; i <= MAX_UNCONFIRMED_UPLOADS_PER_SELLER; i++) {
      jobs.push(await unconfirmedUpload(owner));
    }
    const refused = jobs.at(-1)!;
    await expect
      .poll(async () => (await jobOf(refused))?.error, { timeout: 60_000, interval: 250 })
      .toBe('unconfirmedUploadsLimit');
    expect(await jobOf(refused)).toMatchObject({ status: 'failed' });
    await expect.poll(() => chunkCount(refused), { timeout: 60_000, interval: 250 }).toBe(0);
    for (const jobId of jobs.slice(0, -1)) {
      expect(await jobOf(jobId)).toMatchObject({ status: 'uploading' });
      expect(await chunkCount(jobId)).toBe(1);
    }
  });
});
