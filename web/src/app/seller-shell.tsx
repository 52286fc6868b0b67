import { Outlet } from 'react-router-dom';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { auth, firebaseApp, firestore, functions, storage } from '@/lib/firebase';

/**
 * The seller side's Firebase context (login and every signed-in screen). A lazy chunk of its own,
 * so the landing page and the customer review page never download Firebase Auth or Firestore.
 */
export function SellerShell() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>
              <Outlet />
            </StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

export default SellerShell;
