import { uidNote } from './uid-note';

/**
 * The browser's note of whose data this device's Firestore cache holds (lib/firebase.ts,
 * claimDeviceCache): one uid. Only a screen of that seller may paint from the cache before the
 * server answers (lib/server-state/cache-first.ts).
 */
export const DEVICE_CACHE_OWNER_KEY = 'qr.deviceCacheOwner';
export const deviceCacheOwnerNote = uidNote(DEVICE_CACHE_OWNER_KEY);
