import { useLocation } from 'react-router-dom';
import { localizePath } from '@/config/paths';
import { useRouteLocale } from '@/i18n/use-locale';
import { ErrorPage } from './error-page';

/** The catch-all route: 'Page Not Found' followed by the path. */
export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} path={pathname} homeHref={localizePath('/', useRouteLocale())} />;
}
