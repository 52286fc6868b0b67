import { useEffect } from 'react';
import {
  Outlet,
  useLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { loadMessages } from '@/i18n/catalogs';
import { browserLocale } from '@/i18n/locale';
import { withChunkErrors } from '@/lib/chunk-reload';
import { LocaleProvider } from './provider';
import { ScrollRestoration } from './scroll-restoration';

/** Resolves the locale (prefix, cookie, browser, en) and loads only that locale's catalog. */
export async function rootLoader({ params }: LoaderFunctionArgs) {
  const locale = browserLocale(params.locale);
  const messages = await withChunkErrors(() => loadMessages(locale))();
  return { locale, messages };
}

/** The catalog only changes with the locale prefix (the switcher always navigates to one). */
export function rootShouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale;
}

export function Root() {
  const { locale, messages } = useLoaderData<typeof rootLoader>();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale} messages={messages}>
      <ScrollRestoration />
      <Outlet />
    </LocaleProvider>
  );
}
