import { useEffect } from 'react';
import {
  Outlet,
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { loadCatalogParts } from '@/i18n/catalogs';
import { reviewPart } from '@/i18n/parts/review';
import { usePageMessages } from '@/i18n/use-page-messages';
import { browserLocale } from '@/i18n/locale';
import { withChunkErrors } from '@/lib/chunk-reload';
import { announceHydrated } from '@/lib/hydration';
import { LocaleProvider } from './provider';
import { RouterLocaleNavigation } from './router-locale-navigation';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Resolves the locale (prefix, cookie, browser, en) and loads the part of its catalog every page
 * shows; the landing layout and the seller shell load their own parts (i18n/catalog-parts.ts).
 */
export async function rootLoader({ params }: LoaderFunctionArgs) {
  const locale = browserLocale(params.locale);
  await withChunkErrors(() => loadCatalogParts(locale, [reviewPart]))();
  return { locale };
}

/** The catalog only changes with the locale prefix (the switcher always navigates to one). */
export function rootShouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

export function Root() {
  const { locale } = useLoaderData<typeof rootLoader>();
  // Grows as routes load their parts of the catalog (their loaders finish before they render).
  const messages = usePageMessages(locale);
  useEffect(announceHydrated, []);
  return (
    <RouterLocaleNavigation>
      <LocaleProvider locale={locale} messages={messages}>
        <ScrollRestoration />
        <Outlet />
      </LocaleProvider>
    </RouterLocaleNavigation>
  );
}
