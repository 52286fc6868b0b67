/** Constants only the web app uses (the shared ones are in @shared, functions/src/shared). */

/**
 * A filtered or searched list counts its matches with a count() aggregation of at most this many
 * (one read per 1,000 index entries, so at most 2 reads); more shows as "1,000+".
 */
export const PRODUCT_COUNT_CAP = 1000;
/**
 * A search the server cannot fully answer (a word longer than the indexed prefix, or more words
 * than the server takes) is checked in the page: it reads at most this many products to fill one
 * page, in batches of SEARCH_SCAN_BATCH, then offers to search on.
 */
export const SEARCH_SCAN_MAX_READS = 500;
export const SEARCH_SCAN_BATCH = 100;
/** Bulk downloads build their ZIP in the page: at most this many cards / raw QR codes at once. */
export const CARD_DOWNLOAD_MAX = 1000;
export const QR_DOWNLOAD_MAX = 5000;
/** The A4 print sheet holds every card's PNG in memory for pdf-lib: at most this many cards. */
export const PRINT_SHEET_MAX = 200;

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
