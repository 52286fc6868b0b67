import type { Locale } from '@shared';
import { splitLocalePrefix } from '@/config/paths';

export interface CaseRoute {
  /** The URL's locale prefix, if it has one. */
  routeLocale: Locale | undefined;
  /** The customer's link token (base64url); the server stores only its hash. */
  token: string;
}

/** A token as the server issues it: base64url, 32 random bytes (43 characters), some slack. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * /cases/{token} and /{locale}/cases/{token} (a trailing slash allowed). Anything else is null:
 * the 404 page.
 */
export function parseCaseRoute(pathname: string): CaseRoute | null {
  const { locale, path } = splitLocalePrefix(pathname);
  const token = /^\/cases\/([^/]+)\/?$/.exec(path)?.[1];
  if (token === undefined || !TOKEN_PATTERN.test(token)) return null;
  return { routeLocale: locale, token };
}
