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
/**
 * Products one seller may have; creating more (in the editor or an import) is refused, against a
 * count kept after the fact (docs/decisions.md, "Products per seller": not exact, and why).
 */
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
/**
 * Card templates one seller may have (docs/decisions.md, "Templates per seller"): one per brand,
 * language or occasion, with room to spare. The rules take a create only in one commit with the
 * seller's templateCount raised to at most this; every template query reads at most this many
 * (plus one, to see a passed ceiling).
 */
export const MAX_TEMPLATES_PER_SELLER = 100;

/**
 * Seller accounts (docs/decisions.md, "Accounts, members and roles"): members one account may
 * have, and accounts one person may belong to (an agency's clients). Each is counted in the very
 * transaction that adds a member (domains/accounts/members.ts), so no burst passes it.
 */
export const MAX_MEMBERS_PER_ACCOUNT = 50;
export const MAX_ACCOUNTS_PER_PERSON = 20;
/**
 * Invitations (docs/decisions.md, "Invitations"): pending invitations one account may have at
 * once, invitations it may send per UTC day, and how long a link stays valid. Both ceilings are
 * counted in the transaction that creates the invitation (domains/invitations/invitations.ts).
 */
export const MAX_PENDING_INVITATIONS_PER_ACCOUNT = 20;
export const INVITATIONS_PER_ACCOUNT_PER_DAY = 50;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An account's name (the switcher shows it): the Owner's name when it was created. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

/**
 * The resolution loop (docs/decisions.md, "Cases"; docs/privacy.md). A customer who rated a
 * product can ask its seller for help within CASE_OFFER_WINDOW_MS of the review; the seller
 * answers through the app and never sees the address.
 */
export const CASE_OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * The consent texts the review page has shown; the version shown is stored with the case. A new
 * wording in any language is a new version (2026-11-26.2: the reviewed translations, each naming
 * the seller, the purpose and the deletion as the English text does); earlier ones stay valid for
 * the cases that stored them and for pages still open with them.
 */
export const CASE_CONSENT_VERSIONS = ['2026-11-26', '2026-11-26.2'] as const;
export type CaseConsentVersion = (typeof CASE_CONSENT_VERSIONS)[number];
export const CASE_CONSENT_VERSION: CaseConsentVersion = '2026-11-26.2';
/** Days a case without activity is kept (sellers/{uid}.caseRetentionDays, 30–365). */
export const CASE_RETENTION_DAYS_DEFAULT = 90;
export const CASE_RETENTION_DAYS_MIN = 30;
export const CASE_RETENTION_DAYS_MAX = 365;
/** A thread message: plain text, line breaks allowed, no other control character, no markup. */
export const CASE_MESSAGE_MAX_LENGTH = 2000;
/** Messages one case can hold (both sides); the case page shows the latest CASE_THREAD_PAGE. */
export const CASE_MAX_MESSAGES = 200;
export const CASE_THREAD_PAGE = 100;
/** Unconfirmed cases one email address can be given for per UTC day (keyed by its hash). */
export const CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY = 3;
/** Cases one visitor (salted address hash) may open per hour. */
export const CASE_OPENS_PER_VISITOR_HOUR = 10;
/** Case page requests (reads and actions) one visitor may make per hour. */
export const CASE_REQUESTS_PER_VISITOR_HOUR = 120;
/** Lifetimes of the customer's links: the confirmation link, then each access link. */
export const CASE_CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const CASE_ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** "Open cases older than 48 h" on the seller's numbers. */
export const CASE_OPEN_AGE_ALERT_MS = 48 * 60 * 60 * 1000;
/** Upper bounds (hours) of the first-reply-time histogram's buckets; the last is open-ended. */
export const CASE_FIRST_REPLY_BUCKET_HOURS = [1, 2, 4, 8, 12, 24, 48, 72, 168] as const;

/**
 * Emails per recipient (docs/decisions.md, "Emails per recipient"): every email the app sends,
 * whatever its kind and whoever caused it, counts against its recipient (the keyed hash of the
 * address) per clock hour and per UTC day, in the transaction that queues it; beyond either, it
 * is not sent and what it would have said stays in the app (the inbox, the case thread).
 */
export const MAIL_PER_RECIPIENT_PER_HOUR = 20;
export const MAIL_PER_RECIPIENT_PER_DAY = 100;
/**
 * The alert address (docs/decisions.md, "The alert address is proven"): confirmation emails for
 * another address one seller may ask for per UTC day, and how long each link stays valid.
 */
export const ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY = 5;
/**
 * Confirmation emails one address may get per UTC day, whichever accounts ask (keyed by its hash,
 * like CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY): a stranger's address is not a target for requests.
 */
export const ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
export const ALERT_ADDRESS_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
