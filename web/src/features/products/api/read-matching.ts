import {
  COLLECTIONS,
  productQueryPlan,
  type InvalidDocumentError,
  type ProductDoc,
  type ProductFilter,
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
import { cursorOf, cursorValues, planListQuery, readProductsByIds } from './products-query';
import { matchesPlan } from '@shared';
import type { ProductRow } from './types';

/** Documents read per step when a bulk download pages through "all matching". */
export const MATCHING_READ_BATCH = 100;

/**
 * Every product matching the list's filter, read in steps of MATCHING_READ_BATCH as the consumer
 * asks for them (a bulk download stops asking at its limit, so reads stay bounded by it). The
 * same query plan as the list (a search reads its search documents, then their products by id);
 * stored products that break the schema are skipped.
 */
export async function* readMatchingProducts(
  firestore: Firestore,
  uid: string,
  filter: ProductFilter,
  onInvalid: (errors: InvalidDocumentError[]) => void = () => {},
): AsyncGenerator<ProductRow> {
  const plan = productQueryPlan(uid, filter);
  const searching = plan.collection === COLLECTIONS.productSearch;
  const base = planListQuery(firestore, plan);
  let after: unknown[] | null = null;
  for (;;) {
    const window = after
      ? [startAfter(...after), limit(MATCHING_READ_BATCH)]
      : [limit(MATCHING_READ_BATCH)];
    const snapshot = await getDocs(query(base, ...window));
    const matching = snapshot.docs.filter((doc) => matchesPlan(plan, doc));
    const products = searching
      ? (
          await readProductsByIds(
            firestore,
            uid,
            matching.map((doc) => doc.id),
          )
        ).docs
      : (matching as QueryDocumentSnapshot<ProductDoc>[]);
    const { rows, invalid } = splitRows(products);
    if (invalid.length > 0) onInvalid(invalid);
    yield* rows as ProductRow[];
    const last = snapshot.docs.at(-1);
    if (!last || snapshot.size < MATCHING_READ_BATCH) return;
    after = cursorValues(plan, cursorOf(plan, last));
  }
}
