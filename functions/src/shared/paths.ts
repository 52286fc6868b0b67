/**
 * Every Firestore (and Storage) path, built in one place and used by the web app, Cloud Functions,
 * the seed script and the rules tests. Rules in firestore.rules mirror these shapes.
 */
export const COLLECTIONS = {
  sellers: 'sellers',
  products: 'products',
  publicProducts: 'publicProducts',
  /**
   * deletedProducts/{id}: the tombstone of a deleted product, written in the same commit as the
   * delete; its id can never be used again (firestore.rules), so printed QR codes stay dead.
   */
  deletedProducts: 'deletedProducts',
  /** productSearch/{productId}: a product's search keys and filter fields (functions only). */
  productSearch: 'productSearch',
  /**
   * productKeys/{keyId}: which of a seller's products carry one SKU or link key, read by id by
   * imports (functions only; domains/products/product-keys.ts).
   */
  productKeys: 'productKeys',
  reviews: 'reviews',
  /**
   * products/{id}/funnel/{yyyy-mm-dd}: the UTC-day funnel counters written before the analytics year documents; no
   * longer written, read once by the analytics migration
   * (functions/src/domains/analytics/migrate-funnel.ts).
   */
  funnel: 'funnel',
  /** products/{id}/analytics/{yyyy} and sellers/{uid}/analytics/{yyyy}: counters by year. */
  analytics: 'analytics',
  /** sellers/{uid}/rankings/{yyyy}: per-product month totals for the overview's ranking. */
  rankings: 'rankings',
  /** sellers/{uid}/analyticsBuffer/{window}-{shard}: the counters' write buffer (functions only). */
  analyticsBuffer: 'analyticsBuffer',
  /** analyticsRollUpRetries/{uid}: roll-ups that could not be queued (functions only). */
  analyticsRollUpRetries: 'analyticsRollUpRetries',
  /** rateLimits/{bucket}: submission rate-limit counters (functions only; clients denied). */
  rateLimits: 'rateLimits',
  templates: 'templates',
  /** templateJobs/{id}: Apply Template runs (created by the seller, worked by a function). */
  templateJobs: 'templateJobs',
  /**
   * templateSyncJobs/{templateId}-{change}: the products carrying a template following a change of
   * its design (started and worked by functions; the seller reads their own for the progress).
   */
  templateSyncJobs: 'templateSyncJobs',
  /**
   * Jobs the server starts (docs/data-model.md, "Jobs the server starts"; functions only):
   * productPurgeJobs/{productId}-{last write}, what was under a deleted product;
   * digestRuns/{yyyy-mm-ddThh}, the hourly digest run; analyticsRollUps/{owner hash}-{window},
   * a seller's roll-up; alertFollowUps/{uid}-{last alert}, a follow-up email.
   */
  productPurgeJobs: 'productPurgeJobs',
  digestRuns: 'digestRuns',
  analyticsRollUps: 'analyticsRollUps',
  alertFollowUps: 'alertFollowUps',
  /** productDeleteJobs/{id}: bulk deletes (docs/decisions.md, "Product list at scale"; created by the seller, worked by a function). */
  productDeleteJobs: 'productDeleteJobs',
  /**
   * importJobs/{id}: product imports (docs/decisions.md, "Imports"), with subcollections chunks/{index} (the rows, as
   * the browser uploads them) and results/{row} (what the function did with each row).
   */
  importJobs: 'importJobs',
  importChunks: 'chunks',
  importResults: 'results',
  /**
   * mail/{id}: outgoing email in the "Trigger Email from Firestore" extension's document format
   * (schemas/mail.ts). Written only by functions; delivered by the extension in production and by
   * the emulator-only delivery worker locally. No client reads or writes it.
   */
  mail: 'mail',
  /**
   * attention/{uid}: the seller's "needs attention" state, kept by functions only: the unread
   * count the top navigation shows, and when the last alert email went out (schemas/attention.ts).
   * attention/{uid}/shards/{0..ATTENTION_SHARDS-1}: the unread count and the follow-up's
   * pending reviews, spread so no document takes every low review of a rush.
   */
  attention: 'attention',
  attentionShards: 'shards',
  /**
   * attention/{uid}/arrivals/{productId}-{reviewId}: a new review that needs attention, created by
   * the commit that stores it, so the alert trigger runs for such a review only (a Firestore
   * trigger filters by path, never by a field); deleted once alerted. Functions only.
   */
  attentionArrivals: 'arrivals',
  /**
   * The resolution loop (docs/data-model.md, "Cases"): cases/{reviewId} (the seller's view, no
   * address) with messages/{autoId} (the thread); caseContacts/{caseId} (the address) and
   * caseTokens/{sha256(token)} (the customer's links), functions only;
   * sellers/{uid}/caseStats/{'all' | productId} (the seller's numbers), with the every-product
   * numbers spread over sellers/{uid}/caseStatsShards/{0..CASE_STATS_SHARDS-1}, and
   * caseStatsEvents/{eventId} (counted trigger events, so a retry never counts twice).
   */
  cases: 'cases',
  caseMessages: 'messages',
  caseContacts: 'caseContacts',
  caseTokens: 'caseTokens',
  caseStats: 'caseStats',
  caseStatsShards: 'caseStatsShards',
  caseStatsEvents: 'caseStatsEvents',
  /**
   * Email recipients (docs/decisions.md, "Stops belong to the recipient"): mailStops/{key}, what a
   * recipient stopped, keyed by the keyed hash of the address; alertAddressTokens/{sha256(token)},
   * the links that confirm a seller's other alert address; serverKeys/{name}, the functions'
   * generated secrets. Functions only: no client reads or writes any of them.
   */
  /**
   * Seller accounts (docs/data-model.md, "Accounts and members"): accounts/{accountId} (its name
   * and member counts), accounts/{accountId}/members/{uid} (each member's role: what the rules
   * read), people/{uid} (the accounts a person belongs to, for the switcher). An account's id is
   * the `ownerId` of everything it owns; a seller from before accounts owns one with their uid.
   * Written by functions only, except a person's first account at first sign-in.
   */
  accounts: 'accounts',
  accountMembers: 'members',
  /** accounts/{accountId}/activity/{entryId}: who did what (schemas/activity.ts), functions only. */
  accountActivity: 'activity',
  people: 'people',
  /**
   * Invitations (docs/data-model.md, "Invitations"): invitations/{sha256(token)}, one invitation
   * (the Owners of its account read them; the invitee accepts through the accountInvitations
   * function); invitationCounts/{accountId}, the account's pending ones (functions only).
   */
  invitations: 'invitations',
  invitationCounts: 'invitationCounts',
  mailStops: 'mailStops',
  alertAddressTokens: 'alertAddressTokens',
  serverKeys: 'serverKeys',
  /**
   * Webhooks (docs/data-model.md, "Webhooks"): webhooks/{accountId} (the ceiling's counter) with
   * endpoints/{autoId} (Owner or Manager through the rules) and secrets/{endpointId} (a generic
   * endpoint's signing secret); webhookDeliveries/{id}, one event for one endpoint (functions only).
   */
  webhooks: 'webhooks',
  webhookEndpoints: 'endpoints',
  webhookSecrets: 'secrets',
  webhookDeliveries: 'webhookDeliveries',
} as const;

