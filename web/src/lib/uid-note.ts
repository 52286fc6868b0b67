/** The part of the Storage interface a note needs (tests pass a Map-backed one). */
export type NoteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or undefined where the browser refuses it (a privacy mode). */
export function browserStorage(): NoteStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * One uid the browser notes under `key` (localStorage). Without Firestore, so the sign-out can
 * forget it wherever it runs. Reading, writing and forgetting never throw: a full or refused
 * storage reads as no note and keeps none.
 */
export function uidNote(key: string) {
  return {
    read: (storage: NoteStorage | undefined = browserStorage()): string | null => {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write: (uid: string, storage: NoteStorage | undefined = browserStorage()): void => {
      try {
        storage?.setItem(key, uid);
      } catch {
        // A full or refused storage: no note, as if never written.
      }
    },
    forget: (storage: NoteStorage | undefined = browserStorage()): void => {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage refused: there is no note to forget.
      }
    },
  };
}
