/**
 * Firestore for the signed-in screens (the data shell, app/data-shell.tsx), loaded after sign-in;
 * Firebase App and Auth are lib/firebase-auth.ts, Storage lib/firebase-storage.ts. Never import this from the landing
 * page, the customer review page or the login page: the build's bundle guard
 * (vite-plugins/build-info.ts) fails when they would load it.
 *
 * Features reach the instances through the hooks below, so tests can provide other instances.
 */
import type { User } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { createContext, useContext } from 'react';
import { useSession, useSessionAuth } from './auth/session';
import { firebaseApp } from './firebase-auth';
import { emulators, isDemo } from './firebase-config';

export const firestore = getFirestore(firebaseApp);

// Module scope runs once, so the emulator is connected exactly once (connecting twice throws).
if (isDemo) {
  const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = emulators.firestore.split(':');
  connectFirestoreEmulator(firestore, firestoreHost, Number(firestorePort));
}

/** The signed-in screens' Firestore (tests provide their own). */
export const FirestoreContext = createContext<Firestore>(firestore);

export function useFirestore(): Firestore {
  return useContext(FirestoreContext);
}

/** Storage, where <WithStorage> (lib/firebase-storage.tsx) provides it. */
export const StorageContext = createContext<FirebaseStorage | null>(null);

export function useStorage(): FirebaseStorage {
  const storage = useContext(StorageContext);
  if (!storage) throw new Error('useStorage: no <WithStorage> above');
  return storage;
}

/** The signed-in user (null while signed out), from the seller shell's session. */
export function useUser(): { data: User | null } {
  const session = useSession();
  return { data: session.status === 'success' ? session.data.user : null };
}

export const useAuth = useSessionAuth;
