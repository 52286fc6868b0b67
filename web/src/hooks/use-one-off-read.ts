import { useCallback, useEffect, useRef, useState } from 'react';

export type OneOffRead<T> = (
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T }
) & {
  /** The latest successful answer, also for an older key: what to keep showing while loading. */
  previous: T | undefined;
  /** Reads the current key again. */
  reload: () => void;
};

interface Answer<T> {
  key: unknown;
  attempt: number;
  result: { status: 'error'; error: unknown } | { status: 'success'; data: T };
}

/**
 * The one way screens load something once (not a live listener): `read` runs when `key` changes
 * (compared with Object.is) and on reload(); a null key reads nothing ('idle'). While a newer key
 * or a reload is under way the status is 'loading'; an answer for an older key is dropped, so a
 * slow answer never overwrites a newer one. Live data uses reactfire's listeners instead.
 */
export function useOneOffRead<T>(key: unknown, read: () => Promise<T>): OneOffRead<T> {
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [previous, setPrevious] = useState<T | undefined>(undefined);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    latestRead.current().then(
      (data) => {
        if (!current) return;
        setAnswer({ key, attempt, result: { status: 'success', data } });
        setPrevious(data);
      },
      (error: unknown) => {
        if (current) setAnswer({ key, attempt, result: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null) return { status: 'idle', previous, reload };
  if (!answer || !Object.is(answer.key, key) || answer.attempt !== attempt) {
    return { status: 'loading', previous, reload };
  }
  return { ...answer.result, previous, reload };
}
