import { useCallback, useState } from 'react';

/**
 * `busy` while a task started with run() is under way (buttons disable themselves meanwhile, so
 * a second click cannot start the same download twice).
 */
export function useBusy(): [busy: boolean, run: (task: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
