import type { Locale } from './locales.js';

/**
 * The customer review page of a product, as printed in QR codes. Same shape as the web route
 * (web/src/config/paths.ts: paths.review + localizePath; a web test keeps the two in step).
 * With a locale the page opens in that language (a card's language); without one the customer's
 * cookie or browser language decides.
 */
function reviewPagePath(productId: string, locale?: Locale | null): string {
  const path = `/reviews/${encodeURIComponent(productId)}`;
  return locale ? `/${locale}${path}` : path;
}

/** `origin` without a trailing slash, e.g. https://demo-qr-reviews.web.app. */
export function reviewPageUrl(origin: string, productId: string, locale?: Locale | null): string {
  return `${origin.replace(/\/+$/, '')}${reviewPagePath(productId, locale)}`;
}
