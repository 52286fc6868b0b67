/**
 * Bad input corpus, entry point "funnel events" (POST /api/products/:id/events, reported by the
 * review page: store_chosen, feedback_copied and review_link_opened only). The runner
 * (functions/test/integration/bad-input-review-api.test.ts) sends each to the real reviewApi
 * function and expects the status and error code, then reads the product's analytics counters
 * back: no counter may have been written.
 */
export interface FunnelEventCase {
  name: string;
  /** The JSON body; `raw` sends this text instead, with `contentType`. */
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Path after /api/products/; `{id}` is the seeded product. Default `{id}/events`. */
  path?: string;
  method?: 'POST' | 'GET' | 'PUT' | 'DELETE';
  status: number;
  /** Our JSON error code; absent when the platform's own parser answers (HTML 400). */
  error?: string;
}

/** A product id the runner tombstones before the corpus runs. */
export const DELETED_PRODUCT_FOR_EVENTS = 'corpus-deleted-events';

const invalid = (name: string, body: unknown): FunnelEventCase => ({
  name,
  body,
  status: 400,
  error: 'invalid_input',
});

export const FUNNEL_EVENT_CASES: FunnelEventCase[] = [
  // Events the page may not report (the server counts those itself) or that do not exist.
  invalid('the server-only event "opened"', { event: 'opened', store: 'amazon' }),
  invalid('the server-only event "submitted"', { event: 'submitted', store: 'amazon' }),
  invalid('the server-only event "published"', { event: 'published', store: 'amazon' }),
  invalid('an unknown event', { event: 'purchased', store: 'amazon' }),
  invalid('an event in capitals', { event: 'STORE_CHOSEN', store: 'amazon' }),
  invalid('an empty event', { event: '', store: 'amazon' }),
  invalid('an event that is null', { event: null, store: 'amazon' }),
  invalid('an event that is a number', { event: 1, store: 'amazon' }),
  invalid('an event that is a list', { event: ['store_chosen'], store: 'amazon' }),
  invalid('an event that is an object', { event: { name: 'store_chosen' }, store: 'amazon' }),
  invalid('an event named like a field path', { event: 'stats.reviewCount', store: 'amazon' }),
  invalid('an event named __proto__', { event: '__proto__', store: 'amazon' }),
  invalid('no event', { store: 'amazon' }),
  // Stores
  invalid('an unknown store', { event: 'store_chosen', store: 'ebay' }),
  invalid('a store in capitals', { event: 'store_chosen', store: 'Amazon' }),
  invalid('an empty store', { event: 'store_chosen', store: '' }),
  invalid('a store that is null', { event: 'store_chosen', store: null }),
  invalid('a store that is a number', { event: 'review_link_opened', store: 2 }),
  invalid('no store', { event: 'review_link_opened' }),
  invalid('an empty object', {}),
  {
    name: 'a store the product has no link for',
    body: { event: 'store_chosen', store: 'shopify' },
    status: 400,
    error: 'store_unavailable',
  },
  // Bodies
  {
    name: 'a JSON array',
    body: [{ event: 'store_chosen', store: 'amazon' }],
    status: 400,
    error: 'invalid_json',
  },
  {
    name: 'malformed JSON',
    raw: '{"event": "store_chosen",',
    contentType: 'application/json',
    status: 400,
  },
  { name: 'a JSON string', raw: '"store_chosen"', contentType: 'application/json', status: 400 },
  {
    name: 'a form post',
    raw: 'event=store_chosen&store=amazon',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
    error: 'unsupported_media_type',
  },
  {
    name: 'plain text',
    raw: 'store_chosen amazon',
    contentType: 'text/plain',
    status: 415,
    error: 'unsupported_media_type',
  },
  {
    name: 'an oversized body',
    body: { event: 'store_chosen', store: 'amazon', padding: 'x'.repeat(5000) },
    status: 413,
    error: 'payload_too_large',
  },
  // Products
  {
    name: 'an unknown product',
    path: 'it-no-such-product/events',
    body: { event: 'store_chosen', store: 'amazon' },
    status: 404,
    error: 'product_not_found',
  },
  {
    name: 'a product id of 129 characters',
    path: `${'p'.repeat(129)}/events`,
    body: { event: 'store_chosen', store: 'amazon' },
    status: 404,
    error: 'product_not_found',
  },
  {
    name: 'a product id with an encoded slash',
    path: 'products%2Fx/events',
    body: { event: 'store_chosen', store: 'amazon' },
    status: 404,
    error: 'product_not_found',
  },
  {
    name: 'a product id with unicode',
    path: `${encodeURIComponent('produs-ăîș')}/events`,
    body: { event: 'store_chosen', store: 'amazon' },
    status: 404,
    error: 'product_not_found',
  },
  {
    name: 'a deleted product (tombstoned id)',
    path: `${DELETED_PRODUCT_FOR_EVENTS}/events`,
    body: { event: 'store_chosen', store: 'amazon' },
    status: 410,
    error: 'product_deleted',
  },
  // Methods and paths
  { name: 'GET on the events path', method: 'GET', status: 405, error: 'method_not_allowed' },
  {
    name: 'PUT on the events path',
    method: 'PUT',
    body: { event: 'store_chosen', store: 'amazon' },
    status: 405,
    error: 'method_not_allowed',
  },
  { name: 'DELETE on the events path', method: 'DELETE', status: 405, error: 'method_not_allowed' },
  {
    name: 'an events path one level deeper',
    path: '{id}/events/extra',
    body: { event: 'store_chosen', store: 'amazon' },
    status: 404,
    error: 'not_found',
  },
];
