import { isOneOf } from './narrow.js';
/** Spec §2: the 23 supported locales. The first entry is the default (spec: "not shown"). */
export const LOCALES = [
  'en',
  'fr',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fi',
  'ga',
  'hr',
  'hu',
  'it',
  'lt',
  'lv',
  'nl',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}
