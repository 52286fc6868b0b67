import { Outlet } from 'react-router-dom';
import { useEnsureSellerProfile } from '@/lib/auth/use-ensure-seller-profile';
import '@/lib/server-state/session-cache';

/**
 * Firestore and the server-state cache (lib/server-state) for the signed-in screens: a lazy chunk
 * below the sign-in gate, so the login page loads Firebase Auth alone. Storage is
 * lib/firebase-storage.tsx.
 */
export function DataShell() {
  useEnsureSellerProfile();
  return <Outlet />;
}

export default DataShell;
