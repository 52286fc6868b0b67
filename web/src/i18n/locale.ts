import { DEFAULT_LOCALE, isLocale, type Locale } from '@shared';
import { LANGUAGE_COOKIE } from '@/config/constants';

/** 'ro', 'ro-RO', 'RO' → 'ro'; 'pt-BR' → 'pt'; unsupported → undefined. */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (isLocale(lower)) return lower;
  const base = lower.split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The first supported language in the browser's preference list. */
export function localeFromLanguages(languages: readonly string[] | undefined): Locale | undefined {
  for (const tag of languages ?? []) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** Reads the locale cookie from a `document.cookie` string. */
export function readLocaleCookie(cookieString: string): Locale | undefined {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE.name) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

/** Spec §9: 365 days, path /, SameSite=Lax (Secure on https). */
export function localeCookie(locale: Locale, secure: boolean): string {
  const maxAgeSeconds = LANGUAGE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return [
    `${LANGUAGE_COOKIE.name}=${encodeURIComponent(locale)}`,
    `Max-Age=${maxAgeSeconds}`,
    `Path=${LANGUAGE_COOKIE.path}`,
    `SameSite=${LANGUAGE_COOKIE.sameSite}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export interface LocaleSources {
  /** The first path segment when it is a locale prefix (already validated by the router). */
  routeLocale?: string;
  cookie?: string;
  languages?: readonly string[];
}

/** Spec §2: route prefix, then cookie, then the browser's languages, then English. */
export function resolveLocale({ routeLocale, cookie, languages }: LocaleSources): Locale {
  if (isLocale(routeLocale)) return routeLocale;
  return readLocaleCookie(cookie ?? '') ?? localeFromLanguages(languages) ?? DEFAULT_LOCALE;
}

/** Reads the live browser sources. */
export function browserLocale(routeLocale: string | undefined): Locale {
  return resolveLocale({
    routeLocale,
    cookie: typeof document === 'undefined' ? '' : document.cookie,
    languages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
