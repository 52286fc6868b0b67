import type { User } from 'firebase/auth';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { getStorage } from 'firebase/storage';
import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';
import { CurrentAccountProvider, type CurrentAccount } from '@/lib/account/account-context';

/**
 * A test's own Firebase app, with real Firestore and Storage instances provided through
 * reactfire's providers, as the data shell provides the app's (app/data-shell.tsx), and the
 * account the screen shows (`account`: by default the Owner of the account 'owner'; the data
 * shell reads it from the person's member document). Nothing reaches a network unless a test
 * reads or writes through them. `name` keeps apps apart.
 */
export function testFirebase(name: string, account: Partial<CurrentAccount> = {}) {
  const app = initializeApp({ projectId: `demo-${name}`, apiKey: 'test' }, name);
  const firestore = getFirestore(app);
  const storage = getStorage(app);
  const current: CurrentAccount = {
    accountId: 'owner',
    uid: 'owner',
    role: 'owner',
    access: 'member',
    accounts: [],
    ...account,
  };
  function FirebaseProviders({ children }: { children: ReactNode }) {
    return (
      <FirebaseAppProvider firebaseApp={app}>
        <FirestoreProvider sdk={firestore}>
          <StorageProvider sdk={storage}>
            <CurrentAccountProvider value={current}>{children}</CurrentAccountProvider>
          </StorageProvider>
        </FirestoreProvider>
      </FirebaseAppProvider>
    );
  }
  return { app, firestore, storage, FirebaseProviders };
}

/**
 * What a test puts in place of '@/lib/firebase': reactfire's own hooks for the instances the
 * providers above hold, and the signed-in seller `user` (null: signed out). The real module also
 * starts Firebase Auth, which jsdom cannot host, so the user is the one thing given directly:
 *
 *   vi.mock('@/lib/firebase', async () =>
 *     (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }));
 */
export async function firebaseHooks(user: Pick<User, 'uid'> | null) {
  const reactfire = await import('reactfire');
  return {
    useFirestore: reactfire.useFirestore,
    useStorage: reactfire.useStorage,
    useUser: () => ({ data: user }),
  };
}
