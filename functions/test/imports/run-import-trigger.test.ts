import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { converters } from '../../src/platform/firestore.js';
import { importUndoRequest, paths } from '../../src/shared/index.js';
import { adminDb, randomId } from '../integration/review-api-env.js';
import { sheetRows, uploadImport } from './upload.js';

/**
 * The runImportJob trigger on the Functions emulator: the confirm starts the import, the undo
 * request undoes it; the function's own progress writes start nothing (the job ends 'done' once).
 */
const db = adminDb();

const job = async (jobId: string) =>
  (await db.doc(paths.importJob(jobId)).withConverter(converters.importJob).get()).data();

/** The job once the trigger has taken it to `status`. */
async function statusBecomes(jobId: string, status: string) {
  await expect
    .poll(async () => (await job(jobId))?.status, { timeout: 60_000, interval: 250 })
    .toBe(status);
  return job(jobId);
}

describe('runImportJob (trigger)', () => {
  it('imports the confirmed rows (one created, one rejected), then deletes the created product on an undo request', async () => {
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
    expect(products.docs.map((doc): unknown => doc.get('title'))).toEqual(['Trigger board']);

    await db.doc(paths.importJob(jobId)).update(importUndoRequest(FieldValue.serverTimestamp()));
    expect(await statusBecomes(jobId, 'undone')).toMatchObject({ undoDeleted: 1 });
    expect((await db.doc(paths.product(products.docs[0]!.id)).get()).exists).toBe(false);
  });

  it('leaves an upload that was never confirmed in uploading, while a later confirmed one runs', async () => {
    const owner = randomId('import-seller');
    const unconfirmed = await uploadImport(db, owner, sheetRows([{ title: 'A', sku: 'A' }]), {
      confirm: false,
    });
    // The positive signal: the trigger has handled a later upload of the same seller to the end.
    const later = await uploadImport(db, owner, sheetRows([{ title: 'B', sku: 'B' }]));
    expect(await statusBecomes(later, 'done')).toMatchObject({ created: 1 });
    expect(await job(unconfirmed)).toMatchObject({ status: 'uploading' });
    const products = await db.collection(paths.products()).where('ownerId', '==', owner).get();
    expect(products.docs.map((doc): unknown => doc.get('sku'))).toEqual(['B']);
  });
});
