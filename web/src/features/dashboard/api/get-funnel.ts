import { FUNNEL_EVENTS, funnelDayKey, paths, type FunnelEvent } from '@shared';
import {
  collection,
  documentId,
  getDocs,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';

/** The funnel's counters; a counter no event has created yet is 0. */
export const FUNNEL_STEPS = FUNNEL_EVENTS;
export type FunnelStep = FunnelEvent;
export type FunnelCounts = Record<FunnelStep, number>;

export interface FunnelDay extends FunnelCounts {
  day: string;
}

/**
 * Day buckets (UTC yyyy-mm-dd ids) of the last `days` days, oldest first, with their totals.
 * Filtered on ownerId == the seller: the rules let a seller read only counters stamped with their
 * id (equality plus the document-id range needs no composite index).
 */
export async function getFunnel(
  firestore: Firestore,
  productId: string,
  ownerId: string,
  days: number,
  now: Date = new Date(),
): Promise<{ days: FunnelDay[]; totals: FunnelCounts }> {
  const from = funnelDayKey(new Date(now.getTime() - (days - 1) * 86_400_000));
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.funnel(productId)),
      where('ownerId', '==', ownerId),
      where(documentId(), '>=', from),
      orderBy(documentId()),
    ),
  );
  const totals = Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as FunnelCounts;
  const rows = snapshot.docs.map((day) => {
    const data = day.data() as Partial<FunnelCounts>;
    const counts = Object.fromEntries(
      FUNNEL_STEPS.map((step) => [step, data[step] ?? 0]),
    ) as FunnelCounts;
    FUNNEL_STEPS.forEach((step) => (totals[step] += counts[step]));
    return { day: day.id, ...counts };
  });
  return { days: rows, totals };
}
