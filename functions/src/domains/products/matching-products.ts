import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  matchesPlan,
  paths,
  productQueryPlan,
  type ProductFilter,
} from '../../shared/index.js';

/**
 * The seller's products matching a list filter, for bulk jobs: the same query plan the product
 * list runs (shared productQueryPlan: the products, or while searching their search documents),
 * in document id order so a job can continue after the last id it worked on, with the in-page
 * search check applied here too.
 */
export interface MatchingPage {
  /** Matching products of this page, owned by the seller (each exists). */
  products: DocumentSnapshot[];
  /** The last document id read (matching or not): the next page starts after it. */
  lastId: string | null;
  /** False when this was the last page. */
  more: boolean;
}

export interface MatchingOptions {
  /** Continue after this document id. */
  after?: string | null;
  /** Documents read per page. */
  pageSize: number;
  /** Leave out products created after this time (those the seller could not have seen). */
  createdUpTo?: Timestamp | null;
}

function matchingQuery(db: Firestore, ownerId: string, filter: ProductFilter): Query {
  const plan = productQueryPlan(ownerId, filter);
  let query: Query = db.collection(plan.collection);
  for (const { path, value } of plan.equals)
    query = query.where(new FieldPath(...path), '==', value);
  return query.orderBy(FieldPath.documentId());
}

export async function matchingProductsPage(
  db: Firestore,
  ownerId: string,
  filter: ProductFilter,
  options: MatchingOptions,
): Promise<MatchingPage> {
  const plan = productQueryPlan(ownerId, filter);
  let query = matchingQuery(db, ownerId, filter).limit(options.pageSize);
  if (options.after) query = query.startAfter(options.after);
  const snapshot = await query.get();
  const matching = snapshot.docs.filter(
    (doc) => doc.get('ownerId') === ownerId && matchesPlan(plan, doc),
  );
  // A search reads the search documents; the products are read by their ids (one that is gone
  // by now, its search document not yet deleted, is left out).
  const found: DocumentSnapshot[] =
    plan.collection === COLLECTIONS.products || matching.length === 0
      ? matching
      : await db.getAll(...matching.map((doc) => db.doc(paths.product(doc.id))));
  const upTo = options.createdUpTo?.toMillis();
  const products = found.filter((doc) => {
    if (!doc.exists || doc.get('ownerId') !== ownerId) return false;
    const createdAt: unknown = doc.get('createdAt');
    return upTo === undefined || !(createdAt instanceof Timestamp) || createdAt.toMillis() <= upTo;
  });
  return {
    products,
    lastId: snapshot.docs.at(-1)?.id ?? options.after ?? null,
    more: snapshot.size === options.pageSize,
  };
}
