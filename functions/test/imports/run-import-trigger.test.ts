import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { importUndoRequest, paths } from '../../src/shared/index.js';
import { adminDb, randomId } from '../integration/review-api-env.js';
import { sheetRows, uploadImport } from './upload.js';

/**
 * The runImportJob trigger on the Functions emulator: the confirm starts the import, the undo
 * request undoes it; the function's own progress writes start nothing (the job ends 'done' once).
 */
const db = adminDb();

async function statusBecomes(jobId: string, status: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = (await db.doc(paths.importJob(jobId)).get()).data();
    if (job?.status === status) return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} is ${job?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('runImportJob (trigger)', () => {
  it('runs a confirmed import and undoes it on request', async () => {
    const owner = randomId('import-seller');
    const jobId = await uploadImport(
      db,
      owner,
      sheetRows([
        { title: 'Trigger board', sku: 'TR-1' },
        { title: 'Trigger bowl', sku: 'TR-2', minRating: 'seven' },
      ]),
    );
    expect(await statusBecomes(jobId, 'done')).toMatchObject({
      processedRows: 2,
      created: 1,
      rejected: 1,
    });
    const products = await db.collection(paths.products()).where('ownerId', '==', owner).get();
    expect(products.docs.map((doc) => doc.get('title'))).toEqual(['Trigger board']);

    await db.doc(paths.importJob(jobId)).update(importUndoRequest(FieldValue.serverTimestamp()));
    expect(await statusBecomes(jobId, 'undone')).toMatchObject({ undoDeleted: 1 });
    expect((await db.doc(paths.product(products.docs[0]!.id)).get()).exists).toBe(false);
  });

  it('leaves an upload that was never confirmed alone', async () => {
    const jobId = await uploadImport(
      db,
      randomId('import-seller'),
      sheetRows([{ title: 'A', sku: 'A' }]),
      {
        confirm: false,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await db.doc(paths.importJob(jobId)).get()).get('status')).toBe('uploading');
  });
});
