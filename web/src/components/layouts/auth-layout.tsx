import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useSession } from '@/lib/auth/session';

/**
 * Spec §5 "auth middleware": signed-out visitors go to /login?redirect=<where they were> and come
 * back there after signing in. Lives in the lazily loaded seller shell (needs Firebase Auth only).
 */
export function AuthLayout() {
  const session = useSession();
  const location = useLocation();
  const href = useLocalizedHref();

  if (session.status === 'error') throw session.error;
  if (session.status === 'loading') return <PageSpinner />;
  if (!session.data.signedIn) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={href(paths.login.getHref(here))} />;
  }
  // The data shell (Firestore, the seller profile check) and the screen.
  return <Outlet />;
}

export default AuthLayout;
