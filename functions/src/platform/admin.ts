import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The one Admin SDK app of this functions instance, created on first use. Every trigger file is
 * loaded by the same index.js, so they all share it (initializeApp twice would throw).
 */
export function adminApp(): App {
  return getApps().length > 0 ? getApp() : initializeApp();
}

export function adminFirestore(): Firestore {
  return getFirestore(adminApp());
}
