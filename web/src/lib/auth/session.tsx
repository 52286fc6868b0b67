import type { Auth, User } from 'firebase/auth';
import { onAuthStateChanged } from 'firebase/auth';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

export type Session =
  | { status: 'loading' }
  | { status: 'success'; data: { signedIn: boolean; user: User | null } }
  | { status: 'error'; error: Error };

const AuthContext = createContext<Auth | null>(null);
const SessionContext = createContext<Session>({ status: 'loading' });

/**
 * The signed-in state for the login page and the sign-in gate (auth layout), from Firebase Auth
 * alone: reactfire, which brings Firestore with it, is the signed-in screens' (app/data-shell.tsx).
 */
export function SessionProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  // In a transition: the session restored renders the whole signed-in layout and screen, which
  // React then renders in slices that let the browser in between (not one long task).
  useEffect(
    () =>
      onAuthStateChanged(
        auth,
        (user) =>
          startTransition(() =>
            setSession({ status: 'success', data: { signedIn: user !== null, user } }),
          ),
        (error) => startTransition(() => setSession({ status: 'error', error })),
      ),
    [auth],
  );
  return (
    <AuthContext.Provider value={auth}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </AuthContext.Provider>
  );
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The Auth instance (throws outside the seller shell). */
export function useSessionAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useSessionAuth: no SessionProvider above');
  return auth;
}
