import type { QueryClient } from '@tanstack/query-core';
import { firstScreenDecided } from './first-screen';

/**
 * A returning seller's screen painted from this device's cache before the server is asked
 * (docs/decisions.md, "This device's cache"). The network is held while the screen's reads answer
 * from the cache and the screen paints them; then it is let go and every read-once answer is read
 * again from the server (live queries get the server's snapshot by themselves). Once per page load,
 * for the first screen only: a later screen's reads never wait.
 */

/**
 * The longest the network is held, whatever the cache or the screen does meanwhile: a safety net
 * for a screen that never says it painted. A hold only starts once the screen's code is loaded and
 * the cache holds what it paints (the member document its access check reads, and the screen's
 * own content), so what is left is the device's own rendering: a machine with a load average of
 * 27 painted the products notice 4.1 s after the page's start, and an earlier 1.5 s cap let the
 * server be asked before it.
 */
export const HOLD_MAX_MS = 6_000;

/** How long after the reads answered the browser may wait for an idle moment (after the paint). */
const IDLE_WAIT_MS = 500;

export interface NetworkSwitch {
  disable: () => Promise<void>;
  enable: () => Promise<void>;
}

let held = false;
let decided = false;
/** The first screen said it painted what this device's cache holds (`cachedContentPainted`). */
let painted = false;
let onPainted: (() => void) | null = null;

/** True while the first screen's network is held: its cached answers are about to be refreshed. */
export function isNetworkHeld(): boolean {
  return held;
}

/** Resolves once no query is fetching, except those waiting to retry after a failure (offline). */
function whenAnswered(client: QueryClient): Promise<void> {
  const cache = client.getQueryCache();
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done) return;
      const busy = cache
        .getAll()
        .some(
          (query) => query.state.fetchStatus === 'fetching' && query.state.fetchFailureCount === 0,
        );
      if (busy) return;
      done = true;
      unsubscribe();
      resolve();
    };
    // Checked a task after each change: a query is added before its fetch starts.
    const unsubscribe = cache.subscribe(() => setTimeout(check, 0));
    // The first time after the reads the caller starts next have registered.
    setTimeout(check, 0);
  });
}

/** The browser's next idle moment: after the frame that paints what the reads answered. */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 50);
  });
}

/**
 * Said by a screen whose hold waits for its paint (`until: 'painted'`), from an effect once it
 * shows what this device's cache holds. Waiting for the screen itself, not for its reads: its
 * code and React's render may finish after the reads answered and the browser fell idle.
 */
export function cachedContentPainted(): void {
  painted = true;
  onPainted?.();
}

/**
 * Holds the network before the first screen's reads start, when this device's cache is the
 * seller's (`ownsCache`) and holds what the screen paints first (`worthHolding`, asked with the
 * network already held, so it can look in the cache); returns at once otherwise and on every later
 * call. The hold ends when the reads have answered (`until: 'reads'`) or the screen said it painted
 * (`until: 'painted'`) and the browser is idle, or after HOLD_MAX_MS.
 */
export async function paintFromCacheFirst(
  client: QueryClient,
  network: NetworkSwitch,
  ownsCache: boolean,
  worthHolding: () => Promise<boolean> = () => Promise.resolve(true),
  until: 'reads' | 'painted' = 'reads',
): Promise<void> {
  if (decided) return;
  decided = true;
  if (!ownsCache) {
    firstScreenDecided();
    return;
  }
  await network.disable();
  firstScreenDecided();
  // A screen whose largest content comes from the server anyway would only wait longer for it.
  if (!(await worthHolding().catch(() => false))) {
    await network.enable();
    return;
  }
  held = true;
  const cap = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MAX_MS));
  const ready =
    until === 'painted'
      ? new Promise<void>((resolve) => (painted ? resolve() : (onPainted = resolve)))
      : whenAnswered(client);
  void Promise.race([ready.then(nextIdle), cap])
    .then(network.enable)
    .catch((error: unknown) => console.warn('Firestore’s network could not be enabled', error))
    .finally(() => {
      held = false;
      onPainted = null;
      void client.invalidateQueries({ queryKey: ['read'] });
    });
}

/** Tests: a new page load. */
export function resetCacheFirstForTests(): void {
  held = false;
  decided = false;
  painted = false;
  onPainted = null;
}
