import { isLocale, type Locale } from '@shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { localizePath } from '@/config/paths';
import { useLocaleNavigation } from './locale-navigation';

/** The active UI locale. */
export function useLocale(): Locale {
  const { locale } = useIntl();
  return isLocale(locale) ? locale : 'en';
}

/** The locale prefix of the current URL, if it has one (/ro/products → 'ro'). */
export function useRouteLocale(): Locale | undefined {
  return useLocaleNavigation().routeLocale;
}

/**
 * Builds links that keep the current URL's locale prefix:
 * `const href = useLocalizedHref(); <Link to={href(paths.products.getHref())}>`.
 */
export function useLocalizedHref(): (href: string) => string {
  const routeLocale = useRouteLocale();
  return useCallback((href: string) => localizePath(href, routeLocale), [routeLocale]);
}
