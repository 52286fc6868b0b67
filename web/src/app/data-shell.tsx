import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { AccountProvider } from '@/lib/account/account-provider';
import { useEnsureSellerProfile } from '@/lib/auth/use-ensure-seller-profile';
import { auth, firebaseApp } from '@/lib/firebase-auth';
import { currentFirestore } from '@/lib/firebase';

function SignedIn() {
  useEnsureSellerProfile();
  return (
    <AccountProvider>
      <Outlet />
    </AccountProvider>
  );
}

/**
 * Firestore for the signed-in screens: a lazy chunk below the sign-in gate, so the login page
 * loads Firebase Auth alone. reactfire provides the SDK instances (the signed-in user comes from the
 * sign-in gate's session, `useUser` in lib/firebase.ts); server state is read through the query
 * cache (lib/server-state, docs/decisions.md "Server state").
 * Storage is lib/firebase-storage.tsx.
 */
export function DataShell() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={currentFirestore()}>
          <SignedIn />
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

export default DataShell;
