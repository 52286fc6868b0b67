/**
 * Build-time rendering (vite-plugins/pages.ts builds this module for Node and calls it once per
 * locale): the landing and login pages' HTML and styles, hydrated by main.tsx, and the review
 * page's first step, shown by reviews.html's inline script before the app arrives. Never shipped
 * to browsers.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Locale } from '@shared';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LocaleProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { LoginLayout } from '@/components/layouts/login-layout';
import { localizePath } from '@/config/paths';
import { ReviewPage } from '@/features/review-flow';
import { landingMetaMessages } from '@/features/landing';
import { loadCatalogParts } from '@/i18n/catalogs';
import { landingPart } from '@/i18n/parts/landing';
import { reviewPart } from '@/i18n/parts/review';
import { LocaleNavigationProvider, PlainLink } from '@/i18n/locale-navigation';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** Emotion's <style> elements for that markup (for <head>). */
  styles: string;
  /** The document title, HTML-escaped. */
  title: string;
}

export interface RenderedLanding extends RenderedPage {
  description: string;
}

/** A route of the app (the landing page, /login) as the router renders it for `path`. */
async function renderRoute(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender: ${context.status} for ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </CacheProvider>,
  );
  // React renders the page's <title> where PageTitle is; the document gets it in <head>.
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
  html = html.replace(/<title>.*?<\/title>/s, '');
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    title,
  };
}

/** The landing page at `/` (locale undefined: the unprefixed English page) or `/{locale}`. */
export async function renderLanding(locale: Locale | undefined): Promise<RenderedLanding> {
  const page = await renderRoute(localizePath('/', locale));
  const active = locale ?? 'en';
  const intl = createIntl({
    locale: active,
    defaultLocale: 'en',
    messages: await loadCatalogParts(active, [reviewPart, landingPart]),
    onError: () => undefined,
  });
  return { ...page, description: intl.formatMessage(landingMetaMessages.description) };
}

/**
 * The login page in `locale`, as rendered for /{locale}/login (its links carry that prefix: the
 * page's inline script, src/login-boot.ts, fixes them for an unprefixed URL).
 */
export function renderLogin(locale: Locale): Promise<RenderedPage> {
  return renderRoute(localizePath('/login', locale));
}

/**
 * The review page's first step in `locale`, before its product has arrived: exactly the app's
 * first render (app/review-app.tsx), which hydrates it.
 */
export async function renderReviewSkeleton(locale: Locale): Promise<string> {
  const messages = await loadCatalogParts(locale, [reviewPart]);
  return renderToString(
    <LocaleNavigationProvider
      value={{ routeLocale: undefined, switchLocale: () => undefined, Link: PlainLink }}
    >
      <LocaleProvider locale={locale} messages={messages}>
        <LoginLayout>
          <ReviewPage state={{ data: null, retrying: false, retry: () => undefined }} />
        </LoginLayout>
      </LocaleProvider>
    </LocaleNavigationProvider>,
  );
}