/**
 * The subcollections the data model defines under products/{id} (docs/data-model.md): its
 * reviews (nothing under them) and its analytics years, in the order a deleted product's purge
 * deletes them (domains/products/purge-product.ts). The legacy funnel days are not among them:
 * only products created before the analytics year documents carry them, and their purge lists.
 */
export const PRODUCT_SUBCOLLECTIONS = [COLLECTIONS.analytics, COLLECTIONS.reviews] as const;
export type ProductSubcollection = (typeof PRODUCT_SUBCOLLECTIONS)[number];

export const paths = {
  seller: (uid: string) => `${COLLECTIONS.sellers}/${uid}`,
  products: () => COLLECTIONS.products,
  product: (productId: string) => `${COLLECTIONS.products}/${productId}`,
  publicProduct: (productId: string) => `${COLLECTIONS.publicProducts}/${productId}`,
  deletedProduct: (productId: string) => `${COLLECTIONS.deletedProducts}/${productId}`,
  productSearch: (productId: string) => `${COLLECTIONS.productSearch}/${productId}`,
  productKey: (keyId: string) => `${COLLECTIONS.productKeys}/${keyId}`,
  reviews: (productId: string) => `${COLLECTIONS.products}/${productId}/${COLLECTIONS.reviews}`,
  productSubcollection: (productId: string, collection: ProductSubcollection) =>
    `${COLLECTIONS.products}/${productId}/${collection}`,
  review: (productId: string, reviewId: string) =>
    `${COLLECTIONS.products}/${productId}/${COLLECTIONS.reviews}/${reviewId}`,
  funnel: (productId: string) => `${COLLECTIONS.products}/${productId}/${COLLECTIONS.funnel}`,
  /** dayKey: UTC yyyy-mm-dd (functions/src/domains/reviews/funnel.ts). */
  funnelDay: (productId: string, dayKey: string) =>
    `${COLLECTIONS.products}/${productId}/${COLLECTIONS.funnel}/${dayKey}`,
  /** year: the seller's local 'yyyy' (shared/analytics-calendar.ts). */
  productAnalyticsYear: (productId: string, year: string) =>
    `${COLLECTIONS.products}/${productId}/${COLLECTIONS.analytics}/${year}`,
  sellerAnalyticsYear: (uid: string, year: string) =>
    `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.analytics}/${year}`,
  sellerRankingYear: (uid: string, year: string) =>
    `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.rankings}/${year}`,
  analyticsBuffer: (uid: string) => `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.analyticsBuffer}`,
  /** window: windowOf(ms); shard: 0 … ANALYTICS_BUFFER_SHARDS - 1 (shared/analytics-counters.ts). */
  analyticsBufferShard: (uid: string, window: number, shard: number) =>
    `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.analyticsBuffer}/${window}-${shard}`,
  analyticsRollUpRetries: () => COLLECTIONS.analyticsRollUpRetries,
  analyticsRollUpRetry: (uid: string) => `${COLLECTIONS.analyticsRollUpRetries}/${uid}`,
  rateLimit: (bucketId: string) => `${COLLECTIONS.rateLimits}/${bucketId}`,
  templates: () => COLLECTIONS.templates,
  template: (templateId: string) => `${COLLECTIONS.templates}/${templateId}`,
  templateJobs: () => COLLECTIONS.templateJobs,
  templateJob: (jobId: string) => `${COLLECTIONS.templateJobs}/${jobId}`,
  templateSyncJobs: () => COLLECTIONS.templateSyncJobs,
  templateSyncJob: (jobId: string) => `${COLLECTIONS.templateSyncJobs}/${jobId}`,
  productPurgeJob: (jobId: string) => `${COLLECTIONS.productPurgeJobs}/${jobId}`,
  digestRun: (jobId: string) => `${COLLECTIONS.digestRuns}/${jobId}`,
  analyticsRollUp: (jobId: string) => `${COLLECTIONS.analyticsRollUps}/${jobId}`,
  alertFollowUp: (jobId: string) => `${COLLECTIONS.alertFollowUps}/${jobId}`,
  productDeleteJobs: () => COLLECTIONS.productDeleteJobs,
  productDeleteJob: (jobId: string) => `${COLLECTIONS.productDeleteJobs}/${jobId}`,
  importJobs: () => COLLECTIONS.importJobs,
  importJob: (jobId: string) => `${COLLECTIONS.importJobs}/${jobId}`,
  importChunks: (jobId: string) => `${COLLECTIONS.importJobs}/${jobId}/${COLLECTIONS.importChunks}`,
  /** index: 0-based position of the chunk in the file; the document id is String(index). */
  importChunk: (jobId: string, index: number) =>
    `${COLLECTIONS.importJobs}/${jobId}/${COLLECTIONS.importChunks}/${index}`,
  importResults: (jobId: string) =>
    `${COLLECTIONS.importJobs}/${jobId}/${COLLECTIONS.importResults}`,
  /** resultId: importResultId(row), the zero-padded row number. */
  importResult: (jobId: string, resultId: string) =>
    `${COLLECTIONS.importJobs}/${jobId}/${COLLECTIONS.importResults}/${resultId}`,
  mail: (mailId: string) => `${COLLECTIONS.mail}/${mailId}`,
  attention: (uid: string) => `${COLLECTIONS.attention}/${uid}`,
  attentionShards: (uid: string) =>
    `${COLLECTIONS.attention}/${uid}/${COLLECTIONS.attentionShards}`,
  /** shard: 0 … ATTENTION_SHARDS - 1 (schemas/attention.ts). */
  attentionShard: (uid: string, shard: number) =>
    `${COLLECTIONS.attention}/${uid}/${COLLECTIONS.attentionShards}/${shard}`,
  attentionArrivals: (uid: string) =>
    `${COLLECTIONS.attention}/${uid}/${COLLECTIONS.attentionArrivals}`,
  attentionArrival: (uid: string, productId: string, reviewId: string) =>
    `${COLLECTIONS.attention}/${uid}/${COLLECTIONS.attentionArrivals}/${productId}-${reviewId}`,
  cases: () => COLLECTIONS.cases,
  /** caseId: the review's id (a digest of its submission id); one case per review. */
  case: (caseId: string) => `${COLLECTIONS.cases}/${caseId}`,
  caseMessages: (caseId: string) => `${COLLECTIONS.cases}/${caseId}/${COLLECTIONS.caseMessages}`,
  caseMessage: (caseId: string, messageId: string) =>
    `${COLLECTIONS.cases}/${caseId}/${COLLECTIONS.caseMessages}/${messageId}`,
  caseContact: (caseId: string) => `${COLLECTIONS.caseContacts}/${caseId}`,
  /** tokenHash: sha256 hex of the token; the token itself is never stored. */
  caseToken: (tokenHash: string) => `${COLLECTIONS.caseTokens}/${tokenHash}`,
  caseStatsAll: (uid: string) => `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.caseStats}`,
  /** key: 'all' (every product) or a product id. */
  caseStats: (uid: string, key: string) =>
    `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.caseStats}/${key}`,
  caseStatsShards: (uid: string) => `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.caseStatsShards}`,
  /** shard: 0 … CASE_STATS_SHARDS - 1 (schemas/cases.ts). */
  caseStatsShard: (uid: string, shard: number) =>
    `${COLLECTIONS.sellers}/${uid}/${COLLECTIONS.caseStatsShards}/${shard}`,
  caseStatsEvent: (eventId: string) => `${COLLECTIONS.caseStatsEvents}/${eventId}`,
  /** recipientKey: the address's keyed hash (functions/src/platform/mail/mail-keys.ts). */
  mailStop: (recipientKey: string) => `${COLLECTIONS.mailStops}/${recipientKey}`,
  /** tokenHash: sha256 hex of the confirmation link's token; the token itself is never stored. */
  alertAddressToken: (tokenHash: string) => `${COLLECTIONS.alertAddressTokens}/${tokenHash}`,
  serverKey: (name: string) => `${COLLECTIONS.serverKeys}/${name}`,
  account: (accountId: string) => `${COLLECTIONS.accounts}/${accountId}`,
  accountMembers: (accountId: string) =>
    `${COLLECTIONS.accounts}/${accountId}/${COLLECTIONS.accountMembers}`,
  accountMember: (accountId: string, uid: string) =>
    `${COLLECTIONS.accounts}/${accountId}/${COLLECTIONS.accountMembers}/${uid}`,
  accountActivity: (accountId: string) =>
    `${COLLECTIONS.accounts}/${accountId}/${COLLECTIONS.accountActivity}`,
  activityEntry: (accountId: string, entryId: string) =>
    `${COLLECTIONS.accounts}/${accountId}/${COLLECTIONS.accountActivity}/${entryId}`,
  person: (uid: string) => `${COLLECTIONS.people}/${uid}`,
  invitations: () => COLLECTIONS.invitations,
  /** tokenHash: sha256 hex of the link's token; the token itself is never stored. */
  invitation: (tokenHash: string) => `${COLLECTIONS.invitations}/${tokenHash}`,
  invitationCount: (accountId: string) => `${COLLECTIONS.invitationCounts}/${accountId}`,
  /** accountId: the account's id, its Owner's uid. */
  webhooks: (accountId: string) => `${COLLECTIONS.webhooks}/${accountId}`,
  webhookEndpoints: (accountId: string) =>
    `${COLLECTIONS.webhooks}/${accountId}/${COLLECTIONS.webhookEndpoints}`,
  webhookEndpoint: (accountId: string, endpointId: string) =>
    `${COLLECTIONS.webhooks}/${accountId}/${COLLECTIONS.webhookEndpoints}/${endpointId}`,
  webhookSecret: (accountId: string, endpointId: string) =>
    `${COLLECTIONS.webhooks}/${accountId}/${COLLECTIONS.webhookSecrets}/${endpointId}`,
  webhookDelivery: (deliveryId: string) => `${COLLECTIONS.webhookDeliveries}/${deliveryId}`,
} as const;

/** Storage object names (storage.rules mirrors them). */
export const storagePaths = {
  /** An account's uploaded logo; `file` matches LOGO_FILE_NAME_PATTERN. */
  logo: (accountId: string, file: string) => `logos/${accountId}/${file}`,
  /** The server-rendered card PNG of a product (written only by functions). */
  cardPng: (ownerId: string, productId: string) => `cards/${ownerId}/${productId}.png`,
} as const;
