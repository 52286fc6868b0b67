import { DEFAULT_LOCALE } from '@shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ReviewApp } from '@/app/review-app';
import { ErrorPage } from '@/components/errors/error-page';
import { bootReviewPage } from '@/features/review-flow';
import { loadCatalogParts } from '@/i18n/catalogs';
import { startPageBuildCheck } from '@/lib/build-check';
import { claimChunkReload } from '@/lib/chunk-reload';
import '@/components/ui/plain/plain.css';

// reviews.html's inline script has already started the product request (src/review-boot.ts);
// the dev server has no inline script, so the app boots itself.
const boot = window.__qrReviewBoot ?? bootReviewPage(window.location.pathname);
const check = startPageBuildCheck();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from reviews.html');
const root = createRoot(container);

try {
  // Before the first render, so that the pre-rendered first step never flashes in English.
  await loadCatalogParts(boot.locale, ['review']);
  root.render(
    <StrictMode>
      <ReviewApp boot={boot} isStale={check.isStale} />
    </StrictMode>,
  );
} catch (error) {
  // The language's messages did not arrive (a newer deploy removed the chunk, or the network):
  // reload once per path (spec §4), then the 500 page.
  if (claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage)) {
    window.location.reload();
  } else {
    console.error(error);
    root.render(
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
        <ErrorPage status={500} />
      </IntlProvider>,
    );
  }
}
