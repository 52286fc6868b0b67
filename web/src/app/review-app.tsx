import type { Locale } from '@shared';
import { useEffect, useMemo, useState } from 'react';
import { ErrorPage } from '@/components/errors/error-page';
import { LoginLayout } from '@/components/layouts/login-layout';
import { localizePath, splitLocalePrefix, switchLocalePath } from '@/config/paths';
import {
  ReviewPage,
  parseReviewRoute,
  useReviewPageData,
  type ReviewBoot,
  type ReviewRoute,
} from '@/features/review-flow';
import { loadCatalogParts } from '@/i18n/catalogs';
import { reviewPart } from '@/i18n/parts/review';
import { usePageMessages } from '@/i18n/use-page-messages';
import { browserLocale, writeLocaleCookie } from '@/i18n/locale';
import {
  LocaleNavigationProvider,
  PlainLink,
  type LocaleNavigation,
} from '@/i18n/locale-navigation';
import { announceHydrated } from '@/lib/hydration';
import { LocaleProvider } from './provider';

export interface ReviewAppProps {
  boot: ReviewBoot;
  /** True once a newer build is deployed (lib/build-check.ts): switch language by a page load. */
  isStale: () => boolean;
}

function NotFoundPage({ routeLocale }: { routeLocale: Locale | undefined }) {
  const { pathname } = window.location;
  return (
    <ErrorPage
      status={404}
      path={pathname}
      homeHref={localizePath('/', routeLocale ?? splitLocalePrefix(pathname).locale)}
    />
  );
}

function ReviewRoutePage({
  route,
  lang,
  started,
}: {
  route: ReviewRoute;
  lang: string;
  started?: Promise<Response>;
}) {
  const state = useReviewPageData(route.productId, lang, started);
  if (state.data?.product === null && state.data.failure === 'not-found') {
    return <NotFoundPage routeLocale={route.routeLocale} />;
  }
  return (
    <LoginLayout>
      <ReviewPage state={state} />
    </LoginLayout>
  );
}

/**
 * The customer review page (reviews.html): the review flow in the login layout, with no router.
 * Its only navigation is the language menu, which switches in place (history.pushState, the new
 * language's messages, no new request for the product); links leave the page as documents.
 */
export function ReviewApp({ boot, isStale }: ReviewAppProps) {
  const [route, setRoute] = useState(boot.route);
  const [locale, setLocale] = useState(boot.locale);
  const messages = usePageMessages(locale);
  useEffect(announceHydrated, []);

  useEffect(() => {
    // Back and forward between the languages visited: the URL's prefix (or cookie, browser).
    const onPopState = () => {
      const next = parseReviewRoute(window.location.pathname);
      if (!next || next.productId !== boot.route?.productId) return window.location.reload();
      const nextLocale = browserLocale(next.routeLocale);
      void loadCatalogParts(nextLocale, [reviewPart]).then(
        () => {
          setRoute(next);
          setLocale(nextLocale);
        },
        () => window.location.reload(),
      );
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [boot.route?.productId]);

  const navigation = useMemo<LocaleNavigation>(
    () => ({
      routeLocale: route?.routeLocale,
      switchLocale: (next) => {
        writeLocaleCookie(next);
        const { pathname, search, hash } = window.location;
        const href = switchLocalePath(pathname, search, hash, next);
        if (isStale()) return window.location.assign(href);
        void loadCatalogParts(next, [reviewPart]).then(
          () => {
            window.history.pushState(null, '', href);
            setRoute(parseReviewRoute(window.location.pathname));
            setLocale(next);
          },
          // The language's messages could not be downloaded: let the browser load the page.
          () => window.location.assign(href),
        );
      },
      Link: PlainLink,
    }),
    [route?.routeLocale, isStale],
  );

  return (
    <LocaleNavigationProvider value={navigation}>
      <LocaleProvider locale={locale} messages={messages}>
        {route ? (
          <ReviewRoutePage route={route} lang={boot.locale} started={boot.product} />
        ) : (
          <NotFoundPage routeLocale={undefined} />
        )}
      </LocaleProvider>
    </LocaleNavigationProvider>
  );
}
