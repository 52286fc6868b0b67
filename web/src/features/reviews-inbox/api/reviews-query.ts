import { paths, ReviewDoc, type Store } from '@shared';
import {
  collection,
  getCountFromServer,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { schemaConverter } from '@/lib/firestore';

const reviewConverter = schemaConverter(ReviewDoc);

export interface ReviewFilters {
  rating: number | null;
  store: Store | null;
  /** On `published`: true: at or above the minimum only; false: below it only; null: both. */
  published: boolean | null;
  /** true: unread only (docs/decisions.md, "Alerts on unhappy customers"); false: all. */
  unread: boolean;
}

export const NO_FILTERS: ReviewFilters = {
  rating: null,
  store: null,
  published: null,
  unread: false,
};

export interface ReviewRow extends Omit<ReviewDoc, 'createdAt'> {
  id: string;
  /** null only in the instant between a write and its server timestamp. */
  createdAt: Date | null;
}

export type ReviewCursor = QueryDocumentSnapshot<ReviewDoc>;

/**
 * The seller's reviews of one product matching the filters, newest first. Every query filters on
 * ownerId == the seller (firestore.rules let a seller read only reviews stamped with their id);
 * the equality filters plus the createdAt order are covered by the composite indexes in
 * firestore.indexes.json (functions/test/rules/indexes.test.ts checks each combination).
 */
function reviewsQuery(
  firestore: Firestore,
  productId: string,
  ownerId: string,
  filters: ReviewFilters,
): Query<ReviewDoc> {
  const constraints: QueryConstraint[] = [where('ownerId', '==', ownerId)];
  if (filters.rating !== null) constraints.push(where('rating', '==', filters.rating));
  if (filters.store !== null) constraints.push(where('store', '==', filters.store));
  if (filters.published !== null) constraints.push(where('published', '==', filters.published));
  if (filters.unread) constraints.push(where('unread', '==', true));
  return query(
    collection(firestore, paths.reviews(productId)).withConverter(reviewConverter),
    ...constraints,
    orderBy('createdAt', 'desc'),
  );
}

/** Throws InvalidDocumentError for a stored review that does not match the schema. */
function toRow(snapshot: QueryDocumentSnapshot<ReviewDoc>): ReviewRow {
  const { createdAt, ...review } = snapshot.data();
  return { ...review, id: snapshot.id, createdAt: createdAt?.toDate() ?? null };
}

export interface ReviewsPage {
  rows: ReviewRow[];
  /** Start of the next page, or null on the last page. */
  next: ReviewCursor | null;
}

/** One page; asks for one extra document to know whether a next page exists. */
export async function getReviewsPage(
  firestore: Firestore,
  productId: string,
  ownerId: string,
  filters: ReviewFilters,
  pageSize: number,
  after: ReviewCursor | null,
): Promise<ReviewsPage> {
  const base = reviewsQuery(firestore, productId, ownerId, filters);
  // From the server or an error: an unreachable server must not read as an empty inbox.
  const snapshot = await getDocsFromServer(
    after ? query(base, startAfter(after), limit(pageSize + 1)) : query(base, limit(pageSize + 1)),
  );
  const docs = snapshot.docs.slice(0, pageSize);
  return {
    rows: docs.map(toRow),
    next: snapshot.docs.length > pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

export async function countReviews(
  firestore: Firestore,
  productId: string,
  ownerId: string,
  filters: ReviewFilters,
): Promise<number> {
  const snapshot = await getCountFromServer(reviewsQuery(firestore, productId, ownerId, filters));
  return snapshot.data().count;
}
