import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'success'; data: T; retry: () => void };

/** Runs `load` whenever `key` changes (or on retry); stale answers are dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; result: Loaded<T> } | null>(null);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const requestKey = `${key}#${attempt}`;
  useEffect(() => {
    let cancelled = false;
    load().then(
      (data) =>
        !cancelled && setState({ key: requestKey, result: { status: 'success', data, retry } }),
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setState({ key: requestKey, result: { status: 'error', retry } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `load` is recreated each render; `requestKey` says when to run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  return state?.key === requestKey ? state.result : { status: 'loading' };
}
