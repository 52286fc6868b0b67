import { isLocale, type Locale } from '@shared';

/**
 * Every route path, named once. `path` is the router pattern (relative to the optional locale
 * prefix), `getHref` builds an unprefixed link; `localizePath` (or the `useLocalizedHref` hook)
 * adds the locale prefix. Never type a path by hand elsewhere.
 *
 * /edit creates a product, /edit/:id edits an existing one (docs/decisions.md, "Locale resolution and routes").
 */
export const paths = {
  home: { path: '', getHref: () => '/' },
  login: {
    path: 'login',
    /** `redirectTo` is where the visitor returns after sign-in (a same-site path). */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?${REDIRECT_PARAM}=${encodeURIComponent(redirectTo)}` : '/login',
  },
  products: { path: 'products', getHref: () => '/products' },
  productNew: { path: 'edit', getHref: () => '/edit' },
  productEdit: { path: 'edit/:id', getHref: (id: string) => `/edit/${encodeURIComponent(id)}` },
  dashboard: {
    path: 'dashboard/:id',
    getHref: (id: string) => `/dashboard/${encodeURIComponent(id)}`,
  },
  /** The account overview (docs/decisions.md, "Analytics"): every product's analytics summed, and a product ranking. */
  overview: { path: 'overview', getHref: () => '/overview' },
  review: { path: 'reviews/:id', getHref: (id: string) => `/reviews/${encodeURIComponent(id)}` },
  imports: { path: 'imports', getHref: () => '/imports' },
  templates: { path: 'templates', getHref: () => '/templates' },
  /** The account's team and invitations (docs/decisions.md, "Invitations"). */
  members: { path: 'members', getHref: () => '/members' },
  /** An invitation email's link: INVITATION_LINK (`/invite?t=<token>`). */
  invite: { path: 'invite', getHref: () => '/invite' },
  /** Who did what in the account (docs/decisions.md, "Who did what"): Owner and Manager. */
  activity: { path: 'activity', getHref: () => '/activity' },
} as const;

/** The optional locale segment every route sits under: /products and /ro/products. */
export const LOCALE_SEGMENT = ':locale?';

/** Query parameter of the login page holding the return path. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Query parameter naming the seller account a signed-in screen shows (docs/decisions.md, "The
 * account in the URL"): an id that grants nothing; the rules decide what its members see.
 */
export const ACCOUNT_PARAM = 'account';

/** `href` with the account named in its query: `/products?tab=x#y` → `/products?tab=x&account=A#y`. */
export function withAccount(href: string, accountId: string | null | undefined): string {
  if (!accountId) return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const queryAt = path.indexOf('?');
  const params = new URLSearchParams(queryAt === -1 ? '' : path.slice(queryAt + 1));
  params.set(ACCOUNT_PARAM, accountId);
  return `${queryAt === -1 ? path : path.slice(0, queryAt)}?${params.toString()}${hash}`;
}

/** `/products` + `ro` → `/ro/products`; `/` + `ro` → `/ro`; no locale → unchanged. */
export function localizePath(href: string, locale?: Locale): string {
  if (!locale) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href.startsWith('/') ? '' : '/'}${href}`;
}

/** Splits a valid locale prefix off a pathname: `/ro/products` → { locale: 'ro', path: '/products' }. */
export function splitLocalePrefix(pathname: string): { locale?: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) return { locale: first, path: match[2] ?? '/' };
  return { path: pathname || '/' };
}

/** The same page in another locale: `/fr/products?q=1` → `/ro/products?q=1`. */
export function switchLocalePath(pathname: string, search: string, hash: string, locale: Locale) {
  return `${localizePath(splitLocalePrefix(pathname).path, locale)}${search}${hash}`;
}

/**
 * Where to go after sign-in. Only same-site absolute paths are accepted, so a crafted
 * ?redirect=https://evil.example cannot send a seller elsewhere (open redirect).
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
