import type { InvalidDocumentError, TemplateDoc } from '@shared';
import type { Firestore, QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { sellerTemplatesQuery, splitRows } from '@/lib/firestore';
import { actionRead, liveQuery, useLiveState } from '@/lib/server-state/server-state';
import { templateKeys } from '../api/query-keys';
import { atTemplateLimit } from '../api/template-limit';
import type { TemplateRow } from '../api/types';

/**
 * The signed-in seller's templates, live, sorted by name. Stored templates that do not match the
 * schema are left out and reported in `invalid`. Honest states (docs/decisions.md, "Product list at scale"): 'success' once the
 * server answered (or, when it cannot be reached, with what the cache holds and `unreachable`);
 * an error keeps the templates already shown.
 */
export function useTemplates(): {
  status: 'loading' | 'error' | 'success';
  templates: TemplateRow[];
  invalid: InvalidDocumentError[];
  unreachable: boolean;
  retry: () => void;
} {
  const firestore = useFirestore();
  const { accountId: uid } = useAccount();
  const live = useLiveState(uid ? templatesLiveQuery(firestore, uid) : null);
  const snapshot = live.unreachable ? live.snapshot : live.confirmed;
  const { templates, invalid } = useMemo(() => {
    const { rows, invalid } = splitRows(snapshot?.docs ?? []);
    rows.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { templates: rows, invalid };
  }, [snapshot]);
  const status =
    live.status === 'error' ? 'error' : live.fromServer || live.unreachable ? 'success' : 'loading';
  return { status, templates, invalid, unreachable: live.unreachable, retry: live.retry };
}

/** The seller's templates as a live query (the screen and the route's loader). */
export const templatesLiveQuery = (firestore: Firestore, uid: string) =>
  liveQuery<QuerySnapshot<TemplateDoc>>(
    templateKeys.all(uid),
    sellerTemplatesQuery(firestore, uid),
  );

/** Whether the seller is at the templates ceiling, read now (after a create was refused). */
export const templateLimitQuery = (firestore: Firestore, uid: string) =>
  actionRead(templateKeys.limit(uid), () => atTemplateLimit(firestore, uid));
