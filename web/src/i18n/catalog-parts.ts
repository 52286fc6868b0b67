/**
 * Each locale's catalog (src/i18n/messages/<locale>.json, one file per locale for translators) is
 * shipped in parts, so a page downloads only the messages it can show:
 * - review:  the customer review page and what every page shares (layout, language menu, error
 *            pages, toasts, store names); the review page downloads only this part first;
 * - case:    the customer's side of a case (the contact offer below the review's outcome, which
 *            the review page loads with its form only when it shows it, and the case page);
 * - landing: the landing page (added to review on /);
 * - app:     everything else, downloaded with the seller shell (/login and signed-in screens).
 * A message belongs to the first part one of whose id prefixes it starts with, else to `app`.
 * The build fails when a module of the review page uses a message outside the review part
 * (vite-plugins/precompile-messages.ts), so the prefixes below cannot silently fall behind.
 */
export const CATALOG_PARTS = ['review', 'case', 'landing', 'app'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

const PART_PREFIXES: Record<Exclude<CatalogPart, 'app'>, readonly string[]> = {
  review: [
    'reviewFlow.',
    'app.',
    'error.',
    'localeSwitcher.',
    'toast.',
    'store.',
    'validation.feedback.',
    'validation.rating.',
    'validation.store.',
    'validation.request.',
    'validation.invalid',
  ],
  case: ['case.', 'validation.email.', 'validation.consent.', 'validation.message.'],
  landing: ['landing.'],
};

export function catalogPartOf(id: string): CatalogPart {
  for (const part of ['review', 'case', 'landing'] as const) {
    if (PART_PREFIXES[part].some((prefix) => id.startsWith(prefix))) return part;
  }
  return 'app';
}

/** The messages of one part of a catalog. */
export function catalogPart<T>(catalog: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => catalogPartOf(id) === part));
}
