import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../../shared/index.js';
import { deleteMatching } from '../../platform/lifetimes/delete-documents.js';

/**
 * What an import leaves behind, and when it goes (docs/decisions.md, "Lifetimes"). Small steps a
 * job runner calls as a job ends, and the lifetime sweep calls when a job expires.
 */

/** An import's chunks: only its run reads them, so they go as soon as the run ends. */
export function deleteImportChunks(db: Firestore, jobId: string) {
  return deleteMatching(db, db.collection(paths.importChunks(jobId)));
}

/**
 * Results undo and "Download rejected rows" never read: rows the import left unchanged. Created,
 * updated and rejected rows' results stay as long as the job.
 */
export function deleteUnneededImportResults(db: Firestore, jobId: string) {
  return deleteMatching(
    db,
    db.collection(paths.importResults(jobId)).where('action', '==', 'unchanged'),
  );
}

/** Called when a run ends, done or failed. */
export async function deleteFinishedImportLeftovers(db: Firestore, jobId: string) {
  const chunks = await deleteImportChunks(db, jobId);
  const results = await deleteUnneededImportResults(db, jobId);
  return { chunks: chunks.deleted, results: results.deleted };
}

/** An expired job with everything under it: chunks, results, then the job itself. */
export async function deleteImportJob(db: Firestore, jobId: string) {
  await deleteImportChunks(db, jobId);
  await deleteMatching(db, db.collection(paths.importResults(jobId)));
  await db.doc(paths.importJob(jobId)).delete();
}
