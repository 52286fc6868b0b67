import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import {
  matchesSearch,
  paths,
  productQueryPlan,
  productSearchTerms,
  type ProductFilter,
} from '../shared/index.js';

/**
 * The seller's products matching a list filter, for bulk jobs: the same query plan the product
 * list runs (shared productQueryPlan), in document id order so a job can continue after the last
 * id it worked on, with the in-page search check applied here too.
 */
export interface MatchingPage {
  /** Matching products of this page, owned by the seller. */
  products: QueryDocumentSnapshot[];
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
  let query: Query = db.collection(paths.products());
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
  const upTo = options.createdUpTo?.toMillis();
  const products = snapshot.docs.filter((doc) => {
    if (doc.get('ownerId') !== ownerId) return false;
    const createdAt = doc.get('createdAt') as Timestamp | undefined;
    if (upTo !== undefined && createdAt && createdAt.toMillis() > upTo) return false;
    if (!plan.search.needsPageFilter) return true;
    return matchesSearch(
      productSearchTerms({
        id: doc.id,
        title: String(doc.get('title') ?? ''),
        sku: String(doc.get('sku') ?? ''),
        links: {
          amazon: String(doc.get('links.amazon') ?? ''),
          emag: String(doc.get('links.emag') ?? ''),
          shopify: String(doc.get('links.shopify') ?? ''),
        },
      }),
      plan.search,
    );
  });
  return {
    products,
    lastId: snapshot.docs.at(-1)?.id ?? options.after ?? null,
    more: snapshot.size === options.pageSize,
  };
}
