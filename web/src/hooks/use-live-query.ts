import {
  disableNetwork,
  enableNetwork,
  onSnapshot,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';

/**
 * How long a listener may hold only cached data before the screen says the server cannot be
 * reached. The SDK itself gives up on the first connection after about 10 s and then serves the
 * cache; this is a little later, so a slow but working connection never shows the warning.
 */
export const SERVER_WAIT_MS = 12_000;

export interface LiveState<S> {
  /**
   * 'loading': nothing yet for this key (the previous key's snapshot may still be in `snapshot`);
   * 'ready': a snapshot for this key; 'error': the listener failed (the last snapshot stays).
   */
  status: 'loading' | 'ready' | 'error';
  snapshot: S | undefined;
  /**
   * The latest snapshot the server confirmed (for this key or, while it loads, the one before).
   * A limited query answered from a partial cache can hold the wrong documents: a page shows this.
   */
  confirmed: S | undefined;
  /** The server has answered for this key (not only the local cache). */
  fromServer: boolean;
  /** No server answer within SERVER_WAIT_MS: the screen says so and offers retry. */
  unreachable: boolean;
  error: Error | null;
  /** Starts the listener again (after an error, or when the server could not be reached). */
  retry: () => void;
}

type Target<S> =
  S extends QuerySnapshot<infer T>
    ? Query<T>
    : S extends DocumentSnapshot<infer T>
      ? DocumentReference<T>
      : never;

interface Answer<S> {
  key: string;
  snapshot: S;
}

/**
 * One live listener (onSnapshot with metadata changes) on `target`, restarted when `key` changes
 * or on retry(). Honest states for every list (docs/decisions.md, "Product list at scale"): a screen shows its empty state only
 * when `fromServer` is true, a skeleton while 'loading', and an error with retry on 'error' or
 * `unreachable`, keeping what it already shows. A null target listens to nothing ('loading').
 */
export function useLiveQuery<S extends QuerySnapshot | DocumentSnapshot>(
  target: Target<S> | null,
  key: string,
): LiveState<S> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<S> | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: Error } | null>(null);
  const [waited, setWaited] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<S | undefined>(undefined);
  const listenKey = `${attempt}\u0000${key}`;

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => setWaited(listenKey), SERVER_WAIT_MS);
    const onNext = (snapshot: S) => {
      if (!snapshot.metadata.fromCache) {
        clearTimeout(timer);
        setAnswered(listenKey);
        setConfirmed(snapshot);
      }
      setAnswer({ key: listenKey, snapshot });
    };
    const onError = (error: Error) => {
      clearTimeout(timer);
      setFailure({ key: listenKey, error });
    };
    const unsubscribe = onSnapshot(
      target as Query,
      { includeMetadataChanges: true },
      onNext as (snapshot: QuerySnapshot) => void,
      onError,
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
    // The key stands for the target: a new Query object for the same key must not re-listen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listenKey, target === null]);

  const current = answer?.key === listenKey;
  const failed = failure?.key === listenKey;
  const fromServer = answered === listenKey;
  const unreachable = !failed && !fromServer && waited === listenKey;
  const firestore = target?.firestore;
  const retry = useCallback(() => {
    // After a lost connection the SDK waits longer and longer between attempts: cycling the
    // network makes it try again now.
    const reconnect =
      unreachable && firestore
        ? disableNetwork(firestore).then(() => enableNetwork(firestore))
        : Promise.resolve();
    void reconnect.finally(() => setAttempt((value) => value + 1));
  }, [unreachable, firestore]);
  return {
    status: failed ? 'error' : current ? 'ready' : 'loading',
    snapshot: answer?.snapshot,
    confirmed,
    fromServer,
    unreachable,
    error: failed ? failure.error : null,
    retry,
  };
}
