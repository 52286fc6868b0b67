/** Business constants shared by the web app, Cloud Functions, rules tests and seed data. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Spec: "not shown". Four stars is the common threshold for "happy enough to post publicly". */
export const DEFAULT_MIN_RATING = 4;

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 500;

export const PRODUCT_TITLE_MAX_LENGTH = 120;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

export const STORES = ['amazon', 'emag', 'shopify'] as const;
export type Store = (typeof STORES)[number];

export const PRODUCT_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PRODUCT_PAGE_SIZE = 10;

/** Spec §4/§9: a failed lazy chunk reloads the page at most once per path within this window. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Spec §9: the new-build check starts this long after load, unless the connection is very slow. */
export const BUILD_CHECK_DELAY_MS = 1_000;

export const LANGUAGE_COOKIE = {
  name: 'locale',
  maxAgeDays: 365,
  path: '/',
  sameSite: 'Lax',
} as const;

/** Spec §4/§9: toast transitions. The lifetime is "not shown"; 5 s reads a two-line message. */
export const TOAST_ENTER_MS = 300;
export const TOAST_LEAVE_MS = 450;
export const TOAST_LIFETIME_MS = 5_000;
