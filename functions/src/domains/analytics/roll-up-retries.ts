import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '../../shared/index.js';
import { converters, validData } from '../../platform/firestore.js';
import { isWindowOpen, latestClosedWindow, rollUpSeller } from './roll-up.js';

/** Markers handled per sweep; more wait for the next one. */
const SWEEP_LIMIT = 200;

/**
 * The fallback for roll-ups Cloud Tasks could not take (analyticsRollUpRetries/{uid}, committed
 * together with the event that found the queue unreachable): every marked seller whose marked
 * window has closed is rolled up through the latest closed window, then the marker is deleted,
 * unless it was written again meanwhile (a newer failure keeps it for the next sweep).
 */
export async function rollUpMarkedSellers(
  db: Firestore,
  now = Date.now(),
): Promise<{ sellers: number; waiting: number }> {
  const markers = await db
    .collection(paths.analyticsRollUpRetries())
    .limit(SWEEP_LIMIT)
    .withConverter(converters.rollUpRetry)
    .get();
  let sellers = 0;
  let waiting = 0;
  for (const marker of markers.docs) {
    const data = validData(marker);
    if (data && isWindowOpen(data.window, now)) {
      waiting += 1;
      continue;
    }
    const result = await rollUpSeller(db, data?.ownerId ?? marker.id, latestClosedWindow(now));
    if (!result.complete) {
      waiting += 1;
      continue;
    }
    await marker.ref.delete({ lastUpdateTime: marker.updateTime }).catch(() => undefined);
    sellers += 1;
  }
  return { sellers, waiting };
}
