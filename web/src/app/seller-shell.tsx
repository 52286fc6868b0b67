import { Outlet, type LoaderFunctionArgs } from 'react-router-dom';
import { loadCatalogParts } from '@/i18n/catalogs';
import { appPart } from '@/i18n/parts/app';
import { browserLocale } from '@/i18n/locale';
import { SessionProvider } from '@/lib/auth/session';
import { auth } from '@/lib/firebase-auth';
import { withChunkErrors } from '@/lib/chunk-reload';

/** The seller side's part of the catalog (i18n/catalog-parts.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  await withChunkErrors(() => loadCatalogParts(browserLocale(params.locale), [appPart]))();
  return null;
}

/**
 * The seller side's sign-in state (login and every signed-in screen): Firebase Auth only. A lazy
 * chunk of its own, so the landing page and the customer review page never download Firebase;
 * Firestore comes with the signed-in screens (app/data-shell.tsx).
 */
export function SellerShell() {
  return (
    <SessionProvider auth={auth}>
      <Outlet />
    </SessionProvider>
  );
}

export default SellerShell;
