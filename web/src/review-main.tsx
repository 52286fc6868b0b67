import { DEFAULT_LOCALE } from '@shared';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { ReviewApp } from '@/app/review-app';
import { ErrorPage } from '@/components/errors/error-page';
import { bootReviewPage } from '@/features/review-flow';
import { loadCatalogParts } from '@/i18n/catalogs';
import { reviewPart } from '@/i18n/parts/review';
import { startPageBuildCheck } from '@/lib/build-check';
import { claimChunkReload } from '@/lib/chunk-reload';
import { markHydrating } from '@/lib/hydration';
import '@/components/ui/plain/plain.css';

// reviews.html's inline script has already started the product request (src/review-boot.ts);
// the dev server has no inline script, so the app boots itself.
const boot = window.__qrReviewBoot ?? bootReviewPage(window.location.pathname);
const check = startPageBuildCheck();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from reviews.html');
let root: Root | undefined;

try {
  // Before the first render, which must be the pre-rendered first step in the same language.
  await loadCatalogParts(boot.locale, [reviewPart]);
  const app = (
    <StrictMode>
      <ReviewApp boot={boot} isStale={check.isStale} />
    </StrictMode>
  );
  // The inline script showed the first step (pre-rendered by the build): hydrate it, so that its
  // elements stay on screen as they are (no new paint, no shift) and the product joins them.
  if (container.hasAttribute('data-prerendered')) {
    markHydrating();
    // In slices that yield to the browser, not one long task (see main.tsx).
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
  } else {
    (root = createRoot(container)).render(app);
  }
} catch (error) {
  // The language's messages did not arrive (a newer deploy removed the chunk, or the network):
  // reload once per path (spec §4), then the 500 page.
  if (claimChunkReload(window.location.pathname, Date.now(), window.sessionStorage)) {
    window.location.reload();
  } else {
    console.error(error);
    root?.unmount();
    container.removeAttribute('data-prerendered');
    container.replaceChildren();
    createRoot(container).render(
      <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} messages={{}}>
        <ErrorPage status={500} />
      </IntlProvider>,
    );
  }
}
