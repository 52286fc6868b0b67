import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, IMPORT_UPLOAD_LIFETIME_MS, paths } from '../../shared/index.js';
import { deleteMatching } from '../../platform/lifetimes/delete-documents.js';
import { expiredDocuments, expiredEach } from '../../platform/lifetimes/sweep.js';

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

/** For the lifetime sweep: expired import jobs, each with everything under it. */
export const expiredImportJobs = expiredEach(
  'importJobs',
  (db, now) =>
    db.collection(COLLECTIONS.importJobs).where('expiresAt', '<=', Timestamp.fromDate(now)),
  deleteImportJob,
);

/** Uploads stored before uploads carried an expiry: by their creation time. */
export const staleImportUploads = expiredEach(
  'staleUploads',
  (db, now) =>
    db
      .collection(COLLECTIONS.importJobs)
      .where('status', 'in', ['uploading', 'queued'])
      .where('createdAt', '<=', Timestamp.fromMillis(now.getTime() - IMPORT_UPLOAD_LIFETIME_MS)),
  deleteImportJob,
);

/** Chunks and results whose job is gone (a TTL policy deleted it first). */
export const expiredImportChunks = expiredDocuments('importChunks', COLLECTIONS.importChunks, {
  group: true,
});
export const expiredImportResults = expiredDocuments('importResults', COLLECTIONS.importResults, {
  group: true,
});
