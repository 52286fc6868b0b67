/**
 * Firestore without a cache on this device (Firebase's Firestore Lite: plain requests, no
 * listeners), for reads that walk a whole collection once, such as an export of every product.
 * Through the cached instance (lib/firebase.ts) each page of such a walk is a new query, which
 * the SDK first answers from its IndexedDB cache by scanning every cached document of the
 * collection, and every page read is written into that cache: the walk slows as it goes and the
 * cache fills with what no screen shows (docs/decisions.md, "This device's cache"). Loaded only
 * by the code that walks; the same Firebase app, so the same signed-in user and the same rules.
 */
import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulators, isDemo } from './firebase-config';

const connected = new WeakSet<Firestore>();

export function firestoreOnce(app: FirebaseApp): Firestore {
  const db = getFirestore(app);
  // Each instance is connected exactly once (connecting twice throws).
  if (isDemo && !connected.has(db)) {
    const [host = '127.0.0.1', port = '8080'] = emulators.firestore.split(':');
    connectFirestoreEmulator(db, host, Number(port));
    connected.add(db);
  }
  return db;
}
