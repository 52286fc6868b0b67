import {
  chunkImportRows,
  COLLECTIONS,
  IMPORT_FILE_NAME_MAX_LENGTH,
  ImportJobRequest,
  importChunkDoc,
  importConfirm,
  importUndoRequest,
  mapLimited,
  importUploadExpiry,
  newImportJobDoc,
  paths,
  type ImportCardTexts,
  type ImportRow,
  type ImportTitleMode,
  ImportJobDoc,
} from '@shared';
import {
  collection,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { Actor } from '@/lib/account/actor';
import * as v from 'valibot';
import { schemaConverter } from '@/lib/firestore';
import { actionRead, fetchRead } from '@/lib/server-state/server-state';
import { importKeys } from './query-keys';

const importJobConverter = schemaConverter(ImportJobDoc);

/** Jobs the imports screen lists: the running one and the last few. */
export const RECENT_IMPORT_JOBS = 5;
/** Chunks written at once. */
const UPLOAD_CONCURRENCY = 4;

/** The seller's latest import jobs, newest first (index: ownerId, createdAt desc). */
export function recentImportJobsQuery(firestore: Firestore, uid: string) {
  return query(
    collection(firestore, COLLECTIONS.importJobs).withConverter(importJobConverter),
    where('ownerId', '==', uid),
    orderBy('createdAt', 'desc'),
    limit(RECENT_IMPORT_JOBS),
  );
}

export function importJobRef(firestore: Firestore, jobId: string) {
  return doc(firestore, paths.importJob(jobId)).withConverter(importJobConverter);
}

/**
 * An upload the server refused while it was under way (docs/decisions.md, "Ceilings"): the job
 * has failed with its reason, which the screen shows as it shows any failed job.
 */
export class ImportUploadRefusedError extends Error {
  constructor(readonly jobId: string) {
    super(`Import upload ${jobId} was refused`);
    this.name = 'ImportUploadRefusedError';
  }
}

/**
 * Starts an import: creates importJobs/{id} ('uploading'), writes the rows in chunks, then
 * confirms ('queued'), which starts the runImportJob function. The rules accept exactly these
 * documents. Returns the job id; an upload that fails half-way stays 'uploading' and is never run,
 * one the server refused (the job failed) throws ImportUploadRefusedError.
 */
export async function createImportJob(
  firestore: Firestore,
  actor: Actor,
  upload: {
    fileName: string;
    rows: ImportRow[];
    cardTexts: ImportCardTexts;
    titles?: ImportTitleMode;
  },
  onProgress: (chunksWritten: number, chunks: number) => void = () => {},
): Promise<string> {
  const chunks = chunkImportRows(upload.rows);
  const request = v.parse(ImportJobRequest, {
    fileName: upload.fileName.slice(0, IMPORT_FILE_NAME_MAX_LENGTH) || 'import',
    rowCount: upload.rows.length,
    chunkCount: chunks.length,
    cardTexts: upload.cardTexts,
    ...(upload.titles ? { titles: upload.titles } : {}),
  });
  const job = doc(collection(firestore, COLLECTIONS.importJobs));
  const expiresAt = importUploadExpiry(Date.now());
  await setDoc(
    job,
    newImportJobDoc(actor.accountId, actor.uid, request, serverTimestamp(), expiresAt),
  );
  let written = 0;
  try {
    await mapLimited(
      chunks.map((rows, index) => ({ rows, index })),
      UPLOAD_CONCURRENCY,
      async ({ rows, index }) => {
        await setDoc(
          doc(firestore, paths.importChunk(job.id, index)),
          importChunkDoc(actor.accountId, index, rows, expiresAt),
        );
        onProgress(++written, chunks.length);
      },
    );
    await updateDoc(job, importConfirm(serverTimestamp()));
  } catch (error) {
    // Did the server refuse it (the job failed), or did the upload fail? Read now, through the
    // query client as every action's read.
    const status = await fetchRead(
      actionRead(importKeys.job(job.id), async () => {
        const stored = await getDoc(importJobRef(firestore, job.id));
        return stored.data()?.status ?? null;
      }),
    ).catch(() => null);
    if (status === 'failed') throw new ImportUploadRefusedError(job.id);
    throw error;
  }
  return job.id;
}

/** "Undo this import": the runImportJob function does the work. */
export function requestImportUndo(firestore: Firestore, jobId: string) {
  return updateDoc(doc(firestore, paths.importJob(jobId)), importUndoRequest(serverTimestamp()));
}
