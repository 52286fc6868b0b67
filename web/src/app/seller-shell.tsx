import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';
import { auth, firebaseApp, firestore, storage } from '@/lib/firebase';

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
