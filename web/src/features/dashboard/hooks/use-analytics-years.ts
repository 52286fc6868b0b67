import {
  addDays,
  localDay,
  yearsOf,
  yearsToRead,
  type AnalyticsYearDoc,
  type DayRange,
} from '@shared';
import type { Firestore } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useFirestore } from '@/lib/firebase';
import { fetchRead, readQuery, useServerRead } from '@/lib/server-state/server-state';
import {
  getAnalyticsYear,
  getRankingYear,
  summarizeYears,
  type AnalyticsData,
  type RankingData,
  type YearPath,
  type YearRead,
} from '../api/get-analytics';
import { browserTimeZone, rangeFromSearch } from '../lib/ranges';
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
 * How long a year document read counts as fresh: switching from 7 days to 12 months reads only the
 * years not read yet, switching back reads nothing, and a read already under way (a prefetch, a
 * route's loader) is shared; a failed read is tried again on the next load.
 */
const YEAR_FRESH_MS = 60_000;

/** Each year through the server-state cache, under `scope` (whose documents they are). */
function yearReader<T>(scope: string, read: (year: string) => Promise<YearRead<T>>) {
  return (years: readonly string[]) =>
    Promise.all(
      years.map((year) =>
        fetchRead({
          ...readQuery(['year', scope, year], () => read(year)),
          staleTime: YEAR_FRESH_MS,
        }),
      ),
    );
}

/** A loader over one product's or seller's year documents (see yearReader). */
export function yearLoader(firestore: Firestore, scope: string, pathOf: YearPath): LoadYears {
  const years = yearReader<AnalyticsYearDoc>(scope, (year) =>
    getAnalyticsYear(firestore, pathOf(year), year),
  );
  return async (wanted) => summarizeYears(await years(wanted));
}

/** The same over the seller's ranking years (sellers/{uid}/rankings/{yyyy}). */
export function rankingLoader(firestore: Firestore, uid: string): LoadRanking {
  const years = yearReader(`ranking:${uid}`, (year) => getRankingYear(firestore, uid, year));
  return async (wanted) => {
    const read = await years(wanted);
    return { years: read, fromServer: read.every((year) => year.fromServer) };
  };
}

/** yearLoader for a screen. */
export function useYearLoader(scope: string, pathOf: YearPath): LoadYears {
  return yearLoader(useFirestore(), scope, pathOf);
}

/** rankingLoader for a screen. */
export function useRankingLoader(uid: string): LoadRanking {
  return rankingLoader(useFirestore(), uid);
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
export function prefetchYears(
  load: (years: readonly string[]) => Promise<unknown>,
  search: URLSearchParams,
  which: (range: DayRange, slackDays: number) => string[] = yearsToRead,
) {
  const { range } = rangeFromSearch(search, localDay(new Date(), browserTimeZone()));
  load(which(range, GUESSED_ZONE_SLACK_DAYS)).catch(() => undefined);
}

/** prefetchYears for a screen, from the range its first render shows (`enabled` then). */
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
  return useServerRead(readQuery(['analytics', scope, years], () => load(years)));
}
