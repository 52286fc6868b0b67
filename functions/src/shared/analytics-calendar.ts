/**
 * The seller's calendar for analytics: IANA time zones, calendar days ('yyyy-mm-dd') in them,
 * day/month arithmetic, the ranges the dashboards show and the year documents a range touches.
 */

/** Longest range the dashboards accept: 13 months (the comparison period doubles it). */
export const ANALYTICS_MAX_RANGE_DAYS = 397;

/** IANA time zone names as the rules check them: "UTC", "Europe/Bucharest", "America/Argentina/Salta". */
export const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]{0,29}(\/[A-Za-z0-9_+-]{1,30}){0,2}$/;
export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a time zone this runtime knows (and the rules' pattern accepts). */
export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !TIME_ZONE_PATTERN.test(value)) return false;
  try {
    dayFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** A calendar day, 'yyyy-mm-dd'. */
export type DayKey = string;

/** The calendar day `at` falls on in `timeZone` (DST-correct: Intl does the conversion). */
export function localDay(at: Date, timeZone: string): DayKey {
  const parts = dayFormatter(isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE)
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const monthOf = (day: DayKey) => day.slice(0, 7);
export const dayOfMonth = (day: DayKey) => day.slice(8, 10);

/** The day as midnight UTC: calendar arithmetic that no time zone shifts. */
export function civilDate(day: DayKey): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** `day` plus `days` calendar days (negative goes back). */
export function addDays(day: DayKey, days: number): DayKey {
  const date = civilDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'yyyy-mm' plus `months` months. */
export function addMonths(month: string, months: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.max(
    0,
    Math.round((civilDate(to).getTime() - civilDate(from).getTime()) / 86_400_000) + 1,
  );
}

export const DAY_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && DAY_KEY_PATTERN.test(value) && addDays(value, 0) === value;
}

export const yearOf = (day: DayKey) => day.slice(0, 4);

/** The calendar years a range touches, oldest first ('yyyy'). */
export function yearsOf(range: DayRange): string[] {
  const years: string[] = [];
  for (let year = Number(yearOf(range.from)); year <= Number(yearOf(range.to)); year += 1) {
    years.push(String(year).padStart(4, '0'));
  }
  return years;
}

/**
 * The year documents a dashboard reads for `range`: the years of the range and of its comparison
 * period. `slackDays` widens it while the seller's time zone is only guessed (the browser's): the
 * calendar day differs between two zones by at most 2 days, so the documents read cover the range
 * in the seller's zone too.
 */
export function yearsToRead(range: DayRange, slackDays = 0): string[] {
  const previous = previousRange(range);
  return yearsOf({ from: addDays(previous.from, -slackDays), to: addDays(range.to, slackDays) });
}

/** An inclusive range of calendar days in the seller's time zone. */
export interface DayRange {
  from: DayKey;
  to: DayKey;
}

/** The range of the same length just before `range` (the comparison period). */
export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

export function rangeDays(range: DayRange): DayKey[] {
  const days: DayKey[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}
