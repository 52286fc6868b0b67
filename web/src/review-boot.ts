/**
 * reviews.html's inline script (built by vite-plugins/pages.ts into one small IIFE): starts
 * the product request while the HTML is still being parsed, sets the page's language, shows the
 * first step in that language (pre-rendered by the build) and preloads the language's messages,
 * all before the app's script has arrived.
 */
import { bootReviewPage } from '@/features/review-flow';
import { pageVariant, type PageVariants } from '@/lib/page-variants';

declare const __QR_REVIEW_SKELETONS__: PageVariants;
declare const __QR_REVIEW_CATALOGS__: Record<string, string>;

const boot = bootReviewPage(window.location.pathname);
window.__qrReviewBoot = boot;
document.documentElement.lang = boot.locale;
const root = document.getElementById('root');
const skeleton = boot.route ? pageVariant(__QR_REVIEW_SKELETONS__, boot.locale) : undefined;
if (root && skeleton) {
  root.innerHTML = skeleton;
  // Rendered for the unprefixed URL; the app's first render, which hydrates it, links home with
  // the URL's prefix.
  if (boot.route?.routeLocale) {
    root.querySelector('.qr-brand')?.setAttribute('href', `/${boot.route.routeLocale}`);
  }
  root.setAttribute('data-prerendered', '');
}
const catalog = __QR_REVIEW_CATALOGS__[boot.locale];
if (catalog) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = catalog;
  document.head.appendChild(link);
}
