import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { funnelDayKey, paths, type FunnelEvent } from '../shared/index.js';

/**
 * Adds one to today's counter of `event`; the day document is created by the first event. Every
 * write stamps the product owner's id (firestore.rules let only that seller read the counters).
 */
export async function countFunnelEvent(
  db: Firestore,
  productId: string,
  ownerId: string,
  event: FunnelEvent,
  now: Date = new Date(),
): Promise<void> {
  await db
    .doc(paths.funnelDay(productId, funnelDayKey(now)))
    .set({ ownerId, [event]: FieldValue.increment(1) }, { merge: true });
}
