import {
  COLLECTIONS,
  matchesPlan,
  productQueryPlan,
  type InvalidDocumentError,
  type ProductDoc,
  type ProductFilter,
  type ProductQueryPlan,
} from '@shared';
import {
  getDocs,
  limit,
  query,
  startAfter,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { splitRows } from '@/lib/firestore';
import { actionRead, fetchRead } from '@/lib/server-state/server-state';
import { cursorOf, cursorValues, planListQuery, readProductsByIds } from './products-query';
import { productKeys } from './query-keys';
import type { ProductRow } from './types';

/** Documents read per step when a bulk download pages through "all matching". */
export const MATCHING_READ_BATCH = 100;

/** One step of the read: its products, the documents that broke the schema, where it ends. */
interface MatchingStep {
  rows: ProductRow[];
  invalid: InvalidDocumentError[];
  /** Where the next step starts (a cursor token); null after the last. */
  next: string | null;
}

async function readMatchingStep(
  firestore: Firestore,
  uid: string,
  plan: ProductQueryPlan,
  cursor: string | null,
): Promise<MatchingStep> {
  const searching = plan.collection === COLLECTIONS.productSearch;
  const after = cursor === null ? null : cursorValues(plan, cursor);
  const window = after
    ? [startAfter(...after), limit(MATCHING_READ_BATCH)]
    : [limit(MATCHING_READ_BATCH)];
  const snapshot = await getDocs(query(planListQuery(firestore, plan), ...window));
  const matching = snapshot.docs.filter((doc) => matchesPlan(plan, doc));
  const products = searching
    ? (
        await readProductsByIds(
          firestore,
          uid,
          matching.map((doc) => doc.id),
        )
      ).docs
    : // The list query is built with the product converter; matchesPlan's filter drops that type.
      (matching as QueryDocumentSnapshot<ProductDoc>[]);
  const { rows, invalid } = splitRows(products);
  const last = snapshot.docs.at(-1);
  return {
    rows,
    invalid,
    next: last && snapshot.size === MATCHING_READ_BATCH ? cursorOf(plan, last) : null,
  };
}

/**
 * Every product matching the list's filter, read in steps of MATCHING_READ_BATCH as the consumer
 * asks for them (a bulk download stops asking at its limit, so reads stay bounded by it). The
 * same query plan as the list (a search reads its search documents, then their products by id);
 * stored products that break the schema are skipped. Each step is an action's read through the
 * query client (docs/decisions.md, "Reads in event handlers"): a transient failure is tried again
 * there, not the whole download.
 */
export async function* readMatchingProducts(
  firestore: Firestore,
  uid: string,
  filter: ProductFilter,
  onInvalid: (errors: InvalidDocumentError[]) => void = () => {},
): AsyncGenerator<ProductRow> {
  const plan = productQueryPlan(uid, filter);
  let cursor: string | null = null;
  do {
    const from = cursor;
    const step: MatchingStep = await fetchRead(
      actionRead(productKeys.matching(uid, filter, from), () =>
        readMatchingStep(firestore, uid, plan, from),
      ),
    );
    if (step.invalid.length > 0) onInvalid(step.invalid);
    yield* step.rows;
    cursor = step.next;
  } while (cursor !== null);
}
