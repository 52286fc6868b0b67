import { useSyncExternalStore } from 'react';

/**
 * Whether the page load's first screen has decided about holding Firestore's network
 * (cache-first.ts). A route loader that will decide says so at once (`firstScreenDeciding`); the
 * signed-in shell's own listeners (the account and its member document) wait until it has
 * (`useFirstScreenDecided`), or they would ask the server before the hold goes on. Without such a
 * loader nothing waits, and after the first decision no screen does (a later navigation must not
 * take the shell's listeners away).
 */
let deciding = false;
/** Decided once per page load, like the hold itself: later screens never wait. */
let settled = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Said synchronously by a route loader that will call `paintFromCacheFirst`. */
export function firstScreenDeciding(): void {
  if (deciding || settled) return;
  deciding = true;
  notify();
}

/** The hold is on, or will not be: the shell may listen. Idempotent. */
export function firstScreenDecided(): void {
  if (!deciding) return;
  deciding = false;
  settled = true;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstScreenDecided(): boolean {
  return useSyncExternalStore(subscribe, () => !deciding);
}

/** Tests: a new page load. */
export function resetFirstScreenForTests(): void {
  deciding = false;
  settled = false;
}
