import type { TemplateSyncJobDoc } from '@shared';
import type { Firestore, QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useUser } from '@/lib/firebase';
import { splitRows } from '@/lib/firestore';
import { liveQuery, useLiveState } from '@/lib/server-state/server-state';
import { templateKeys } from '../api/query-keys';
import { progressByTemplate, workingSyncsQuery, type SyncProgress } from '../api/template-syncs';

/** The seller's template syncs under way, as a live query (the screen and the route's loader). */
export const templateSyncsLiveQuery = (firestore: Firestore, uid: string) =>
  liveQuery<QuerySnapshot<TemplateSyncJobDoc>>(
    templateKeys.syncs(uid),
    workingSyncsQuery(firestore, uid),
  );

/**
 * Live: for each template whose products are following a change of its design, how far they
 * are. A template is missing once every product follows (the job is no longer under way). A
 * sync the progress cannot be read of shows nothing: the templates themselves are what the
 * screen is for.
 */
export function useTemplateSyncs(): ReadonlyMap<string, SyncProgress> {
  const firestore = useFirestore();
  const { data: user } = useUser();
  const uid = user?.uid ?? '';
  const live = useLiveState(uid ? templateSyncsLiveQuery(firestore, uid) : null);
  const snapshot = live.snapshot;
  return useMemo(() => progressByTemplate(splitRows(snapshot?.docs ?? []).rows), [snapshot]);
}
