import {
  COLLECTIONS,
  InvalidDocumentError,
  matchesPlan,
  parseStoredDoc,
  paths,
  planOrderBy,
  ProductDoc,
  productQueryPlan,
  type ProductFilter,
  type ProductQueryPlan,
} from '@shared';
import {
  collection,
  doc,
  documentId,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { actionRead, fetchRead } from '@/lib/server-state/server-state';
import { errorCode } from '@shared/narrow';
import { productKeys } from './query-keys';
import type { ProductRow } from './types';

/**
 * Documents read per step when a bulk download pages through "all matching": what the page holds
 * of them at a time (two steps at most, the one being handed over and the next being read). The
 * Firestore emulator sorts the whole query for every step, so fewer, larger steps are what keeps
 * a download of 100,000 products in minutes there (docs/benchmarks/bulk.md).
 */
export const MATCHING_READ_BATCH = 1_000;

/** One step of the read: its products, the documents that broke the schema, where it ends. */
interface MatchingStep {
  rows: ProductRow[];
  invalid: InvalidDocumentError[];
  /** The last document read, where the next step starts; null after the last step. */
  last: QueryDocumentSnapshot | null;
}

/**
 * The list's query (products-query.ts, productsListQuery / searchListQuery: the same plan, the
 * same filters and order, so the same indexes) in Firestore Lite, read raw.
 */
function matchingQuery(firestore: Firestore, plan: ProductQueryPlan) {
  return query(
    collection(firestore, plan.collection),
    ...plan.equals.map(({ path, value }) => where(new FieldPath(...path), '==', value)),
    ...planOrderBy(plan).map((field) =>
      orderBy(field.path ? new FieldPath(...field.path) : documentId(), field.direction),
    ),
  );
}

/** Valid products as rows; the ones that break the schema as errors (lib/firestore.ts, splitRows). */
function productRows(snapshots: readonly DocumentSnapshot[]) {
  const rows: ProductRow[] = [];
  const invalid: InvalidDocumentError[] = [];
  for (const snapshot of snapshots) {
    try {
      rows.push({
        ...parseStoredDoc(ProductDoc, snapshot.ref.path, snapshot.data()),
        id: snapshot.id,
      });
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
      invalid.push(error);
    }
  }
  return { rows, invalid };
}

/**
 * The seller's products with these ids, read one by one, all at once (products-query.ts,
 * readProductsByIds: a gone id or another seller's is refused by the rules and left out).
 */
async function productsByIds(firestore: Firestore, uid: string, ids: readonly string[]) {
  const snapshots = await Promise.all(
    ids.map(async (id) => {
      try {
        return await getDoc(doc(firestore, paths.product(id)));
      } catch (error) {
        if (errorCode(error) === 'permission-denied') return null;
        throw error;
      }
    }),
  );
  return snapshots.filter(
    (snapshot): snapshot is DocumentSnapshot =>
      snapshot?.exists() === true && snapshot.get('ownerId') === uid,
  );
}

async function readMatchingStep(
  firestore: Firestore,
  uid: string,
  plan: ProductQueryPlan,
  after: QueryDocumentSnapshot | null,
): Promise<MatchingStep> {
  const base = matchingQuery(firestore, plan);
  const window = after
    ? [startAfter(after), limit(MATCHING_READ_BATCH)]
    : [limit(MATCHING_READ_BATCH)];
  const snapshot = await getDocs(query(base, ...window));
  const matching = snapshot.docs.filter((each) => matchesPlan(plan, each));
  const products =
    plan.collection === COLLECTIONS.productSearch
      ? await productsByIds(
          firestore,
          uid,
          matching.map((each) => each.id),
        )
      : matching;
  return {
    ...productRows(products),
    last: snapshot.size === MATCHING_READ_BATCH ? (snapshot.docs.at(-1) ?? null) : null,
  };
}

/**
 * Every product matching the list's filter, read in steps of MATCHING_READ_BATCH as the consumer
 * asks for them (a bulk download stops asking at its limit, so reads stay bounded by it). The
 * same query plan as the list (a search reads its search documents, then their products by id);
 * stored products that break the schema are skipped. Read through Firestore Lite, without this
 * device's cache (lib/firestore-once.ts, `firestoreOnce`), the next step while the consumer takes the rows of this one. Each step
 * is an action's read through the query client (docs/decisions.md, "Reads in event handlers"): a
 * transient failure is tried again there, not the whole download.
 */
export async function* readMatchingProducts(
  firestore: Firestore,
  uid: string,
  filter: ProductFilter,
  onInvalid: (errors: InvalidDocumentError[]) => void = () => {},
): AsyncGenerator<ProductRow> {
  const plan = productQueryPlan(uid, filter);
  const read = (after: QueryDocumentSnapshot | null) =>
    fetchRead(
      actionRead(productKeys.matching(uid, filter, after?.ref.path ?? null), () =>
        readMatchingStep(firestore, uid, plan, after),
      ),
    );
  let next: Promise<MatchingStep> | null = read(null);
  while (next) {
    const step: MatchingStep = await next;
    next = step.last ? read(step.last) : null;
    // Handled when awaited; until then a failure must not count as unhandled.
    next?.catch(() => {});
    if (step.invalid.length > 0) onInvalid(step.invalid);
    yield* step.rows;
  }
}
