import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { useEnsureSellerProfile } from '@/lib/auth/use-ensure-seller-profile';
import { auth, firebaseApp } from '@/lib/firebase-auth';
import { firestore } from '@/lib/firebase';

function SignedIn() {
  useEnsureSellerProfile();
  return <Outlet />;
}

/**
 * Firestore and reactfire for the signed-in screens: a lazy chunk below the sign-in gate, so the
 * login page loads Firebase Auth alone (docs/page-speed.md). Storage is lib/firebase-storage.tsx.
 */
export function DataShell() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <SignedIn />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

export default DataShell;
