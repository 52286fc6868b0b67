import { paths, sumCaseStats } from '@shared';
import { CaseDoc, CaseMessageDoc, CaseStatsDoc, type CaseStatus } from '@shared/schemas/cases';
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { schemaConverter } from '@/lib/firestore';

const caseConverter = schemaConverter(CaseDoc);
const messageConverter = schemaConverter(CaseMessageDoc);

export type CaseCursor = QueryDocumentSnapshot<CaseDoc>;

export interface CaseRow {
  id: string;
  status: CaseStatus;
  contact: CaseDoc['contact'];
  /** null only in the instant between a write and its server timestamp. */
  createdAt: Date | null;
  lastActivityAt: Date | null;
  messageCount: number;
}

export interface CasesPage {
  rows: CaseRow[];
  /** Start of the next page, or null on the last page. */
  next: CaseCursor | null;
}

/**
 * One page of a product's cases, the latest activity first, optionally of one status. Every query
 * filters on ownerId (firestore.rules); firestore.indexes.json covers each combination.
 */
export async function getCasesPage(
  firestore: Firestore,
  ownerId: string,
  productId: string,
  status: CaseStatus | null,
  pageSize: number,
  after: CaseCursor | null,
): Promise<CasesPage> {
  const constraints: QueryConstraint[] = [
    where('ownerId', '==', ownerId),
    where('productId', '==', productId),
  ];
  if (status) constraints.push(where('status', '==', status));
  constraints.push(orderBy('lastActivityAt', 'desc'));
  if (after) constraints.push(startAfter(after));
  constraints.push(limit(pageSize + 1));
  const snapshot = await getDocsFromServer(
    query(collection(firestore, paths.cases()).withConverter(caseConverter), ...constraints),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    rows: docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        status: data.status,
        contact: data.contact,
        createdAt: data.createdAt?.toDate() ?? null,
        lastActivityAt: data.lastActivityAt?.toDate() ?? null,
        messageCount: data.messageCount,
      };
    }),
    next: snapshot.docs.length > pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

export interface CaseMessageRow {
  id: string;
  author: CaseMessageDoc['author'];
  /** A relayed seller reply: the display name of the member who wrote it. */
  authorName: string | null;
  /** A seller reply: the member who wrote it (their uid). */
  createdBy: string | null;
  text: string;
  createdAt: Date | null;
}

/** The latest `max` messages of a case, oldest first (a thread holds at most 200). */
export async function getCaseMessages(
  firestore: Firestore,
  ownerId: string,
  caseId: string,
  max: number,
): Promise<CaseMessageRow[]> {
  const snapshot = await getDocsFromServer(
    query(
      collection(firestore, paths.caseMessages(caseId)).withConverter(messageConverter),
      where('ownerId', '==', ownerId),
      orderBy('createdAt', 'desc'),
      limit(max),
    ),
  );
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        author: data.author,
        authorName: data.authorName ?? null,
        createdBy: data.createdBy ?? null,
        text: data.text,
        createdAt: data.createdAt?.toDate() ?? null,
      };
    })
    .reverse();
}

const statsConverter = schemaConverter(CaseStatsDoc);

/** The key of every product's numbers together (sellers/{uid}/caseStats/all). */
export const ALL_PRODUCTS = 'all';

/**
 * sellers/{uid}/caseStats/{productId}: one read; null while the product has had no case. Every
 * product together ('all'): that document and the shards the functions spread the count over
 * (sellers/{uid}/caseStatsShards, at most CASE_STATS_SHARDS), added up.
 */
export async function getCaseStats(
  firestore: Firestore,
  ownerId: string,
  productId: string,
): Promise<CaseStatsDoc | null> {
  const read = getDocFromServer(
    doc(firestore, paths.caseStats(ownerId, productId)).withConverter(statsConverter),
  );
  if (productId !== ALL_PRODUCTS) {
    const snapshot = await read;
    return snapshot.exists() ? snapshot.data() : null;
  }
  const [all, shards] = await Promise.all([
    read,
    getDocsFromServer(
      query(
        collection(firestore, paths.caseStatsShards(ownerId)).withConverter(statsConverter),
        where('ownerId', '==', ownerId),
      ),
    ),
  ]);
  return sumCaseStats([
    ...(all.exists() ? [all.data()] : []),
    ...shards.docs.map((shard) => shard.data()),
  ]);
}
