import {
  ANALYTICS_MAX_RANGE_DAYS,
  addDays,
  daysBetween,
  isDayKey,
  type DayKey,
  type DayRange,
} from '@shared';
import { isOneOf } from '@shared/narrow';

/** The ranges a seller picks; the choice lives in the URL (?range=30d, or custom &from=&to=). */
export const RANGE_PRESETS = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
const FIXED_PRESETS = RANGE_PRESETS.filter((preset) => preset !== 'custom');
export const DEFAULT_RANGE: Exclude<RangePreset, 'custom'> = '30d';

export const RANGE_PARAM = 'range';
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

export type CustomRangeError = 'invalidDate' | 'fromAfterTo' | 'inFuture' | 'tooLong';

/** A custom range's problem, or null when it can be shown. */
export function customRangeError(from: string, to: string, today: DayKey): CustomRangeError | null {
  if (!isDayKey(from) || !isDayKey(to)) return 'invalidDate';
  if (from > to) return 'fromAfterTo';
  if (to > today) return 'inFuture';
  if (daysBetween(from, to) > ANALYTICS_MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The days a preset covers, ending today (the seller's today). */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: DayKey): DayRange {
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case '12m': {
      // Twelve whole months: the same day a year ago closes the previous period (29 Feb → 28 Feb).
      const year = Number(today.slice(0, 4)) - 1;
      const yearAgo = `${year}${today.slice(4)}`;
      const start = isDayKey(yearAgo) ? yearAgo : `${year}-02-28`;
      return { from: addDays(start, 1), to: today };
    }
  }
}

export interface ResolvedRange {
  preset: RangePreset;
  range: DayRange;
  /** Set when the URL asked for a custom range that cannot be shown (the default is shown). */
  error: CustomRangeError | null;
}

/** Reads the range from the URL's search parameters; anything unusable falls back to 30 days. */
export function rangeFromSearch(search: URLSearchParams, today: DayKey): ResolvedRange {
  const preset = search.get(RANGE_PARAM);
  if (preset === 'custom') {
    const from = search.get(FROM_PARAM) ?? '';
    const to = search.get(TO_PARAM) ?? '';
    const error = customRangeError(from, to, today);
    if (!error) return { preset: 'custom', range: { from, to }, error: null };
    return { preset: DEFAULT_RANGE, range: presetRange(DEFAULT_RANGE, today), error };
  }
  const chosen = isOneOf(FIXED_PRESETS, preset) ? preset : DEFAULT_RANGE;
  return { preset: chosen, range: presetRange(chosen, today), error: null };
}

/** The search parameters of a choice, keeping every other parameter (tab, view…). */
export function searchWithRange(
  current: URLSearchParams,
  preset: RangePreset,
  custom?: DayRange,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set(RANGE_PARAM, preset);
  next.delete(FROM_PARAM);
  next.delete(TO_PARAM);
  if (preset === 'custom' && custom) {
    next.set(FROM_PARAM, custom.from);
    next.set(TO_PARAM, custom.to);
  }
  return next;
}

/** Today in a time zone, for ranges: the browser's zone when the seller has none yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
