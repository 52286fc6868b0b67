import { yearsToRead, type AnalyticsYearDoc } from '@shared';
import { useEffect, useMemo, useRef } from 'react';
import { useOneOffRead } from '@/hooks/use-one-off-read';
import { useFirestore } from '@/lib/firebase';
import {
  getAnalyticsYear,
  summarizeYears,
  type AnalyticsData,
  type YearPath,
  type YearRead,
} from '../api/get-analytics';
import { browserTimeZone } from '../lib/ranges';
import { useAnalyticsRange } from './use-analytics-range';

/** Reads year documents (the loader AnalyticsSection calls for a range's years). */
export type LoadYears = (years: readonly string[]) => Promise<AnalyticsData>;

/**
 * Calendar days in two time zones differ by at most 2: while the seller's zone is only guessed
 * (the product dashboard learns it from the counters), the years read cover the range either way.
 */
export const GUESSED_ZONE_SLACK_DAYS = 2;

/**
 * A loader over one product's or seller's year documents that reads each document once per visit
 * of the screen: switching from 7 days to 12 months reads only the years not read yet, switching
 * back reads nothing, and a read already under way is shared. `scope` names whose documents they
 * are (a new scope starts afresh); a failed read is tried again on the next load.
 */
export function useYearLoader(scope: string, pathOf: YearPath): LoadYears {
  const firestore = useFirestore();
  // A cache, not state: forgetting it (React may) only costs reading again.
  const known = useMemo(
    () => new Map<string, Promise<YearRead<AnalyticsYearDoc>>>(),
    // The scope is what the cache belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope],
  );
  return async (years) => {
    const reads = years.map((year) => {
      let read = known.get(year);
      if (!read) {
        read = getAnalyticsYear(firestore, pathOf(year), year);
        known.set(year, read);
        read.catch(() => known.delete(year));
      }
      return read;
    });
    return summarizeYears(await Promise.all(reads));
  };
}

/**
 * Starts reading the years the URL's range needs right away (when `enabled` at the first render),
 * in the browser's zone with the slack above, so the first view does not wait for whatever the
 * screen reads before it (the product).
 */
export function usePrefetchYears(load: LoadYears, enabled: boolean) {
  const period = useAnalyticsRange(browserTimeZone());
  const first = useRef(yearsToRead(period.range, GUESSED_ZONE_SLACK_DAYS));
  const loadRef = useRef(load);
  const wanted = useRef(enabled);
  useEffect(() => {
    if (wanted.current) loadRef.current(first.current).catch(() => undefined);
  }, []);
}

/** The range's years through `load`, again whenever the set of years changes or on reload(). */
export function useAnalyticsYears(scope: string, years: readonly string[], load: LoadYears) {
  return useOneOffRead(`${scope}|${years.join(',')}`, () => load(years));
}
