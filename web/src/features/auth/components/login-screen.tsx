import { useEffect, useRef, useState } from 'react';
import { defineMessages } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, REDIRECT_PARAM, safeRedirectTarget } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { useLocale, useLocalizedHref } from '@/i18n/use-locale';
import { ensureProfileAfterSignIn } from '@/lib/auth/after-sign-in';
import { useSession, useSessionAuth } from '@/lib/auth/session';
import {
  authErrorCode,
  redirectSignInResult,
  signInAsDemoSeller,
  signInWithGoogle,
  type SignInOutcome,
} from '@/lib/auth/sign-in';
import { isDemo } from '@/lib/firebase-config';
import { profileMessages } from '@/lib/auth/profile-messages';
import { LoginCard, type LoginBusy } from './login-card';

const messages = defineMessages({
  cancelledTitle: { id: 'login.cancelled.title', defaultMessage: 'Sign-in cancelled' },
  cancelled: {
    id: 'login.cancelled.message',
    defaultMessage: 'The Google sign-in window was closed before you signed in. Please try again.',
  },
  failedTitle: { id: 'login.failed.title', defaultMessage: 'Sign-in failed' },
  failed: {
    id: 'login.failed.message',
    defaultMessage: 'We could not sign you in. Please try again. (Error: {code})',
  },
});

/** Login screen: Google popup sign-in (redirect when the popup is blocked), demo sign-in on emulators. */
export function LoginScreen() {
  const auth = useSessionAuth();
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const [searchParams] = useSearchParams();
  const signin = useSession();
  const [busy, setBusy] = useState<LoginBusy>(null);
  const target = safeRedirectTarget(
    searchParams.get(REDIRECT_PARAM),
    href(paths.products.getHref()),
  );
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = async (outcome: SignInOutcome) => {
    if (outcome.status === 'signed-in') {
      try {
        await ensureProfileAfterSignIn(outcome.credential.user, locale);
      } catch (error) {
        console.error(error);
        toast.error(profileMessages.failed);
      }
      await navigate(target, { replace: true });
      return;
    }
    if (outcome.status === 'redirecting') return; // the browser is leaving for Google
    if (outcome.status === 'cancelled') {
      toast.error(messages.cancelled, { title: messages.cancelledTitle });
    } else {
      toast.error(messages.failed, { title: messages.failedTitle, values: { code: outcome.code } });
    }
    if (mounted.current) setBusy(null);
  };

  // Back from a redirect sign-in (the popup was blocked): report a failure; success is handled by
  // the session check below and the signed-in layout's profile check.
  useEffect(() => {
    redirectSignInResult(auth).catch((error: unknown) => {
      toast.error(messages.failed, {
        title: messages.failedTitle,
        values: { code: authErrorCode(error) },
      });
    });
  }, [auth, toast]);

  if (busy === null && signin.status === 'success' && signin.data.signedIn) {
    return <Navigate replace to={target} />;
  }

  return (
    <LoginCard
      busy={busy}
      onGoogle={() => {
        setBusy('google');
        void signInWithGoogle(auth).then(finish);
      }}
      onDemo={
        isDemo
          ? () => {
              setBusy('demo');
              void signInAsDemoSeller(auth).then(finish);
            }
          : undefined
      }
    />
  );
}
