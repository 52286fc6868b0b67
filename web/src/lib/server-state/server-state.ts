import {
  keepPreviousData,
  notifyManager,
  QueryObserver,
  skipToken,
  type FetchQueryOptions,
  type QueryFunction,
  type QueryKey,
  type QueryObserverOptions,
  type SkipToken,
} from '@tanstack/query-core';
import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { startTransition, useCallback, useEffect, useReducer, useState } from 'react';
import { isNetworkHeld } from './cache-first';
import { listen, type LiveAnswer, type LiveTarget, type Snapshot } from './live-query';
import { queryClient } from './query-client';

/**
 * The one way the signed-in screens hold server state (docs/decisions.md, "Server state"):
 * TanStack Query's cache (lib/server-state/query-client.ts decides caching, retries and offline)
 * with one Firestore adapter: `readQuery` for what a screen reads once, `liveQuery` for what it
 * listens to. The hooks use the one client directly (no React provider), so a route's loader,
 * a write that forgets answers and every screen share it. The same options start a read in a route's loader (`startRead`) and show it in the
 * screen (`useServerRead`, `useLiveState`), so the screen finds it under way or done.
 */

/** A read-once query: `read` under `key` (the key names everything the read depends on). */
export function readQuery<T>(key: QueryKey, read: () => Promise<T>) {
  return { queryKey: ['read', ...key], queryFn: read };
}

/** A live query: a listener on `target` under `key` (see live-query.ts). */
export function liveQuery<S extends Snapshot>(key: QueryKey, target: LiveTarget<S>) {
  return {
    queryKey: ['live', ...key],
    queryFn: listen<S>(queryClient, target),
    // The listener keeps it current; a listener's error is final (the SDK retries by itself).
    staleTime: Infinity,
    retry: false,
    meta: { firestore: target.firestore },
  };
}

/** Starts a query from a route's loader, before the screen's code has loaded; never throws. */
export function startRead<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): void {
  void queryClient.prefetchQuery(options);
}

/** A read through the cache: its fresh answer, or a new read shared with any under way. */
export function fetchRead<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) {
  return queryClient.fetchQuery(options);
}

/**
 * A read an action needs as the server has it now: a check after a refused save, the rows of a
 * download, each page of a bulk scan (docs/decisions.md, "Reads in event handlers"). Through the
 * same client as every screen's read (a transient failure is tried again, a refusal is final;
 * calls at the same time share one read), never answered from an earlier answer, and not kept
 * once read. Run it with fetchRead.
 */
export function actionRead<T>(key: QueryKey, read: () => Promise<T>) {
  return { ...readQuery(key, read), staleTime: 0, gcTime: 0 };
}

/** Forgets read-once answers under `key` (after the seller's own write changed them). */
export function forgetReads(key: QueryKey): void {
  queryClient.removeQueries({ queryKey: ['read', ...key] });
}

/**
 * Whether the observer is about to start a read its result does not show yet: when the component
 * subscribes (its first render), or takes the options of another query (a new key). TanStack
 * Query's rules: a query without an answer, an error included, is read; one whose answer is stale
 * is read again (the client never turns refetchOnMount or retryOnMount off).
 */
function readsOnSubscribe<T>(
  observer: QueryObserver<T, Error, T, T, QueryKey>,
  options: QueryObserverOptions<T, Error, T, T, QueryKey>,
): boolean {
  if (options.queryFn === skipToken || options.enabled === false) return false;
  const query = options.queryHash && queryClient.getQueryCache().get(options.queryHash);
  if (!query || query.state.fetchStatus !== 'idle') return false;
  if (observer.hasListeners() && query === observer.getCurrentQuery()) return false;
  const { staleTime } = options;
  return (
    query.state.data === undefined ||
    query.isStaleByTime(typeof staleTime === 'function' ? 0 : staleTime)
  );
}

/**
 * A query's state for a component, through TanStack Query's public observer API. Not
 * @tanstack/react-query's useQuery: it subscribes through useSyncExternalStore, whose updates
 * always render at once, in one piece (docs/decisions.md, "Signed-in screens render in
 * transitions"). No suspense or error boundaries: no screen uses them.
 */
function useQuery<T>(options: QueryObserverOptions<T, Error, T, T, QueryKey>, subscribed = true) {
  const defaulted = queryClient.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver(queryClient, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  // An answer re-renders its screen in a transition, which React renders in slices that let the
  // browser in between (a page of rows is no long task). Each render reads the observer's result.
  const [, answered] = useReducer((count: number) => count + 1, 0);
  // Subscribed before setOptions below runs: setOptions takes in the query's latest state, and
  // with nobody listening yet, an answer that came after the render would never be shown.
  useEffect(() => {
    if (!subscribed) return;
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls(() => startTransition(answered)),
    );
    // An answer that came between the render and this subscription.
    observer.updateResult();
    return unsubscribe;
  }, [observer, subscribed]);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  // Re-renders only when a property the caller reads changes.
  const tracked = observer.trackResult(result);
  // Before the subscription starts its read: shown as under way already, so a returning screen
  // never flashes its old error or its stale answer as current.
  return { result: tracked, fetching: tracked.isFetching || readsOnSubscribe(observer, defaulted) };
}

