import {
  ANALYTICS_SHARDS,
  addMonths,
  paths,
  sumShards,
  type AnalyticsShardDoc,
  type DayKey,
  type DayTotals,
  type ProductMonthsDoc,
} from '@shared';
import {
  collection,
  doc,
  documentId,
  FirestoreError,
  getDoc,
  getDocs,
  query,
  where,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';

/** Summed analytics of a product or of a whole account. */
export interface AnalyticsData {
  days: Map<DayKey, DayTotals>;
  /** The zone the counters were written in (the latest write's); null when nothing was counted. */
  timeZone: string | null;
  /** false when any document came from the local cache: an empty screen is then not shown. */
  fromServer: boolean;
}

function fromShards(snapshots: DocumentSnapshot[]): AnalyticsData {
  const docs = snapshots.map((snapshot) => snapshot.data() as AnalyticsShardDoc | undefined);
  return {
    days: sumShards(docs),
    timeZone: docs.find((shard) => typeof shard?.timeZone === 'string')?.timeZone ?? null,
    fromServer: snapshots.every((snapshot) => !snapshot.metadata.fromCache),
  };
}

/**
 * A product's counters: its ANALYTICS_SHARDS shard documents, read by id, whatever the range
 * (4 reads; every range up to 13 months and its comparison period are in them).
 */
export async function getProductAnalytics(
  firestore: Firestore,
  productId: string,
): Promise<AnalyticsData> {
  const snapshots = await Promise.all(
    Array.from({ length: ANALYTICS_SHARDS }, (_, shard) =>
      getDoc(doc(firestore, paths.productAnalyticsShard(productId, shard))),
    ),
  );
  return fromShards(snapshots);
}

/** The same for the whole account: the seller's shards (4 reads). */
export async function getSellerAnalytics(firestore: Firestore, uid: string) {
  const snapshots = await Promise.all(
    Array.from({ length: ANALYTICS_SHARDS }, (_, shard) =>
      getDoc(doc(firestore, paths.sellerAnalyticsShard(uid, shard))),
    ),
  );
  return fromShards(snapshots);
}

/** month ('yyyy-mm') → product id → month totals. */
export type ProductMonths = Map<string, NonNullable<ProductMonthsDoc['p']>>;

/** The months from `fromMonth` to `toMonth`: one read each, whatever the number of products. */
export async function getProductMonths(
  firestore: Firestore,
  uid: string,
  fromMonth: string,
  toMonth: string,
): Promise<{ months: ProductMonths; fromServer: boolean }> {
  const keys: string[] = [];
  for (let month = fromMonth; month <= toMonth; month = addMonths(month, 1)) keys.push(month);
  const snapshots = await Promise.all(
    keys.map((month) => getDoc(doc(firestore, paths.sellerProductMonth(uid, month)))),
  );
  const months: ProductMonths = new Map();
  snapshots.forEach((snapshot, index) => {
    months.set(keys[index]!, (snapshot.data() as ProductMonthsDoc | undefined)?.p ?? {});
  });
  return { months, fromServer: snapshots.every((snapshot) => !snapshot.metadata.fromCache) };
}

/**
 * Titles of the products on the visible page of the ranking (≤ 30 ids per query, one read per
 * product found). A product deleted since is simply absent.
 */
export async function getProductTitles(
  firestore: Firestore,
  uid: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 30) {
    const chunk = ids.slice(start, start + 30);
    try {
      const snapshot = await getDocs(
        query(
          collection(firestore, paths.products()),
          where('ownerId', '==', uid),
          where(documentId(), 'in', chunk),
        ),
      );
      snapshot.docs.forEach((product) => titles.set(product.id, String(product.get('title'))));
    } catch (error) {
      if (!(error instanceof FirestoreError && error.code === 'permission-denied')) throw error;
    }
  }
  return titles;
}
