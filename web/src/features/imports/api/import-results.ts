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
} from 'firebase/firestore';
import { schemaConverter, splitRows } from '@/lib/firestore';
import { actionRead, fetchRead, readQuery } from '@/lib/server-state/server-state';
import { importKeys } from './query-keys';

const importResultConverter = schemaConverter(ImportResultDoc);

const PAGE = 500;

function results(firestore: Firestore, jobId: string) {
  return collection(firestore, paths.importResults(jobId)).withConverter(importResultConverter);
}

interface RejectedPage {
  rows: ImportResultDoc[];
  /** The row the next page starts after; null after the last page. */
  next: number | null;
}

/**
 * Every rejected row of a job, in row order, read in pages of 500 (a file holds at most 10,000
 * rows). For "Download rejected rows": each page an action's read through the query client
 * (docs/decisions.md, "Reads in event handlers"). Index: ownerId, action, row.
 */
export async function getRejectedResults(
  firestore: Firestore,
  uid: string,
  jobId: string,
): Promise<ImportResultDoc[]> {
  const rows: ImportResultDoc[] = [];
  let after: number | null = null;
  for (;;) {
    const from: number | null = after;
    const page: RejectedPage = await fetchRead(
      actionRead(importKeys.rejected(uid, jobId, from), async (): Promise<RejectedPage> => {
        const snapshot = await getDocs(
          query(
            results(firestore, jobId),
            where('ownerId', '==', uid),
            where('action', '==', 'rejected'),
            orderBy('row'),
            ...(from === null ? [] : [startAfter(from)]),
            limit(PAGE),
          ),
        );
        // The next page starts after the last document read, also one that broke the schema.
        const last: unknown = snapshot.docs.at(-1)?.get('row');
        return {
          rows: splitRows(snapshot.docs).rows,
          next: snapshot.size === PAGE && typeof last === 'number' ? last : null,
        };
      }),
    );
    rows.push(...page.rows);
    if (page.next === null) return rows;
    after = page.next;
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

/** getUndoSkippedResults through the server-state cache (a finished undo's rows never change). */
export const undoSkippedQuery = (firestore: Firestore, uid: string, jobId: string, max: number) =>
  readQuery(importKeys.undoSkipped(uid, jobId), () =>
    getUndoSkippedResults(firestore, uid, jobId, max),
  );
