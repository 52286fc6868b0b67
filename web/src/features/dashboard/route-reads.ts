import type { Firestore } from 'firebase/firestore';
import { startRead } from '@/lib/server-state/server-state';
import { productYearPath, sellerYearPath } from './api/get-analytics';
import { productSummaryQuery } from './api/get-product-summary';
import { sellerSettingsQuery } from './api/seller-time-zone';
import {
  prefetchYears,
  rankingLoader,
  rankingYearsToRead,
  yearLoader,
} from './hooks/use-analytics-years';
import { ratingOf, RATING_PARAM, TAB_PARAM, tabOf } from './lib/dashboard-params';

/**
 * The reads the dashboard feature's screens need for their first paint, started by the routes'
 * loaders before the screens' code has loaded (docs/decisions.md, "Server state"); the screens
 * find them in the cache through the same queries.
 */

/** /dashboard/{id}: the product, and on the analytics tab the URL range's year documents. */
export function startProductDashboardReads(firestore: Firestore, id: string, url: URL) {
  startRead(productSummaryQuery(firestore, id));
  if (tabOf(url.searchParams.get(TAB_PARAM)) === 'analytics') {
    prefetchYears(yearLoader(firestore, `product:${id}`, productYearPath(id)), url.searchParams);
  }
}

/** /overview: the seller's settings (the zone), year documents and ranking years. */
export function startOverviewReads(firestore: Firestore, uid: string, url: URL) {
  startRead(sellerSettingsQuery(firestore, uid));
  prefetchYears(yearLoader(firestore, `seller:${uid}`, sellerYearPath(uid)), url.searchParams);
  prefetchYears(rankingLoader(firestore, uid), url.searchParams, rankingYearsToRead);
}

/** The dashboard tab (and inbox rating filter) the URL opens. */
export function dashboardPlace(url: URL) {
  return {
    tab: tabOf(url.searchParams.get(TAB_PARAM)),
    rating: ratingOf(url.searchParams.get(RATING_PARAM)),
  };
}
