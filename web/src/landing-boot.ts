/**
 * The unprefixed landing page's inline script (index.html, written by vite-plugins/pages.ts):
 * the page is pre-rendered in English; a visitor whose locale cookie or browser asks for another
 * supported language goes on, before anything is drawn, to that language's pre-rendered page.
 */
import { DEFAULT_LOCALE } from '@shared';
import { localizePath } from '@/config/paths';
import { browserLocale } from '@/i18n/locale';

const locale = browserLocale(undefined);
if (locale !== DEFAULT_LOCALE) {
  const { search, hash } = window.location;
  window.location.replace(`${localizePath('/', locale)}${search}${hash}`);
}
