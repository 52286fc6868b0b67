import { hashKey, type QueryClient, type QueryKey } from '@tanstack/query-core';
import {
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';

/**
 * How long a listener may hold only cached data before the screen says the server cannot be
 * reached. The SDK itself gives up on the first connection after about 10 s and then serves the
 * cache; this is a little later, so a slow but working connection never shows the warning.
 */
export const SERVER_WAIT_MS = 12_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any converter's snapshot
export type Snapshot = QuerySnapshot<any> | DocumentSnapshot<any>;

export type LiveTarget<S> =
  S extends QuerySnapshot<infer T>
    ? Query<T>
    : S extends DocumentSnapshot<infer T>
      ? DocumentReference<T>
      : never;

/** What a live query holds in the cache. */
export interface LiveAnswer<S> {
  /** The latest snapshot, from the server or the local cache; undefined before the first one. */
  snapshot: S | undefined;
  /**
   * The latest snapshot the server confirmed. A limited query answered from a partial cache can
   * hold the wrong documents: a page shows this one.
   */
  confirmed: S | undefined;
  /** The server has answered since the listener started. */
  fromServer: boolean;
  /** No server answer within SERVER_WAIT_MS. */
  unreachable: boolean;
}

/** The running listener of each live query (by query hash): one per query, however many screens. */
const listeners = new Map<string, () => void>();

function stopListener(hash: string) {
  listeners.get(hash)?.();
  listeners.delete(hash);
}

/**
 * Ends a live query's listener when no screen shows it any more (its answer stays cached and is
 * marked stale, so the next screen shows it at once and listens again) or when it leaves the
 * cache (sign-out clears it). Returns the unsubscribe function.
 */
export function stopUnwatchedListeners(client: QueryClient) {
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (!listeners.has(query.queryHash)) return;
    if (event.type === 'removed') stopListener(query.queryHash);
    else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      stopListener(query.queryHash);
      query.invalidate();
    }
  });
}

/**
 * The query function of a live query: starts onSnapshot (with metadata changes) on `target`,
 * settles with the first snapshot (or with `unreachable` after SERVER_WAIT_MS) and writes every
 * later snapshot into the cache. A listener that fails after its first answer puts the query in
 * its error state and keeps the last answer.
 */
export function listen<S extends Snapshot>(client: QueryClient, target: LiveTarget<S>) {
  return ({ queryKey }: { queryKey: QueryKey }) =>
    new Promise<LiveAnswer<S>>((resolve, reject) => {
      const hash = hashKey(queryKey);
      stopListener(hash);
      let answer: LiveAnswer<S> = {
        snapshot: undefined,
        confirmed: undefined,
        fromServer: false,
        unreachable: false,
      };
      let settled = false;
      const publish = (next: LiveAnswer<S>) => {
        answer = next;
        if (settled) client.setQueryData(queryKey, next);
        else {
          settled = true;
          resolve(next);
        }
      };
      const timer = setTimeout(() => publish({ ...answer, unreachable: true }), SERVER_WAIT_MS);
      const onNext = (snapshot: S) => {
        const fromServer = !snapshot.metadata.fromCache;
        if (fromServer) clearTimeout(timer);
        publish({
          snapshot,
          confirmed: fromServer ? snapshot : answer.confirmed,
          fromServer: answer.fromServer || fromServer,
          unreachable: answer.unreachable && !fromServer,
        });
      };
      const onError = (error: Error) => {
        stopListener(hash);
        if (!settled) {
          settled = true;
          reject(error);
          return;
        }
        client
          .getQueryCache()
          .find({ queryKey, exact: true })
          ?.setState({ status: 'error', error, fetchStatus: 'idle' });
      };
      const unsubscribe = onSnapshot(
        // A LiveTarget is a Query or a DocumentReference; onSnapshot's overloads take one at a time.
        target as Query,
        { includeMetadataChanges: true },
        onNext as (snapshot: QuerySnapshot) => void, // the listener of the same target
        onError,
      );
      listeners.set(hash, () => {
        clearTimeout(timer);
        unsubscribe();
      });
    });
}
