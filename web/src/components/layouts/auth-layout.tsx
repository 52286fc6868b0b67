import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useEnsureSellerProfile } from '@/lib/auth/use-ensure-seller-profile';
import { useSigninCheck } from '@/lib/firebase';

function SignedIn() {
  useEnsureSellerProfile();
  return <Outlet />;
}

/**
 * Spec §5 "auth middleware": signed-out visitors go to /login?redirect=<where they were> and come
 * back there after signing in. Lives in the lazily loaded seller shell (needs Firebase Auth).
 */
export function AuthLayout() {
  const { status, data, error } = useSigninCheck();
  const location = useLocation();
  const href = useLocalizedHref();

  if (status === 'error') throw error;
  if (status === 'loading') return <PageSpinner />;
  if (!data.signedIn) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate replace to={href(paths.login.getHref(here))} />;
  }
  return <SignedIn />;
}

export default AuthLayout;
