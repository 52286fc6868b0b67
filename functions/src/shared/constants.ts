/** Business constants shared by the web app, Cloud Functions, rules tests and seed data. */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Spec: "not shown". Four stars is the common threshold for "happy enough to post publicly". */
export const DEFAULT_MIN_RATING = 4;

export const FEEDBACK_MIN_LENGTH = 10;
export const FEEDBACK_MAX_LENGTH = 500;

export const PRODUCT_TITLE_MAX_LENGTH = 255;
export const DISPLAY_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

export const STORES = ['amazon', 'emag', 'shopify'] as const;
export type Store = (typeof STORES)[number];

/** Product list at scale: rows per page of the product list (one page is read and listened to). */
export const PRODUCT_PAGE_SIZES = [10, 25, 50, 100] as const;
export type ProductPageSize = (typeof PRODUCT_PAGE_SIZES)[number];
export const DEFAULT_PRODUCT_PAGE_SIZE: ProductPageSize = 25;

/**
 * Ceilings (docs/decisions.md, "Ceilings"): what one visitor or one seller can make the system
 * do. Page opens and funnel events are counted per visitor (salted address hash) per product per
 * hour, like review submissions; beyond the ceiling the page is still served but nothing more is
 * counted, so a bot cannot inflate a seller's dashboard while every honest open counts.
 */
export const PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR = 60;
export const FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR = 120;
/** Products one seller may have; creating more (in the editor or an import) is refused. */
export const MAX_PRODUCTS_PER_SELLER = 100_000;
/**
 * Import rows one seller may start per UTC day (docs/decisions.md, "Ceilings"): five full files of
 * IMPORT_MAX_ROWS (10,000) a day, so 100,000 products arrive in two days; an import that would
 * pass it is refused before it writes anything, with `dailyRowLimit`.
 */
export const IMPORT_ROWS_PER_SELLER_PER_DAY = 50_000;
/**
 * Jobs one seller may have working at once (docs/decisions.md, "Ceilings"): imports (queued,
 * running or undoing), Apply Template and bulk delete jobs together. A job that would be one more
 * is refused when it would start, with `runningJobsLimit`, and changes nothing.
 */
export const MAX_RUNNING_JOBS_PER_SELLER = 5;
/**
 * Import uploads one seller may have unconfirmed at once (docs/decisions.md, "Ceilings"): one is
 * what a seller needs, a retry or a second tab makes two. A further upload is refused as it is
 * created, with `unconfirmedUploadsLimit`, and its chunks are deleted.
 */
export const MAX_UNCONFIRMED_UPLOADS_PER_SELLER = 3;
