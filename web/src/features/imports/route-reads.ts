import type { Firestore } from 'firebase/firestore';
import { startRead } from '@/lib/server-state/server-state';
import { recentImportJobsLiveQuery } from './hooks/use-import-jobs';

/** /imports: the latest import jobs, started by the route's loader (docs/decisions.md, "Server state"). */
export function startImportsReads(firestore: Firestore, uid: string) {
  startRead(recentImportJobsLiveQuery(firestore, uid));
}
