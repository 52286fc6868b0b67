/**
 * Helpers for tests of the reviewApi function against the running Firestore + Functions
 * emulators (`npm test` starts them; the environment carries FIREBASE_EMULATOR_HUB and
 * FIRESTORE_EMULATOR_HOST). Data lives in the app's own demo project, which the function writes
 * to, so every test works on products with fresh random ids and never clears the database.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { beforeAll, vi } from 'vitest';
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { FieldPath, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { countedDays } from '../../src/domains/analytics/counted.js';
import { toPublicProduct } from '../../src/domains/products/public-product.js';
import {
  DEMO_PROJECT_ID,
  emptyProductStats,
  newProductInput,
  paths,
  type ProductDoc,
  type ProductInput,
} from '../../src/shared/index.js';

export const PROJECT_ID = DEMO_PROJECT_ID;
const APP_NAME = 'review-api-integration';

/** The Admin SDK app of these tests, on the app's own demo project. */
export function integrationApp(): App {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run these tests through `npm test`');
  }
  return getApps().some((candidate) => candidate.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: PROJECT_ID }, APP_NAME);
}

export function adminDb(): Firestore {
  return getFirestore(integrationApp());
}

/**
 * A call to one of the app's signed-in functions at `url` (platform/http/signed-in-call.ts): POST,
 * JSON, with the caller's ID token when given; its status and JSON answer.
 */
export async function signedInPost<Body = object>(
  url: string,
  idToken: string | null,
  body: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** Base URL of reviewApi on the Functions emulator, asked from the emulator hub. */
export async function reviewApiBaseUrl(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run these tests through `npm test`');
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<
    string,
    { host: string; port: number } | undefined
  >;
  const functions = emulators.functions;
  if (!functions) throw new Error('The Functions emulator is not running');
  const base = `http://${functions.host}:${functions.port}/${PROJECT_ID}/europe-west1/reviewApi`;
  // The emulator answers before it has loaded our code; wait for our JSON 404. (vi.waitFor, not
  // expect.poll: this runs in beforeAll hooks, where expect.poll refuses to.)
  await vi.waitFor(
    async () => {
      const response = await fetch(`${base}/api/products/warm-up`);
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 404 || !type.includes('json')) {
        throw new Error(`reviewApi did not answer at ${base} (${response.status} ${type})`);
      }
    },
    { timeout: 50_000, interval: 250 },
  );
  return base;
}

export const randomId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

/** A submission id as the page makes them: 16–64 of [A-Za-z0-9_-]. */
export const submissionId = () => randomBytes(16).toString('hex');

/** A valid review submission for `productId`, as the page sends it; `overrides` changes fields. */
export function reviewBody(productId: string, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    submissionId: submissionId(),
    store: 'amazon',
    rating: 5,
    feedback: 'Lovely mug, keeps coffee warm for ages.',
    locale: 'ro',
    website: '',
    ...overrides,
  };
}

/**
 * X-Forwarded-For as Google's front end hands it to a 2nd-gen function: whatever the caller wrote,
 * then the address of the connection Google accepted (docs/decisions.md, "Client identity"). The
 * Functions emulator has no front end and passes the header on as sent, so tests write it the way
 * Google would: one client is one appended address, whatever the caller writes before it.
 */
export function forwardedFor(clientAddress: string, callerWritten: string[] = []): string {
  return [...callerWritten, clientAddress].join(', ');
}

/**
 * A documentation address (RFC 5737) per call, so per-client limits do not interfere. Each test
 * file starts at its own random place: files run side by side on one emulator.
 */
let addressCounter = randomInt(62_500);
export function nextClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * A client address no earlier run can have used (IPv6 documentation prefix, a random /64): for
 * tests that read a client's counters back, which an earlier run within the hour would share.
 */
export function randomClientAddress(): string {
  const group = () => randomBytes(2).toString('hex');
  return `2001:db8:${group()}:${group()}::1`;
}

/** The owner of every product these tests seed. */
export const INTEGRATION_SELLER = 'integration-seller';

export const SAMPLE_LINKS = {
  amazon: 'https://www.amazon.de/Keramik-Tasse/dp/B07PGL2ZSL/ref=sr_1_1?keywords=tasse',
  emag: 'https://www.emag.ro/cana-ceramica-350-ml/pd/D1234ABCM/',
  shopify: '',
};

