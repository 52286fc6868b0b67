import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  chunkImportRows,
  importChunkDoc,
  importConfirm,
  importUploadExpiry,
  newImportJobDoc,
  paths,
  type ImportCells,
  type ImportRow,
  type ImportTitleMode,
} from '../../src/shared/index.js';

export const CARD_TEXTS = { headline: 'How did we do?', callToAction: 'Scan to leave a review' };

/** Rows numbered as a spreadsheet shows them: the header is row 1. */
export function sheetRows(cells: ImportCells[]): ImportRow[] {
  return cells.map((row, i) => ({ row: i + 2, cells: row }));
}

/**
 * Uploads rows and confirms, exactly as the web app does (createImportJob): the job, its chunks,
 * then status 'queued'. Returns the job id.
 */
export async function uploadImport(
  db: Firestore,
  ownerId: string,
  rows: ImportRow[],
  {
    confirm = true,
    fileName = 'products.csv',
    titles,
  }: { confirm?: boolean; fileName?: string; titles?: ImportTitleMode } = {},
): Promise<string> {
  const chunks = chunkImportRows(rows);
  const expiresAt = importUploadExpiry(Date.now());
  const job = db.collection(paths.importJobs()).doc();
  await job.set(
    newImportJobDoc(
      ownerId,
      ownerId,
      {
        fileName,
        rowCount: rows.length,
        chunkCount: chunks.length,
        cardTexts: CARD_TEXTS,
        ...(titles ? { titles } : {}),
      },
      FieldValue.serverTimestamp(),
      expiresAt,
    ),
  );
  await Promise.all(
    chunks.map((chunk, index) =>
      db
        .doc(paths.importChunk(job.id, index))
        .set(importChunkDoc(ownerId, index, chunk, expiresAt)),
    ),
  );
  if (confirm) await job.update(importConfirm(FieldValue.serverTimestamp()));
  return job.id;
}
