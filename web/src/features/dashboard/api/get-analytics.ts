import {
  paths,
  sumYearDocs,
  AnalyticsYearDoc,
  type DayKey,
  type DayTotals,
  RankingYearDoc,
} from '@shared';
import {
  doc,
  getDoc,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import { schemaConverter } from '@/lib/firestore';

const analyticsYearConverter = schemaConverter(AnalyticsYearDoc);
const rankingYearConverter = schemaConverter(RankingYearDoc);

/** Summed analytics of a product or of a whole account. */
export interface AnalyticsData {
  days: Map<DayKey, DayTotals>;
  /** The zone the counters were written in (the latest roll-up's); null when nothing was counted. */
  timeZone: string | null;
  /** false when any document came from the local cache: an empty screen is then not shown. */
  fromServer: boolean;
}

/** One year document as read ('yyyy'; null when nothing was counted that year). */
export interface YearRead<T> {
  year: string;
  doc: T | null;
  fromServer: boolean;
}

/**
 * One year document by id, through its schema (a document that does not match throws
 * InvalidDocumentError, which the screen shows as such). One read, also when it does not exist.
 */
async function readYear<T>(
  firestore: Firestore,
  path: string,
  year: string,
  converter: FirestoreDataConverter<T, DocumentData>,
): Promise<YearRead<T>> {
  const snapshot = await getDoc(doc(firestore, path).withConverter(converter));
  return {
    year,
    doc: snapshot.exists() ? snapshot.data() : null,
    fromServer: !snapshot.metadata.fromCache,
  };
}

/** Where a product's or a seller's year documents are: products/{id}/analytics/{yyyy}, … */
export type YearPath = (year: string) => string;
export const productYearPath =
  (productId: string): YearPath =>
  (year) =>
    paths.productAnalyticsYear(productId, year);
export const sellerYearPath =
  (uid: string): YearPath =>
  (year) =>
    paths.sellerAnalyticsYear(uid, year);

export function getAnalyticsYear(firestore: Firestore, path: string, year: string) {
  return readYear(firestore, path, year, analyticsYearConverter);
}

/** The year documents summed by day; the zone of the newest year that has one. */
export function summarizeYears(years: readonly YearRead<AnalyticsYearDoc>[]): AnalyticsData {
  const newestFirst = [...years].sort((a, b) => b.year.localeCompare(a.year));
  return {
    days: sumYearDocs(years),
    timeZone: newestFirst.find((year) => year.doc)?.doc?.timeZone ?? null,
    fromServer: years.every((year) => year.fromServer),
  };
}

/** The seller's ranking years as read, and whether all came from the server. */
export interface RankingData {
  years: YearRead<RankingYearDoc>[];
  fromServer: boolean;
}

/** One of the seller's ranking documents (one read, however many products it ranks). */
export function getRankingYear(firestore: Firestore, uid: string, year: string) {
  return readYear(firestore, paths.sellerRankingYear(uid, year), year, rankingYearConverter);
}
