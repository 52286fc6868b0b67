import { QueryClient } from '@tanstack/query-core';
import { FirebaseError } from 'firebase/app';
import { beforeAuthStateChanged } from 'firebase/auth';
import { forgetDeviceCache } from '@/lib/firebase';
import { auth } from '@/lib/firebase-auth';
import { stopUnwatchedListeners } from './live-query';

/**
 * How long a finished read counts as fresh: long enough for the read a route's loader started to
 * serve the screen it loads without reading again; short enough that coming back to a screen
 * reads again (showing the cached answer meanwhile). Live queries are never stale: their listener
 * keeps them current.
 */
export const READ_FRESH_MS = 5_000;

/** What the SDK reports when the server could not answer in time; anything else is final. */
const TRANSIENT_CODES = new Set(['unavailable', 'deadline-exceeded', 'resource-exhausted']);
export const READ_RETRIES = 2;

export function isTransient(error: unknown): boolean {
  return error instanceof FirebaseError && TRANSIENT_CODES.has(error.code);
}

/**
 * The one place that decides caching, retries and offline for every server read of the seller
 * screens (docs/decisions.md, "Server state"): answers stay cached for 5 minutes after their last
 * screen left (back navigation shows them at once); a transient failure is tried again twice,
 * a refusal or a document that fails its schema never; reads run offline too (Firestore answers
 * from its cache or fails, and the screen says so) instead of pausing until the browser is online.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: READ_FRESH_MS,
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < READ_RETRIES && isTransient(error),
        retryDelay: (attempt) => Math.min(1_000 * 2 ** attempt, 8_000),
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/**
 * The signed-in screens' cache. Emptied, listeners and all, whenever the signed-in user changes.
 */
export const queryClient = createQueryClient();
// Resumes reads paused by a lost connection once the browser is online again.
queryClient.mount();
stopUnwatchedListeners(queryClient);

/*
 * Before the signed-in user changes (sign-out, another account), every cached answer and listener
 * goes, so no listener outlives the rights it was started with and no screen shows another
 * seller's data; then this device's Firestore cache is deleted (lib/firebase.ts). Here, beside the
 * client every signed-in screen imports: the build drops a module of the app's own source whose
 * exports nobody uses (vite.config.ts, `moduleSideEffects`), and with it any registration it made.
 */
beforeAuthStateChanged(auth, async () => {
  queryClient.clear();
  await forgetDeviceCache();
});
