import { useEffect, useRef, useState } from 'react';

/** Progress history needed before an ETA is shown (the first seconds mislead). */
const MIN_SAMPLE_MS = 3_000;
const TICK_MS = 1_000;

/**
 * Seconds left for a job at `done` of `total` while `active`: the rate this page has seen since
 * it started watching, measured on its own clock (a computer clock that differs from the
 * server's does not matter). null until enough progress was seen, or when nothing moves.
 */
export function useEta(done: number, total: number, active: boolean): number | null {
  const latest = useRef({ done, total });
  useEffect(() => {
    latest.current = { done, total };
  });
  const [eta, setEta] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let first: { at: number; done: number } | null = null;
    const timer = setInterval(() => {
      const now = Date.now();
      const current = latest.current;
      if (!first || current.done < first.done) first = { at: now, done: current.done };
      const elapsed = now - first.at;
      const progressed = current.done - first.done;
      setEta(
        elapsed < MIN_SAMPLE_MS || progressed <= 0 || current.done >= current.total
          ? null
          : Math.max(1, Math.round(((current.total - current.done) * elapsed) / progressed / 1000)),
      );
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return active ? eta : null;
}
