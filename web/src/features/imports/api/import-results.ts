import { IMPORT_UNDO_SKIPPED, paths, ImportResultDoc } from '@shared';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import { schemaConverter, splitRows } from '@/lib/firestore';

const importResultConverter = schemaConverter(ImportResultDoc);

const PAGE = 500;

function results(firestore: Firestore, jobId: string) {
  return collection(firestore, paths.importResults(jobId)).withConverter(importResultConverter);
}

/**
 * Every rejected row of a job, in row order, read in pages of 500 (a file holds at most 10,000
 * rows). For "Download rejected rows". Index: ownerId, action, row.
 */
export async function getRejectedResults(
  firestore: Firestore,
  uid: string,
  jobId: string,
): Promise<ImportResultDoc[]> {
  const rows: ImportResultDoc[] = [];
  let after: number | null = null;
  for (;;) {
    const page: QuerySnapshot<ImportResultDoc> = await getDocs(
      query(
        results(firestore, jobId),
        where('ownerId', '==', uid),
        where('action', '==', 'rejected'),
        orderBy('row'),
        ...(after === null ? [] : [startAfter(after)]),
        limit(PAGE),
      ),
    );
    rows.push(...splitRows(page.docs).rows);
    if (page.size < PAGE) return rows;
    after = page.docs.at(-1)!.data().row;
  }
}

/** The first rows undo could not undo (changed since, reviewed, deleted), in row order. */
export async function getUndoSkippedResults(
  firestore: Firestore,
  uid: string,
  jobId: string,
  max: number,
): Promise<ImportResultDoc[]> {
  const page = await getDocs(
    query(
      results(firestore, jobId),
      where('ownerId', '==', uid),
      where('undo', 'in', [...IMPORT_UNDO_SKIPPED]),
      orderBy('row'),
      limit(max),
    ),
  );
  return splitRows(page.docs).rows;
}
