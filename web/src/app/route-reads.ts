import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  dashboardPlace,
  startOverviewReads,
  startProductDashboardReads,
} from '@/features/dashboard/route-reads';
import { startImportsReads } from '@/features/imports/route-reads';
import {
  productListPaintsFromCache,
  startProductEditReads,
  startProductListReads,
} from '@/features/products/route-reads';
import { startInboxReads } from '@/features/reviews-inbox/route-reads';
import { startTemplatesReads } from '@/features/templates/route-reads';
import { paths } from '@shared';
import { disableNetwork, doc, enableNetwork, getDocFromCache } from 'firebase/firestore';
import { currentAccountId } from '@/lib/account/current-account';
import { deviceCacheOwnerNote } from '@/lib/device-cache-note';
import { currentFirestore } from '@/lib/firebase';
import { auth } from '@/lib/firebase-auth';
import { paintFromCacheFirst } from '@/lib/server-state/cache-first';
import { queryClient } from '@/lib/server-state/query-client';
import { sellerRouteModules } from './seller-routes';

/**
 * The account the signed-in screen shows (lib/account/current-account.ts: the URL's `account`, else
 * the one this browser last showed the person, else their own) once Firebase Auth has restored the
 * session; null when signed out. On the page load's first screen, a screen that `paintsFromCache`
 * (always, or when its check of the cache says so) holds the network until it has painted what this
 * device's cache holds, if the cache is this person's (cache-first.ts).
 */
async function signedInAccount(
  request: Request,
  paintsFromCache: boolean | ((accountId: string) => Promise<boolean>) = false,
  until: 'reads' | 'painted' = 'reads',
): Promise<string | null> {
  await auth.authStateReady();
  const uid = auth.currentUser?.uid ?? null;
  const accountId = uid === null ? null : currentAccountId(new URL(request.url).search, uid);
  await paintFromCacheFirst(
    queryClient,
    {
      disable: () => disableNetwork(currentFirestore()),
      enable: () => enableNetwork(currentFirestore()),
    },
    paintsFromCache !== false && uid !== null && deviceCacheOwnerNote.read() === uid,
    async () => {
      if (uid === null || accountId === null) return false;
      // Every signed-in screen waits for its access check (AccountGate): without the member
      // document in the cache, it would paint nothing until the server answered.
      const member = await getDocFromCache(
        doc(currentFirestore(), paths.accountMember(accountId, uid)),
      );
      if (!member.exists()) return false;
      return typeof paintsFromCache === 'function' ? paintsFromCache(accountId) : true;
    },
    until,
  );
  return accountId;
}

/**
 * What each signed-in screen reads for its first paint, started by its route's loader while the
 * screen's code still loads (docs/decisions.md, "Server state"). Signed out, nothing: the sign-in
 * gate sends the visitor to /login.
 */
export const routeReads = {
  /**
   * Painted from this device's cache first when it holds the private-routing notice, the screen's
   * largest element: the hold lasts until the notice says it painted. The rows wait for the server
   * either way (use-product-page.ts).
   */
  products: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInAccount(
      request,
      async (uid) => {
        if (!(await productListPaintsFromCache(currentFirestore(), uid))) return false;
        // The screen's code before the hold goes on: the browser must not fall idle, and end the
        // hold, while the screen that paints from the cache is still downloading.
        await sellerRouteModules.products();
        return true;
      },
      'painted',
    );
    if (uid) startProductListReads(currentFirestore(), uid, new URL(request.url));
  },
  edit: async ({ params, request }: LoaderFunctionArgs) => {
    if (await signedInAccount(request)) startProductEditReads(currentFirestore(), params.id);
  },
  /**
   * The analytics tab's reads, or the inbox's first page (?tab=reviews[&rating=n]). Painted from
   * this device's cache first: the product's title, its figures (docs/decisions.md, "This
   * device's cache").
   */
  dashboard: async ({ params, request }: LoaderFunctionArgs) => {
    const uid = await signedInAccount(request, true);
    const id = params.id;
    if (!uid || !id) return;
    const url = new URL(request.url);
    startProductDashboardReads(currentFirestore(), id, url);
    const { tab, rating } = dashboardPlace(url);
    if (tab === 'reviews') startInboxReads(currentFirestore(), uid, id, rating);
  },
  overview: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInAccount(request);
    if (uid) startOverviewReads(currentFirestore(), uid, new URL(request.url));
  },
  templates: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInAccount(request);
    if (uid) startTemplatesReads(currentFirestore(), uid);
  },
  imports: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInAccount(request);
    if (uid) startImportsReads(currentFirestore(), uid);
  },
};

export type RouteReadsName = keyof typeof routeReads;
