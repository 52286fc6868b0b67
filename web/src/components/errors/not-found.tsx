import { useLocation } from 'react-router-dom';
import { localizePath, splitLocalePrefix } from '@/config/paths';
import { ErrorPage } from './error-page';

/** The catch-all route: 'Page Not Found' followed by the path. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      status={404}
      path={pathname}
      homeHref={localizePath('/', splitLocalePrefix(pathname).locale)}
    />
  );
}
