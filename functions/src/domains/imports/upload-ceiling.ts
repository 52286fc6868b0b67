import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, MAX_UNCONFIRMED_UPLOADS_PER_SELLER, paths } from '../../shared/index.js';
import { deleteImportChunks } from './import-leftovers.js';

/**
 * The unconfirmed-uploads ceiling (docs/decisions.md, "Ceilings"): an import the browser has
 * created but the seller has not confirmed (status 'uploading') may stay only while at most
 * MAX_UNCONFIRMED_UPLOADS_PER_SELLER of the seller's uploads, itself included, created no later
 * than it are unconfirmed. Beyond that it is marked failed with `unconfirmedUploadsLimit` (the
 * chunk rules then refuse any further chunk) and the chunks that already arrived are deleted.
 * A refused upload keeps its upload lifetime, so it goes with the other leftovers within a day.
 * One count() aggregation (one read) per created upload.
 */
export type UploadCeilingOutcome = 'within' | 'refused' | 'notUploading';

export async function limitUnconfirmedUploads(
  db: Firestore,
  jobId: string,
): Promise<UploadCeilingOutcome> {
  const jobRef = db.doc(paths.importJob(jobId));
  const job = (await jobRef.get()).data();
  const ownerId: unknown = job?.ownerId;
  if (job?.status !== 'uploading' || typeof ownerId !== 'string') return 'notUploading';
  // The rules stamp createdAt with the create's own time; without one the job counts itself.
  const createdAt: unknown = job.createdAt;
  const upTo = createdAt instanceof Timestamp ? createdAt : Timestamp.now();
  const snapshot = await db
    .collection(COLLECTIONS.importJobs)
    .where('ownerId', '==', ownerId)
    .where('status', '==', 'uploading')
    .where('createdAt', '<=', upTo)
    .count()
    .get();
  const itself = createdAt instanceof Timestamp ? 0 : 1;
  if (snapshot.data().count + itself <= MAX_UNCONFIRMED_UPLOADS_PER_SELLER) return 'within';

  // Only while it is still unconfirmed: a seller who confirmed in the meantime is under the
  // running-jobs ceiling instead.
  const refused = await db.runTransaction(async (tx) => {
    const current = await tx.get(jobRef);
    if (current.get('status') !== 'uploading') return false;
    tx.update(jobRef, {
      status: 'failed',
      error: 'unconfirmedUploadsLimit',
      finishedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
  if (!refused) return 'notUploading';
  await deleteImportChunks(db, jobId);
  return 'refused';
}
