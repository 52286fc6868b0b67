import { DEFAULT_LOCALE, type Locale } from '@shared';
import type { CatalogPart } from './catalog-parts';

export type Messages = Record<string, string>;

/**
 * One part of every locale's catalog (i18n/catalog-parts.ts): one lazy chunk per locale. Each part
 * is a module of its own (i18n/parts/), which a page imports only if it loads that part: the review
 * page's first load carries the review part's loaders, never the seller app's.
 */
export interface CatalogPartLoaders {
  part: CatalogPart;
  /** Per locale (English has none), the import of that locale's part. */
  locales: Partial<Record<string, () => Promise<Messages>>>;
}

/**
 * A part's loaders from its `import.meta.glob` of ../messages/*.json (en.json left out): English
 * needs none, every message's defaultMessage being its English text (en.json is the extracted
 * copy translators work from, never bundled), and ids missing from another catalog fall back to
 * that English text. Production builds hold the catalogs as precompiled ICU ASTs
 * (vite-plugins/precompile-messages).
 */
export function catalogPartLoaders(
  part: CatalogPart,
  glob: Record<string, () => Promise<Messages>>,
): CatalogPartLoaders {
  const locales = Object.fromEntries(
    Object.entries(glob).map(([file, load]) => [/([\w-]+)\.json$/.exec(file)?.[1] ?? file, load]),
  );
  return { part, locales };
}

const EMPTY: Messages = Object.freeze({});
const loadedParts = new Map<string, Promise<Messages>>();
/** Per locale: every part loaded so far, merged; a new object on each change (a React snapshot). */
const merged = new Map<Locale, Messages>();
const listeners = new Set<() => void>();

function loadPart(locale: Locale, { part, locales }: CatalogPartLoaders): Promise<Messages> {
  const key = `${locale}/${part}`;
  let request = loadedParts.get(key);
  if (!request) {
    const load = locales[locale];
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
export async function loadCatalogParts(
  locale: Locale,
  parts: readonly CatalogPartLoaders[],
): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return EMPTY;
  const loaded = await Promise.all(parts.map((part) => loadPart(locale, part)));
  const before = merged.get(locale) ?? EMPTY;
  const missing = loaded.filter((messages) => Object.keys(messages).some((id) => !(id in before)));
  if (missing.length > 0) {
    // Every part is a catalog of the same ids; Object.assign's variadic typing loses it.
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
