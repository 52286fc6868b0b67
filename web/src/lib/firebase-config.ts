import { isDemoProject } from '@shared';

/**
 * Firebase web config from the environment (web/.env; a real project's values go in
 * .env.production.local). Plain values, no Firebase SDK: the customer review page may import this
 * module without loading Firebase.
 */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
} as const;

/** "demo-…" projects only ever talk to the local emulators (and offer the demo sign-in). */
export const isDemo = isDemoProject(firebaseConfig.projectId ?? '');

/** Emulator host:port per service (from firebase.json via vite.config.ts); used only when isDemo. */
export const emulators = __EMULATORS__;
