import type { ImportJobDoc, InvalidDocumentError } from '@shared';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection, useFirestoreDoc, useUser } from '@/lib/firebase';
import { splitRows, type Row } from '@/lib/firestore';
import { importJobRef, recentImportJobsQuery } from '../api/import-jobs';

/** The seller's latest import jobs, live (one query of at most RECENT_IMPORT_JOBS documents). */
export function useRecentImportJobs(): {
  status: 'loading' | 'error' | 'success';
  jobs: Row<ImportJobDoc>[];
  invalid: InvalidDocumentError[];
  /** True once the server answered (an empty list from the cache is not "no imports yet"). */
  fromServer: boolean;
} {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const query = useMemo(() => recentImportJobsQuery(firestore, uid), [firestore, uid]);
  const { status, data } = useFirestoreCollection(query);
  return useMemo(() => {
    const { rows, invalid } = splitRows(data?.docs ?? []);
    return { status, jobs: rows, invalid, fromServer: data ? !data.metadata.fromCache : false };
  }, [status, data]);
}

/** One import job, live: undefined until loaded, null when it does not exist (or is not ours). */
export function useImportJob(jobId: string): {
  status: 'loading' | 'error' | 'success';
  job: ImportJobDoc | null | undefined;
  invalid: InvalidDocumentError | null;
} {
  const firestore = useFirestore();
  const ref = useMemo(() => importJobRef(firestore, jobId), [firestore, jobId]);
  const { status, data } = useFirestoreDoc(ref);
  return useMemo(() => {
    if (!data) return { status, job: undefined, invalid: null };
    try {
      return { status, job: data.exists() ? data.data() : null, invalid: null };
    } catch (error) {
      return { status, job: null, invalid: error as InvalidDocumentError };
    }
  }, [status, data]);
}
