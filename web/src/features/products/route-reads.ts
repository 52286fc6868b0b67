import { doc, getDocFromCache, type Firestore } from 'firebase/firestore';
import { paths } from '@shared';
import { startRead } from '@/lib/server-state/server-state';
import { privateRoutingNoticeCount } from './api/private-routing-notice';
import { ownProductQuery } from './api/product-reads';
import { productPageQueries, sellerQuery } from './hooks/use-product-page';
import { parseListParams } from './lib/list-params';

/**
 * The reads the products feature's screens need for their first paint, started by the routes'
 * loaders before the screens' code has loaded (docs/decisions.md, "Server state"). The screens
 * find them in the cache, under way or done, through the same query options.
 */

/** /products: the URL's page of the list, and the profile (the total, the private-routing notice). */
export function startProductListReads(firestore: Firestore, uid: string, url: URL) {
  const params = parseListParams(url.searchParams);
  const page = productPageQueries(firestore, uid, params);
  if (page.live) startRead(page.live);
  if (page.scan) startRead(page.scan);
  // The profile: the list's total, and the private-routing notice's count and dismissal.
  startRead(sellerQuery(firestore, uid));
}

/**
 * Whether /products has its largest element in this device's cache: the private-routing notice,
 * painted from the cached profile. Its rows come from the server only, so without the notice,
 * holding the network would only delay them (docs/decisions.md, "This device's cache"). With one,
 * the notice's code is loaded before the hold goes on, so the browser cannot fall idle, and end
 * the hold, while it is still downloading.
 */
export async function productListPaintsFromCache(firestore: Firestore, uid: string) {
  const profile = await getDocFromCache(doc(firestore, paths.seller(uid)));
  if (privateRoutingNoticeCount(profile) === null) return false;
  await import('./components/private-routing-notice');
  return true;
}

/** /edit/{id}: the product (a new product reads nothing). */
export function startProductEditReads(firestore: Firestore, id: string | undefined) {
  if (id) startRead(ownProductQuery(firestore, id));
}
