import { DOC_ID_PATTERN, type Locale } from '@shared';
import { splitLocalePrefix } from '@/config/paths';
import { browserLocale } from '@/i18n/locale';
import { startProductRequest } from './api/start-product-request';

export interface ReviewRoute {
  /** The URL's locale prefix, if it has one. */
  routeLocale: Locale | undefined;
  productId: string;
}

/**
 * /reviews/{id} and /{locale}/reviews/{id} (a trailing slash allowed). Anything else, an
 * unsupported prefix or an id that fails DOC_ID_PATTERN included, is null: the 404 page.
 */
export function parseReviewRoute(pathname: string): ReviewRoute | null {
  const { locale, path } = splitLocalePrefix(pathname);
  const segment = /^\/reviews\/([^/]+)\/?$/.exec(path)?.[1];
  if (segment === undefined) return null;
  let productId: string;
  try {
    productId = decodeURIComponent(segment);
  } catch {
    return null;
  }
  return DOC_ID_PATTERN.test(productId) ? { routeLocale: locale, productId } : null;
}

/** What the review page knows before its app runs (window.__qrReviewBoot). */
export interface ReviewBoot {
  route: ReviewRoute | null;
  /** Prefix, cookie, browser languages, English (i18n/locale.ts). */
  locale: Locale;
  /** The product request, already on its way (startProductRequest). */
  product?: Promise<Response>;
}

/**
 * The first thing the review page does: where am I, in which language, and ask for the product.
 * Runs in reviews.html's inline script (vite-plugins/pages.ts), while the HTML is parsed and
 * before the app's script has arrived; the dev server runs it from the app instead.
 */
export function bootReviewPage(pathname: string): ReviewBoot {
  const route = parseReviewRoute(pathname);
  const locale = browserLocale(route?.routeLocale);
  return {
    route,
    locale,
    product: route ? startProductRequest(route.productId, locale) : undefined,
  };
}
