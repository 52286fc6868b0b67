/**
 * login.html's inline script (built by vite-plugins/pages.ts into one small IIFE): shows the login
 * page in the visitor's language (URL prefix, cookie, browser), rendered by the build for every
 * locale, before the app's script has arrived; the app hydrates it (main.tsx). /login and
 * /{locale}/login are the same document (firebase.json), as /reviews/* is for the review page.
 */
import { localizePath, splitLocalePrefix } from '@/config/paths';
import { browserLocale } from '@/i18n/locale';
import { pageVariant, type PageVariants } from '@/lib/page-variants';

declare const __QR_LOGIN_PAGES__: PageVariants;
declare const __QR_LOGIN_TITLES__: Record<string, string>;

const { locale: prefix, path } = splitLocalePrefix(window.location.pathname);
const root = document.getElementById('root');
// Anything but /login and /{supported locale}/login (say /xx/login) is the app's 404 page.
if (root && /^\/login\/?$/.test(path)) {
  const locale = browserLocale(prefix);
  const html = pageVariant(__QR_LOGIN_PAGES__, locale);
  if (html) {
    document.documentElement.lang = locale;
    document.title = __QR_LOGIN_TITLES__[locale] ?? document.title;
    root.innerHTML = html;
    // Rendered for /{locale}/login; the app's first render links home with the URL's own prefix.
    root.querySelector('.qr-brand')?.setAttribute('href', localizePath('/', prefix));
    root.setAttribute('data-prerendered', '');
  }
}
