/**
 * Firebase Storage, only for the parts that show or make card PNGs and logos (card downloads, the
 * print sheet, the edit screen, templates): they wrap themselves in <WithStorage> and are lazy
 * chunks, so the product list's first load does without the Storage SDK (docs/page-speed.md).
 */
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { useEffect, useState, type ReactNode } from 'react';
import { StorageProvider } from 'reactfire';
import { firebaseApp } from './firebase-auth';
import { emulators, isDemo } from './firebase-config';

export const storage = getStorage(firebaseApp);

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [storageHost = '127.0.0.1', storagePort = '9199'] = emulators.storage.split(':');
  connectStorageEmulator(storage, storageHost, Number(storagePort));
}

/** reactfire's Storage context (useStorage, lib/firebase.ts) for what it wraps. */
export function WithStorage({ children }: { children: ReactNode }) {
  return <StorageProvider sdk={storage}>{children}</StorageProvider>;
}

let storageCheck: Promise<boolean> | undefined;

/**
 * Whether Storage can be used: always in a real project. On the emulators only when the Storage
 * emulator answers: it cannot start on machines that lack its downloaded rules runtime (docs/troubleshooting.md), and a build cannot know whether it will run, so the page asks it once.
 * Without it logo upload is off and cards are drawn without stored files.
 */
export function isStorageAvailable(): Promise<boolean> {
  storageCheck ??= isDemo
    ? // Any HTTP answer means it runs; a refused connection rejects. no-cors: no CORS needed.
      fetch(`http://${emulators.storage}/`, { mode: 'no-cors', cache: 'no-store' }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(true);
  return storageCheck;
}

/** isStorageAvailable() for a component: null until the answer is in. */
export function useStorageAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void isStorageAvailable().then((answer) => current && setAvailable(answer));
    return () => {
      current = false;
    };
  }, []);
  return available;
}