/** What a screen with nothing to read yet asks for: nothing. */
const IDLE = { queryKey: ['idle'], queryFn: skipToken };

export type ServerRead<T> = (
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }
) & {
  /** The latest answer, also for an older key: what to keep showing while loading. */
  previous: T | undefined;
  /** Reads the current key again. */
  reload: () => void;
  /**
   * A read from the server is under way or about to start (the first screen's network is held
   * while it paints from this device's cache): an answer from the cache is about to be replaced.
   */
  refreshing: boolean;
};

/**
 * A read-once query for a screen: 'idle' for a null query, 'loading' until this key's answer (the
 * previous key's answer stays in `previous`), and while a retry after an error is under way.
 */
export function useServerRead<T>(
  options: { queryKey: QueryKey; queryFn?: QueryFunction<T, never, never> | SkipToken } | null,
): ServerRead<T> {
  const { result: query, fetching } = useQuery<T>({
    // IDLE and every readQuery are observer options; the union of their queryFn types needs one.
    ...((options ?? IDLE) as QueryObserverOptions<T, Error, T, T, QueryKey>),
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  // A reload the screen asked for shows as loading; a cached answer read again in the background
  // (coming back to a screen) stays shown as it is.
  const [reloading, setReloading] = useState(false);
  const reload = useCallback(() => {
    setReloading(true);
    void refetch().finally(() => setReloading(false));
  }, [refetch]);
  const previous = query.data;
  const common = { previous, reload, refreshing: fetching || isNetworkHeld() };
  if (options === null) return { status: 'idle', ...common };
  if (query.isPlaceholderData || query.status === 'pending' || (reloading && fetching)) {
    return { status: 'loading', ...common };
  }
  if (query.status === 'error') {
    if (fetching) return { status: 'loading', ...common };
    return { status: 'error', error: query.error, ...common };
  }
  return { status: 'success', data: query.data, ...common };
}

export interface LiveState<S> extends LiveAnswer<S> {
  /**
   * 'loading': nothing yet for this key (the previous key's snapshots may still be shown);
   * 'ready': a snapshot for this key; 'error': the listener failed (the last snapshot stays).
   */
  status: 'loading' | 'ready' | 'error';
  error: Error | null;
  /** Listens again (after an error, or when the server could not be reached). */
  retry: () => void;
}

/**
 * A live query for a screen, with the honest states every list shows: its empty state only when
 * `fromServer`, a skeleton while 'loading', an error with retry on 'error' or `unreachable`,
 * keeping what it already shows. A null query listens to nothing ('loading'). `paused`: the
 * screen keeps showing the last answer and its listener stops (when no other screen shows it);
 * unpaused, it listens again and shows the server's answer.
 */
export function useLiveState<S extends Snapshot>(
  options: ReturnType<typeof liveQuery<S>> | null,
  { paused = false }: { paused?: boolean } = {},
): LiveState<S> {
  const { result: query, fetching } = useQuery<LiveAnswer<S>>(
    {
      // IDLE and every liveQuery are observer options; the union of their queryFn types needs one.
      ...((options ?? IDLE) as QueryObserverOptions<
        LiveAnswer<S>,
        Error,
        LiveAnswer<S>,
        LiveAnswer<S>,
        QueryKey
      >),
      placeholderData: keepPreviousData,
    },
    !paused,
  );
  const answer = query.data;
  const current = !!answer && !query.isPlaceholderData;
  const failed = query.status === 'error' && !fetching;
  const unreachable = current && !failed && answer.unreachable && !answer.fromServer;
  const { refetch } = query;
  const firestore = options?.meta?.firestore;
  const retry = useCallback(() => {
    // After a lost connection the SDK waits longer and longer between attempts: cycling the
    // network makes it try again now.
    const reconnect =
      unreachable && firestore
        ? disableNetwork(firestore).then(() => enableNetwork(firestore))
        : Promise.resolve();
    void reconnect.finally(() => void refetch());
  }, [unreachable, firestore, refetch]);
  return {
    status: failed ? 'error' : current && answer.snapshot ? 'ready' : 'loading',
    snapshot: answer?.snapshot,
    confirmed: answer?.confirmed,
    fromServer: current && answer.fromServer,
    unreachable,
    error: failed ? query.error : null,
    retry,
  };
}
