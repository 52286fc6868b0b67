import { DEFAULT_LOCALE } from '@shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { CASE_PAGE_PARTS, CaseApp } from '@/app/case-app';
import { ErrorPage } from '@/components/errors/error-page';
import { parseCaseRoute } from '@/features/review-flow';
import { loadCatalogParts } from '@/i18n/catalogs';
import { browserLocale } from '@/i18n/locale';
import { claimChunkReload } from '@/lib/chunk-reload';
import '@/components/ui/plain/plain.css';

// The customer's case page (cases.html): /cases/{token} and /{locale}/cases/{token}.
const route = parseCaseRoute(window.location.pathname);
const locale = browserLocale(route?.routeLocale);
document.documentElement.lang = locale;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from cases.html');

try {
  await loadCatalogParts(locale, CASE_PAGE_PARTS);
  createRoot(container).render(
    <StrictMode>
      <CaseApp route={route} locale={locale} />
    </StrictMode>,
  );
} catch (error) {
  // The language's messages did not arrive: reload once per path, then the 500 page.
  if (claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage)) {
    window.location.reload();
  } else {
    console.error(error);
    createRoot(container).render(
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
        <ErrorPage status={500} />
      </IntlProvider>,
    );
  }
}
