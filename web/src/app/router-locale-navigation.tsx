import { isLocale, type Locale } from '@shared';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { switchLocalePath } from '@/config/paths';
import { writeLocaleCookie } from '@/i18n/locale';
import {
  LocaleNavigationProvider,
  type AppLinkProps,
  type LocaleNavigation,
} from '@/i18n/locale-navigation';

function RouterLink(props: AppLinkProps) {
  return <Link {...props} />;
}

/**
 * The seller app's navigation for shared components: the URL's locale prefix from the route, and
 * a language switch that remembers the choice and navigates to the same page under the new prefix.
 */
export function RouterLocaleNavigation({ children }: { children: ReactNode }) {
  const { locale } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const routeLocale: Locale | undefined = isLocale(locale) ? locale : undefined;
  const value = useMemo<LocaleNavigation>(
    () => ({
      routeLocale,
      switchLocale: (next) => {
        writeLocaleCookie(next);
        void navigate(switchLocalePath(location.pathname, location.search, location.hash, next));
      },
      Link: RouterLink,
    }),
    [routeLocale, navigate, location.pathname, location.search, location.hash],
  );
  return <LocaleNavigationProvider value={value}>{children}</LocaleNavigationProvider>;
}
