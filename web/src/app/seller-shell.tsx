import { Outlet, type LoaderFunctionArgs } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';
import { loadCatalogParts } from '@/i18n/catalogs';
import { browserLocale } from '@/i18n/locale';
import { auth, firebaseApp, firestore, storage } from '@/lib/firebase';
import { withChunkErrors } from '@/lib/chunk-reload';

/** The seller side's part of the catalog (i18n/catalog-parts.ts). */
export async function loader({ params }: LoaderFunctionArgs) {
  await withChunkErrors(() => loadCatalogParts(browserLocale(params.locale), ['app']))();
  return null;
}

/**
 * The seller side's Firebase context (login and every signed-in screen). A lazy chunk of its own,
 * so the landing page and the customer review page never download Firebase Auth or Firestore.
 */
export function SellerShell() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <StorageProvider sdk={storage}>
            <Outlet />
          </StorageProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

export default SellerShell;
