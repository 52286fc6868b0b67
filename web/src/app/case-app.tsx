import { isLocale, type Locale } from '@shared';
import { useCallback, useMemo, useState } from 'react';
import { ErrorPage } from '@/components/errors/error-page';
import { LoginLayout } from '@/components/layouts/login-layout';
import { localizePath, splitLocalePrefix, switchLocalePath } from '@/config/paths';
import { CasePage, parseCaseRoute, type CaseRoute } from '@/features/review-flow';
import { loadCatalogParts } from '@/i18n/catalogs';
import { casePart } from '@/i18n/parts/case';
import { reviewPart } from '@/i18n/parts/review';
import { usePageMessages } from '@/i18n/use-page-messages';
import { writeLocaleCookie } from '@/i18n/locale';
import {
  LocaleNavigationProvider,
  PlainLink,
  type LocaleNavigation,
} from '@/i18n/locale-navigation';
import { LocaleProvider } from './provider';

/** The catalog parts the case page shows. */
export const CASE_PAGE_PARTS = [reviewPart, casePart];

export interface CaseAppProps {
  route: CaseRoute | null;
  /** Prefix, cookie, browser languages, English (i18n/locale.ts). */
  locale: Locale;
}

/**
 * The customer's case page (cases.html): like the review page, no router and no MUI. The emailed
 * link has no language prefix, so the page speaks the language the customer wrote their review
 * in (stored with the case) unless the URL names one; the language menu switches in place.
 */
export function CaseApp({ route: initialRoute, locale: initialLocale }: CaseAppProps) {
  const [route, setRoute] = useState(initialRoute);
  const [locale, setLocale] = useState(initialLocale);
  const messages = usePageMessages(locale);

  const routeLocale = route?.routeLocale;
  const prepare = useCallback(
    async ({ locale: caseLocale }: { locale: string }) => {
      if (routeLocale || !isLocale(caseLocale) || caseLocale === locale) return;
      await loadCatalogParts(caseLocale, CASE_PAGE_PARTS).then(
        () => setLocale(caseLocale),
        () => undefined,
      );
    },
    [routeLocale, locale],
  );

  const navigation = useMemo<LocaleNavigation>(
    () => ({
      routeLocale,
      switchLocale: (next) => {
        writeLocaleCookie(next);
        const { pathname, search, hash } = window.location;
        const href = switchLocalePath(pathname, search, hash, next);
        void loadCatalogParts(next, CASE_PAGE_PARTS).then(
          () => {
            window.history.replaceState(null, '', href);
            setRoute(parseCaseRoute(window.location.pathname));
            setLocale(next);
          },
          () => window.location.assign(href),
        );
      },
      Link: PlainLink,
    }),
    [routeLocale],
  );

  return (
    <LocaleNavigationProvider value={navigation}>
      <LocaleProvider locale={locale} messages={messages}>
        {route ? (
          <LoginLayout>
            <CasePage token={route.token} prepare={prepare} />
          </LoginLayout>
        ) : (
          <ErrorPage
            status={404}
            path={window.location.pathname}
            homeHref={localizePath('/', splitLocalePrefix(window.location.pathname).locale)}
          />
        )}
      </LocaleProvider>
    </LocaleNavigationProvider>
  );
}
