import { InvalidDocumentError, type ImportJobDoc } from '@shared';
import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { splitRows, type Row } from '@/lib/firestore';
import { liveQuery, useLiveState, type LiveState } from '@/lib/server-state/server-state';
import { importJobRef, recentImportJobsQuery } from '../api/import-jobs';
import { importKeys } from '../api/query-keys';

/** The seller's latest import jobs as a live query (the screen and the route's loader). */
export const recentImportJobsLiveQuery = (firestore: Firestore, uid: string) =>
  liveQuery<QuerySnapshot<ImportJobDoc>>(
    importKeys.jobs(uid),
    recentImportJobsQuery(firestore, uid),
  );

/** The seller's latest import jobs, live (one query of at most RECENT_IMPORT_JOBS documents). */
export function useRecentImportJobs(): {
  status: 'loading' | 'error' | 'success';
  jobs: Row<ImportJobDoc>[];
  invalid: InvalidDocumentError[];
  /** True once the server answered (an empty list from the cache is not "no imports yet"). */
  fromServer: boolean;
} {
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  const live = useLiveState<QuerySnapshot<ImportJobDoc>>(
    uid ? recentImportJobsLiveQuery(firestore, uid) : null,
  );
  const { snapshot, fromServer } = live;
  const status = statusOf(live);
  return useMemo(() => {
    const { rows, invalid } = splitRows(snapshot?.docs ?? []);
    return { status, jobs: rows, invalid, fromServer };
  }, [status, snapshot, fromServer]);
}

/** One import job, live: undefined until loaded, null when it does not exist (or is not ours). */
export function useImportJob(jobId: string): {
  status: 'loading' | 'error' | 'success';
  job: ImportJobDoc | null | undefined;
  invalid: InvalidDocumentError | null;
} {
  const firestore = useFirestore();
  const ref = importJobRef(firestore, jobId);
  const live = useLiveState<DocumentSnapshot<ImportJobDoc>>(liveQuery(['doc', ref.path], ref));
  const data = live.snapshot;
  const status = statusOf(live);
  return useMemo(() => {
    if (!data) return { status, job: undefined, invalid: null };
    try {
      return { status, job: data.exists() ? data.data() : null, invalid: null };
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
      return { status, job: null, invalid: error };
    }
  }, [status, data]);
}

function statusOf(live: LiveState<unknown>) {
  return live.status === 'ready' ? 'success' : live.status;
}
