import type { Firestore } from 'firebase-admin/firestore';
import {
  InvalidDocumentError,
  addDeltas,
  addStoredDay,
  emptyDayTotals,
  flattenDay,
  paths,
  rankingDeltas,
  sumYearDocs,
  type DayKey,
  type DayTotals,
} from '../../shared/index.js';
import { converters } from '../../platform/firestore.js';
import { getOrCreate } from '../../shared/narrow.js';

/**
 * Everything counted so far for a product or a whole seller, day by day: the read side (year
 * documents) plus what still waits in the write buffer, read at one instant (a read-only
 * transaction), so a roll-up committing meanwhile is seen either wholly or not at all. This is the
 * exact total the dashboards reach after the next roll-up. Reads every year document and the whole
 * buffer: for tests, the benchmarks and support, never a screen (screens read by id, see
 * docs/data-model.md).
 */
export async function countedDays(
  db: Firestore,
  scope: { ownerId: string; productId?: string },
): Promise<Map<DayKey, DayTotals>> {
  const { ownerId, productId } = scope;
  const years = db
    .collection(
      productId ? `${paths.product(productId)}/analytics` : `${paths.seller(ownerId)}/analytics`,
    )
    .withConverter(converters.analyticsYear);
  const buffer = db
    .collection(paths.analyticsBuffer(ownerId))
    .withConverter(converters.analyticsBuffer);
  return db.runTransaction(
    async (tx) => {
      const [yearDocs, bufferDocs] = await Promise.all([tx.get(years), tx.get(buffer)]);
      const days = sumYearDocs(yearDocs.docs.map((doc) => ({ year: doc.id, doc: doc.data() })));
      for (const doc of bufferDocs.docs) {
        let data;
        try {
          data = doc.data();
        } catch (error) {
          if (error instanceof InvalidDocumentError) continue;
          throw error;
        }
        for (const [id, line] of Object.entries(data.p)) {
          if (productId && id !== productId) continue;
          for (const [day, stored] of Object.entries(line.d)) {
            addStoredDay(getOrCreate(days, day, emptyDayTotals), stored);
          }
        }
      }
      return days;
    },
    { readOnly: true },
  );
}

/** The same for the ranking: per product, month → { o, r, t }, read side plus buffer. */
export async function countedRanking(
  db: Firestore,
  ownerId: string,
): Promise<Map<string, Map<string, Record<string, number>>>> {
  const rankings = db
    .collection(`${paths.seller(ownerId)}/rankings`)
    .withConverter(converters.rankingYear);
  const buffer = db
    .collection(paths.analyticsBuffer(ownerId))
    .withConverter(converters.analyticsBuffer);
  return db.runTransaction(
    async (tx) => {
      const [rankingDocs, bufferDocs] = await Promise.all([tx.get(rankings), tx.get(buffer)]);
      const products = new Map<string, Map<string, Record<string, number>>>();
      const monthOf = (id: string, month: string) => {
        const months = getOrCreate(products, id, () => new Map<string, Record<string, number>>());
        return getOrCreate(months, month, () => ({}));
      };
      for (const doc of rankingDocs.docs) {
        for (const [id, line] of Object.entries(doc.data().p)) {
          for (const [mm, counted] of Object.entries(line.m)) {
            addDeltas(monthOf(id, `${doc.id}-${mm}`), counted);
          }
        }
      }
      for (const doc of bufferDocs.docs) {
        for (const [id, line] of Object.entries(doc.data().p)) {
          for (const [day, stored] of Object.entries(line.d)) {
            const ranked = rankingDeltas(flattenDay(stored));
            if (Object.keys(ranked).length > 0) addDeltas(monthOf(id, day.slice(0, 7)), ranked);
          }
        }
      }
      return products;
    },
    { readOnly: true },
  );
}