/** Writes products/{id} as the app would, and its public mirror (the trigger would write the same). */
export async function seedProduct(
  db: Firestore,
  overrides: Partial<ProductInput> = {},
  ownerId = INTEGRATION_SELLER,
): Promise<string> {
  const id = randomId('it');
  const input: ProductInput = {
    ...newProductInput(),
    title: 'Ceramic mug',
    // These tests exercise private routing; compliance mode is asked for where it matters.
    complianceMode: false,
    links: { ...SAMPLE_LINKS },
    ...overrides,
  };
  const product: ProductDoc = {
    ...input,
    ownerId,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    stats: emptyProductStats(),
  };
  await db.doc(paths.product(id)).set(product);
  await db.doc(paths.publicProduct(id)).set(toPublicProduct(input));
  return id;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export async function api(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const hasBody = init.body !== undefined || init.raw !== undefined;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      // A new customer per call unless the test says otherwise.
      'x-forwarded-for': forwardedFor(nextClientAddress()),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON answers (the platform's own 400 for malformed JSON) stay text.
  }
  return { status: response.status, body };
}

export type ApiInit = NonNullable<Parameters<typeof api>[2]>;

/** The review API as a test file sees it: Firestore on the demo project and the function's URL. */
export interface ReviewApi {
  /** The Admin SDK on the app's demo project, which the functions read and write. */
  readonly db: Firestore;
  /** reviewApi's base URL on the Functions emulator; known from the file's first test on. */
  readonly base: string;
  /** Calls `path` of reviewApi as a new client (unless `init.headers` names one). */
  call(path: string, init?: ApiInit): Promise<ApiAnswer>;
  /** The URL of another HTTPS function beside reviewApi (mailStop, health, ...). */
  fn(name: string): string;
}

/**
 * The one setup of every test file that calls the real reviewApi function: call it once at the
 * file's top level. It waits in beforeAll until the emulator has loaded the functions.
 */
export function useReviewApi(): ReviewApi {
  let base = '';
  beforeAll(async () => {
    base = await reviewApiBaseUrl();
  });
  const ready = () => {
    if (!base) throw new Error('useReviewApi: the review API is only known inside tests');
    return base;
  };
  return {
    db: adminDb(),
    get base() {
      return ready();
    },
    call: (path, init) => api(ready(), path, init),
    fn: (name) => ready().replace(/\/reviewApi$/, `/${name}`),
  };
}

const FUNNEL_COUNTS = [
  'opened',
  'visitors',
  'storeChosen',
  'rated',
  'atOrAbove',
  'copied',
  'sent',
] as const;

/** A product's owner as stored (the seller of a product deleted since: the default). */
async function ownerOf(db: Firestore, productId: string): Promise<string> {
  const product = await db.doc(paths.product(productId)).get();
  const ownerId: unknown = product.get('ownerId');
  return typeof ownerId === 'string' ? ownerId : INTEGRATION_SELLER;
}

/**
 * Everything counted for a product (or, with `seller`, for a seller) per day: the year documents
 * plus the write buffer the roll-up has not folded yet, read at one instant (countedDays).
 */
export async function analyticsDays(db: Firestore, id: string, seller = false) {
  return seller
    ? countedDays(db, { ownerId: id })
    : countedDays(db, { ownerId: await ownerOf(db, id), productId: id });
}

/** The distinct owners stamped on the documents that count a product (buffer and year ones). */
export async function analyticsOwners(db: Firestore, productId: string) {
  const ownerId = await ownerOf(db, productId);
  const [buffer, years] = await Promise.all([
    db.collection(paths.analyticsBuffer(ownerId)).get(),
    db.collection(`${paths.product(productId)}/analytics`).get(),
  ]);
  const counting = [
    ...buffer.docs.filter((doc) => doc.get(new FieldPath('p', productId)) !== undefined),
    ...years.docs,
  ];
  return [...new Set(counting.map((doc) => doc.get('ownerId') as unknown))];
}

/** The funnel counters of a product per day, only those above zero. */
export async function funnelCounts(db: Firestore, productId: string) {
  const days = await analyticsDays(db, productId);
  return Object.fromEntries(
    [...days].map(([day, totals]) => [
      day,
      Object.fromEntries(
        FUNNEL_COUNTS.filter((key) => totals[key] > 0).map((key) => [key, totals[key]]),
      ),
    ]),
  );
}

/** Everything a product's submissions may write, to prove that a refused call wrote nothing. */
export async function writtenState(db: Firestore, productId: string) {
  const [product, reviews, funnel, rateLimits] = await Promise.all([
    db.doc(paths.product(productId)).get(),
    db.collection(paths.reviews(productId)).get(),
    funnelCounts(db, productId),
    db.collection('rateLimits').get(),
  ]);
  return {
    stats: product.get('stats') as ProductDoc['stats'],
    reviewIds: reviews.docs.map((doc) => doc.id),
    funnel,
    rateLimitIds: rateLimits.docs.map((doc) => doc.id).filter((id) => id.includes(productId)),
  };
}
