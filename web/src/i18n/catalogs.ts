import { DEFAULT_LOCALE, type Locale } from '@shared';
import type { CatalogPart } from './catalog-parts';

export type Messages = Record<string, string>;

/**
 * One lazy chunk per locale and catalog part (i18n/catalog-parts.ts): a page downloads only the
 * active locale's parts it shows. English needs none: every message's defaultMessage is its English
 * text (en.json is the extracted copy translators work from, never bundled). Missing ids in other
 * catalogs fall back to that English text. Production builds hold the catalogs as precompiled ICU
 * ASTs (vite-plugins/precompile-messages).
 */
const partLoaders: Record<CatalogPart, Record<string, () => Promise<Messages>>> = {
  review: import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], {
    query: { part: 'review' },
    import: 'default',
  }),
  case: import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], {
    query: { part: 'case' },
    import: 'default',
  }),
  landing: import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], {
    query: { part: 'landing' },
    import: 'default',
  }),
  app: import.meta.glob<Messages>(['./messages/*.json', '!./messages/en.json'], {
    query: { part: 'app' },
    import: 'default',
  }),
};

const EMPTY: Messages = Object.freeze({});
const loadedParts = new Map<string, Promise<Messages>>();
/** Per locale: every part loaded so far, merged; a new object on each change (a React snapshot). */
const merged = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

function loadPart(locale: Locale, part: CatalogPart): Promise<Messages> {
  const key = `${locale}/${part}`;
  let request = loadedParts.get(key);
  if (!request) {
    const load = partLoaders[part][`./messages/${locale}.json`];
    request = load ? load() : Promise.resolve(EMPTY);
    // A failed download is forgotten, so that a retry (or the chunk reload guard) asks again.
    request.catch(() => loadedParts.delete(key));
    loadedParts.set(key, request);
  }
  return request;
}

/**
 * Loads the given parts of a locale's catalog (each once per page load) and returns every part of
 * it loaded so far, merged. Subscribers (useSyncExternalStore) hear about each change.
 */
export async function loadCatalogParts(locale: Locale, parts: CatalogPart[]): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return EMPTY;
  const loaded = await Promise.all(parts.map((part) => loadPart(locale, part)));
  const before = merged.get(locale) ?? EMPTY;
  const missing = loaded.filter((messages) => Object.keys(messages).some((id) => !(id in before)));
  if (missing.length > 0) {
    merged.set(locale, Object.assign({}, before, ...missing) as Messages);
    listeners.forEach((listener) => listener());
  }
  return merged.get(locale) ?? EMPTY;
}

/** Every part of a locale's catalog loaded so far (stable until another part arrives). */
export function loadedMessages(locale: Locale): Messages {
  return merged.get(locale) ?? EMPTY;
}

export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
