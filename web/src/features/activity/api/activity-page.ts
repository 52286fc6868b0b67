import { ACTIVITY_PAGE_SIZE, ActivityEntryDoc, paths, type ActivityKind } from '@shared';
import {
  collection,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { schemaConverter } from '@/lib/firestore';

const entryConverter = schemaConverter(ActivityEntryDoc);

export type ActivityCursor = QueryDocumentSnapshot<ActivityEntryDoc>;

export interface ActivityRow {
  id: string;
  kind: ActivityKind;
  actorName: string;
  /** null only in the instant between a write and its server timestamp (never: functions write). */
  at: Date | null;
  subject: ActivityEntryDoc['subject'];
  count: number | null;
}

export interface ActivityPage {
  rows: ActivityRow[];
  /** Start of the next (older) page, or null on the last page. */
  next: ActivityCursor | null;
}

/**
 * One page of the account's activity log, newest first, after `after` (docs/decisions.md, "Who
 * did what"): at most ACTIVITY_PAGE_SIZE + 1 documents read (the one more tells whether an older
 * page follows), within the rules' page maximum.
 */
export async function getActivityPage(
  firestore: Firestore,
  accountId: string,
  after: ActivityCursor | null,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<ActivityPage> {
  const constraints: QueryConstraint[] = [orderBy('at', 'desc')];
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize + 1));
  const snapshot = await getDocsFromServer(
    query(
      collection(firestore, paths.accountActivity(accountId)).withConverter(entryConverter),
      ...constraints,
    ),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    rows: docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        kind: data.kind,
        actorName: data.actorName,
        at: data.at?.toDate() ?? null,
        subject: data.subject,
        count: data.count ?? null,
      };
    }),
    next: snapshot.docs.length > pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}
