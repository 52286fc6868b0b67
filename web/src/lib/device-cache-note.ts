import { browserStorage, type NoteStorage } from './auth/profile-check-note';

/**
 * The browser's note of whose data this device's Firestore cache holds (lib/firebase.ts,
 * claimDeviceCache): one uid in localStorage. Only a screen of that seller may paint from the
 * cache before the server answers (lib/server-state/cache-first.ts). Its own module, without
 * Firestore, so the sign-out can forget it wherever it runs.
 */
export const DEVICE_CACHE_OWNER_KEY = 'qr.deviceCacheOwner';

export function deviceCacheOwner(storage: NoteStorage | undefined = browserStorage()) {
  try {
    return storage?.getItem(DEVICE_CACHE_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function noteDeviceCacheOwner(
  uid: string,
  storage: NoteStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(DEVICE_CACHE_OWNER_KEY, uid);
  } catch {
    // A full or refused storage: no screen paints from the cache first.
  }
}

export function forgetDeviceCacheOwner(storage: NoteStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(DEVICE_CACHE_OWNER_KEY);
  } catch {
    // Storage refused: there is no note to forget.
  }
}
