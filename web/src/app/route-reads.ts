import type { LoaderFunctionArgs } from 'react-router-dom';
import {
  dashboardPlace,
  startOverviewReads,
  startProductDashboardReads,
} from '@/features/dashboard/route-reads';
import { startImportsReads } from '@/features/imports/route-reads';
import { startProductEditReads, startProductListReads } from '@/features/products/route-reads';
import { startInboxReads } from '@/features/reviews-inbox/route-reads';
import { startTemplatesReads } from '@/features/templates/route-reads';
import { firestore } from '@/lib/firebase';
import { auth } from '@/lib/firebase-auth';
import '@/lib/server-state/session-cache';

/** The signed-in seller's uid once Firebase Auth has restored the session; null when signed out. */
async function signedInUid(): Promise<string | null> {
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

/**
 * What each signed-in screen reads for its first paint, started by its route's loader while the
 * screen's code still loads (docs/decisions.md, "Server state"). Signed out, nothing: the sign-in
 * gate sends the visitor to /login.
 */
export const routeReads = {
  products: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInUid();
    if (uid) startProductListReads(firestore, uid, new URL(request.url));
  },
  edit: async ({ params }: LoaderFunctionArgs) => {
    if (await signedInUid()) startProductEditReads(firestore, params.id);
  },
  /** The analytics tab's reads, or the inbox's first page (?tab=reviews[&rating=n]). */
  dashboard: async ({ params, request }: LoaderFunctionArgs) => {
    const uid = await signedInUid();
    const id = params.id;
    if (!uid || !id) return;
    const url = new URL(request.url);
    startProductDashboardReads(firestore, id, url);
    const { tab, rating } = dashboardPlace(url);
    if (tab === 'reviews') startInboxReads(firestore, uid, id, rating);
  },
  overview: async ({ request }: LoaderFunctionArgs) => {
    const uid = await signedInUid();
    if (uid) startOverviewReads(firestore, uid, new URL(request.url));
  },
  templates: async () => {
    const uid = await signedInUid();
    if (uid) startTemplatesReads(firestore, uid);
  },
  imports: async () => {
    const uid = await signedInUid();
    if (uid) startImportsReads(firestore, uid);
  },
};

export type RouteReadsName = keyof typeof routeReads;
