import { DEFAULT_LOCALE, type Locale } from '@shared';

export type Messages = Record<string, string>;

/**
 * One lazy chunk per locale: only the active locale's catalog is downloaded. English needs none:
 * every message's defaultMessage is its English text (en.json is the extracted copy translators
 * work from, never bundled). Missing ids in other catalogs fall back to that English text.
 * Production builds hold the catalogs as precompiled ICU ASTs (vite-plugins/precompile-messages).
 */
const catalogLoaders = import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], {
  import: 'default',
});
const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return {};
  const cached = loaded.get(locale);
  if (cached) return cached;
  const load = catalogLoaders[`./messages/${locale}.json`];
  const messages = load ? await load() : {};
  loaded.set(locale, messages);
  return messages;
}
