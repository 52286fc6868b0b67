import { BUILD_CHECK_DELAY_MS } from '@/config/constants';
import { isRecord } from '@shared/narrow';

/** The parts of navigator.connection (Network Information API) the check looks at. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec §9: no build check on a very slow connection (or when the user asked to save data). */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/** Reads the deployed build's id from /build.json, bypassing every cache. Null on any failure. */
export async function fetchDeployedBuildId(
  fetchFn: FetchLike,
  baseUrl: string,
  now: number,
): Promise<string | null> {
  try {
    const response = await fetchFn(`${baseUrl}build.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = isRecord(body) ? body.id : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

export interface BuildCheckOptions {
  currentId: string;
  baseUrl: string;
  fetchFn: FetchLike;
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  connection?: ConnectionInfo;
  delayMs?: number;
}

/**
 * Spec §4: BUILD_CHECK_DELAY_MS after load, ask for the deployed build id; when it differs from
 * this build's, `isStale()` turns true and the router does a full page load on the next
 * navigation. Returns whether the check was scheduled.
 */
export function createBuildCheck(options: BuildCheckOptions) {
  let stale = false;
  return {
    isStale: () => stale,
    start(): boolean {
      if (isSlowConnection(options.connection)) return false;
      options.setTimer(() => {
        void fetchDeployedBuildId(options.fetchFn, options.baseUrl, options.now()).then((id) => {
          if (id !== null && id !== options.currentId) stale = true;
        });
      }, options.delayMs ?? BUILD_CHECK_DELAY_MS);
      return true;
    },
  };
}

export type BuildCheck = ReturnType<typeof createBuildCheck>;

/**
 * The page's build check (production builds; dev and tests never go stale): starts once the page
 * has loaded. Both entries use it (main.tsx, review-main.tsx).
 */
export function startPageBuildCheck(): Pick<BuildCheck, 'isStale'> {
  if (!import.meta.env.PROD) return { isStale: () => false };
  const check = createBuildCheck({
    currentId: __BUILD_ID__,
    baseUrl: import.meta.env.BASE_URL,
    fetchFn: (url, init) => fetch(url, init),
    now: Date.now,
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    // navigator.connection is not in TS's DOM lib (Chromium only); undefined elsewhere.
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection,
  });
  if (document.readyState === 'complete') check.start();
  else window.addEventListener('load', () => check.start(), { once: true });
  return check;
}

interface RouterLike {
  subscribe(listener: (state: RouterStateLike) => void): () => void;
  createHref(location: RouterStateLike['location']): string;
}
export interface RouterStateLike {
  location: { pathname: string; search: string; hash: string };
  navigation: { state: string; location?: RouterStateLike['location'] };
}

/** Turns the next in-app navigation into a full page load once a newer build is deployed. */
export function reloadOnNavigationWhenStale(
  router: RouterLike,
  check: Pick<BuildCheck, 'isStale'>,
  assign: (href: string) => void,
): () => void {
  let reloading = false;
  return router.subscribe((state) => {
    const target = state.navigation.location;
    if (reloading || state.navigation.state === 'idle' || !target || !check.isStale()) return;
    reloading = true;
    assign(router.createHref(target));
  });
}
