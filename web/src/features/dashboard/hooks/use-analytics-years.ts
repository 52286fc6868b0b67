import { yearsOf, yearsToRead, addDays, type AnalyticsYearDoc, type DayRange } from '@shared';
import { useEffect, useMemo, useRef } from 'react';
import { useOneOffRead } from '@/hooks/use-one-off-read';
import { useFirestore } from '@/lib/firebase';
import {
  getAnalyticsYear,
  getRankingYear,
  summarizeYears,
  type AnalyticsData,
  type RankingData,
  type YearPath,
  type YearRead,
} from '../api/get-analytics';
import { browserTimeZone } from '../lib/ranges';
import { useAnalyticsRange } from './use-analytics-range';

/** Reads year documents (the loader AnalyticsSection calls for a range's years). */
export type LoadYears = (years: readonly string[]) => Promise<AnalyticsData>;
/** Reads ranking years (the loader ProductRanking calls for the months' years). */
export type LoadRanking = (years: readonly string[]) => Promise<RankingData>;

/**
 * Calendar days in two time zones differ by at most 2: while the seller's zone is only guessed
 * (the product dashboard learns it from the counters), the years read cover the range either way.
 */
export const GUESSED_ZONE_SLACK_DAYS = 2;

/**
 * Each year document read once per visit of the screen: switching from 7 days to 12 months reads
 * only the years not read yet, switching back reads nothing, and a read already under way (a
 * prefetch) is shared. `scope` names whose documents they are (a new scope starts afresh); a
 * failed read is tried again on the next load.
 */
function useYearCache<T>(scope: string, read: (year: string) => Promise<YearRead<T>>) {
  // A cache, not state: forgetting it (React may) only costs reading again.
  const known = useMemo(
    () => new Map<string, Promise<YearRead<T>>>(),
    // The scope is what the cache belongs to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scope],
  );
  return (years: readonly string[]) =>
    Promise.all(
      years.map((year) => {
        let pending = known.get(year);
        if (!pending) {
          pending = read(year);
          known.set(year, pending);
          pending.catch(() => known.delete(year));
        }
        return pending;
      }),
    );
}

/** A loader over one product's or seller's year documents (see useYearCache). */
export function useYearLoader(scope: string, pathOf: YearPath): LoadYears {
  const firestore = useFirestore();
  const years = useYearCache<AnalyticsYearDoc>(scope, (year) =>
    getAnalyticsYear(firestore, pathOf(year), year),
  );
  return async (wanted) => summarizeYears(await years(wanted));
}

/** The same over the seller's ranking years (sellers/{uid}/rankings/{yyyy}). */
export function useRankingLoader(uid: string): LoadRanking {
  const firestore = useFirestore();
  const years = useYearCache(`ranking:${uid}`, (year) => getRankingYear(firestore, uid, year));
  return async (wanted) => {
    const read = await years(wanted);
    return { years: read, fromServer: read.every((year) => year.fromServer) };
  };
}

/** The ranking years a range's months touch, with the guessed-zone slack at both ends. */
export const rankingYearsToRead = (range: DayRange, slackDays = 0) =>
  yearsOf({ from: addDays(range.from, -slackDays), to: addDays(range.to, slackDays) });

/**
 * Starts reading the years the URL's range needs right away (when `enabled` at the first render),
 * in the browser's zone with the slack above, so the first view does not wait for whatever the
 * screen reads before it (the product, the seller's zone). `which` picks the years (by default
 * the range's and its comparison period's).
 */
export function usePrefetchYears(
  load: (years: readonly string[]) => Promise<unknown>,
  enabled: boolean,
  which: (range: DayRange, slackDays: number) => string[] = yearsToRead,
) {
  const period = useAnalyticsRange(browserTimeZone());
  const first = useRef(which(period.range, GUESSED_ZONE_SLACK_DAYS));
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
