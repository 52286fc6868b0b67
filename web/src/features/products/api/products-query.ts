import { COLLECTIONS, paths, planOrderBy, type ProductDoc, type ProductQueryPlan } from '@shared';
import { PRODUCT_COUNT_CAP } from '@/config/constants';
import {
  collection,
  doc,
  documentId,
  endBefore,
  FieldPath,
  getDoc,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { converters } from '@/lib/firestore';
import { decodeCursor, encodeCursor, type CursorValue } from '../lib/cursor';
import type { PagePosition } from '../lib/list-params';
import { errorCode } from '@shared/narrow';

/**
 * The product list's queries (docs/decisions.md, "Product list at scale"), built from the shared query plan (productQueryPlan):
 * ownerId == the seller (firestore.rules refuse anything else) and the plan's other equality
 * filters, ordered by the sort and the document id. functions/test/rules/indexes.test.ts checks
 * every shape against firestore.indexes.json; functions/test/integration/product-paging.test.ts
 * pages through the emulator with exactly these functions.
 */

function planConstraints(plan: ProductQueryPlan): QueryConstraint[] {
  return plan.equals.map(({ path, value }) => where(new FieldPath(...path), '==', value));
}

function orderConstraints(plan: ProductQueryPlan): QueryConstraint[] {
  return planOrderBy(plan).map((field) =>
    orderBy(field.path ? new FieldPath(...field.path) : documentId(), field.direction),
  );
}

/**
 * Every product a plan without search matches, in list order (no limit): the base of its page
 * queries. A search plan lists search documents instead (searchListQuery).
 */
export function productsListQuery(firestore: Firestore, plan: ProductQueryPlan): Query<ProductDoc> {
  return query(
    collection(firestore, COLLECTIONS.products).withConverter(converters.product),
    ...planConstraints(plan),
    ...orderConstraints(plan),
  );
}

/**
 * The search documents a search plan matches (productSearch/{id}, whose ids are the products'
 * ids), in list order (no limit): the base of a search's page and scan queries. Read raw: only
 * their ids and the fields the in-page check reads (matchesPlan) are used; the rows are the
 * products, read by id (readProductsByIds).
 */
export function searchListQuery(firestore: Firestore, plan: ProductQueryPlan): Query {
  return query(
    collection(firestore, COLLECTIONS.productSearch),
    ...planConstraints(plan),
    ...orderConstraints(plan),
  );
}

/**
 * The base of a plan's page and scan queries: its products, or while searching its search
 * documents; either read raw here (the rows of a plain list convert with converters.product).
 */
export function planListQuery(firestore: Firestore, plan: ProductQueryPlan): Query<DocumentData> {
  return plan.collection === COLLECTIONS.productSearch
    ? searchListQuery(firestore, plan)
    : productsListQuery(firestore, plan);
}

/** The count() query of a filtered list: at most PRODUCT_COUNT_CAP, so at most one read. */
export function productsCountQuery(firestore: Firestore, plan: ProductQueryPlan) {
  return query(
    collection(firestore, plan.collection),
    ...planConstraints(plan),
    limit(PRODUCT_COUNT_CAP),
  );
}

export interface ProductsById {
  /** The products in the order of the ids; an id whose product is gone is left out. */
  docs: QueryDocumentSnapshot<ProductDoc>[];
  fromCache: boolean;
}

/**
 * The seller's products with these ids (a search page's), read one by one, all at once. A search
 * document outlives its product only until the delete's trigger runs: the rules refuse such an id
 * as they refuse another seller's (no existence oracle), and either is left out. Not one `in`
 * query: the rules check such a query document by document, so one gone id would fail the page.
 */
export async function readProductsByIds(
  firestore: Firestore,
  uid: string,
  ids: readonly string[],
): Promise<ProductsById> {
  const snapshots = await Promise.all(
    ids.map(async (id) => {
      try {
        return await getDoc(doc(firestore, paths.product(id)).withConverter(converters.product));
      } catch (error) {
        if (errorCode(error) === 'permission-denied') return null;
        throw error;
      }
    }),
  );
  const docs: QueryDocumentSnapshot<ProductDoc>[] = [];
  for (const snapshot of snapshots) {
    if (snapshot?.exists() && snapshot.get('ownerId') === uid) docs.push(snapshot);
  }
  return {
    docs,
    fromCache: snapshots.some((snapshot) => snapshot?.metadata.fromCache === true),
  };
}

/** What cursors and the in-page search read of a document: its id and raw fields. */
export type RawFields = Pick<DocumentSnapshot, 'id'> & {
  get(field: string | FieldPath): unknown;
};

/** The cursor token of a row: its orderBy values, read raw from the snapshot. */
export function cursorOf(plan: ProductQueryPlan, snapshot: RawFields): string {
  const values: CursorValue[] = planOrderBy(plan).map((field) =>
    // orderBy fields are strings, numbers or Timestamps (the plan orders by those only).
    field.path ? (snapshot.get(new FieldPath(...field.path)) as CursorValue) : snapshot.id,
  );
  return encodeCursor(values);
}

export function cursorValues(plan: ProductQueryPlan, token: string): CursorValue[] | null {
  const values = decodeCursor(token, planOrderBy(plan).length);
  return values && typeof values.at(-1) === 'string' ? values : null;
}

export interface PageQuery<T> {
  query: Query<T>;
  /**
   * How many documents the query asks for: the page and one more, to know whether another page
   * follows it (first, after) or precedes it (before, last).
   */
  size: number;
  /** true: the documents end where the page ends (limitToLast); the extra one is the first. */
  fromEnd: boolean;
}

/** The query of one page at `position`, or null when its cursor is not a valid token. */
export function pageQuery<T>(
  base: Query<T>,
  plan: ProductQueryPlan,
  position: PagePosition,
  pageSize: number,
): PageQuery<T> | null {
  switch (position.kind) {
    case 'first':
      return { query: query(base, limit(pageSize + 1)), size: pageSize + 1, fromEnd: false };
    case 'last':
      return { query: query(base, limitToLast(pageSize + 1)), size: pageSize + 1, fromEnd: true };
    case 'after': {
      const values = cursorValues(plan, position.cursor);
      if (!values) return null;
      return {
        query: query(base, startAfter(...values), limit(pageSize + 1)),
        size: pageSize + 1,
        fromEnd: false,
      };
    }
    case 'before': {
      const values = cursorValues(plan, position.cursor);
      if (!values) return null;
      return {
        query: query(base, endBefore(...values), limitToLast(pageSize + 1)),
        size: pageSize + 1,
        fromEnd: true,
      };
    }
  }
}

/**
 * The rows of a page from the documents its query returned, and whether pages lie before and
 * after it. A page reached forwards knows a previous page exists, one reached backwards a next.
 */
export function pageFromDocs<D>(
  docs: readonly D[],
  position: PagePosition,
  pageSize: number,
): { docs: D[]; hasPrevious: boolean; hasNext: boolean } {
  const extra = docs.length > pageSize;
  switch (position.kind) {
    case 'first':
      return { docs: docs.slice(0, pageSize), hasPrevious: false, hasNext: extra };
    case 'after':
      return { docs: docs.slice(0, pageSize), hasPrevious: true, hasNext: extra };
    case 'before':
      return { docs: docs.slice(-pageSize), hasPrevious: extra, hasNext: true };
    case 'last':
      return { docs: docs.slice(-pageSize), hasPrevious: extra, hasNext: false };
  }
}
