/* global window, PopStateEvent -- the callback of page.evaluate runs in the browser */
// Runs inside `firebase emulators:exec` (scripts/bench.mjs dashboard). Seeds, through the write
// buffer and the real roll-up (functions/src/domains/analytics/roll-up.ts), a product whose
// counters hold 10,000 reviews and 100,000 page opens over 13 months, and 1,000 more products of
// the same seller active in each of the last 13 months. Then, in Chromium against the built app on the Hosting
// emulator, times each dashboard view from navigation to the first chart and counts the documents
// it reads: every target the Firestore SDK adds to its listen stream (getDoc by id, or a query)
// while the view loads, taken from the requests it sends.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { nest } from '../../functions/lib/domains/analytics/counter-writes.js';
import { rollUpSeller } from '../../functions/lib/domains/analytics/roll-up.js';
import { ensureDemoSellerUser } from '../../functions/lib/dev/seed.js';
import { launchChromium } from './helpers.mjs';
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import {
  ANALYTICS_BUFFER_SHARDS,
  DEMO_PROJECT_ID,
  addDays,
  addMonths,
  dayDeltas,
  emptyProductStats,
  localDay,
  newProductInput,
  paths,
  windowOf,
} from '../../functions/lib/shared/index.js';

const ZONE = 'Europe/Bucharest';
const RANKED_PRODUCTS = 1000;
const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const uid = await ensureDemoSellerUser(process.env.FIREBASE_AUTH_EMULATOR_HOST);
await db.doc(paths.seller(uid)).set({
  displayName: 'Demo',
  email: 'demo.seller@example.com',
  locale: 'en',
  timeZone: ZONE,
  createdAt: Timestamp.now(),
});
const today = localDay(new Date(), ZONE);
// A closed window, so the roll-up takes everything at once.
const closedWindow = windowOf(Date.now()) - 2;

/** Buffer documents being built: shard → product id → { n, d: day → dotted increments }. */
const buffer = new Map();
const add = (shard, productId, title, day, deltas) => {
  const products = buffer.get(shard) ?? buffer.set(shard, new Map()).get(shard);
  const line =
    products.get(productId) ?? products.set(productId, { n: title, d: {} }).get(productId);
  const into = (line.d[day] ??= {});
  for (const [path, value] of Object.entries(deltas)) into[path] = (into[path] ?? 0) + value;
};

// The product of 10,000 reviews and 100,000 opens over 396 days.
const productId = 'bench-10k-reviews';
const title = 'Bench: 10,000 reviews';
for (let i = 0; i < 100_000; i += 1) {
  const event = { kind: 'opened', newVisitor: i % 3 === 0, locale: i % 2 ? 'en' : 'ro' };
  add(0, productId, title, addDays(today, -(i % 396)), dayDeltas(event));
}
for (let i = 0; i < 10_000; i += 1) {
  const rating = (i % 5) + 1;
  const store = i % 2 ? 'amazon' : 'emag';
  const event = { kind: 'rated', rating, store, atOrAbove: rating >= 4, locale: 'en' };
  add(0, productId, title, addDays(today, -(i % 396)), dayDeltas(event));
}
// 1,000 more products, each opened and reviewed on one day of each of the last 13 months.
for (let n = 0; n < RANKED_PRODUCTS; n += 1) {
  const id = `bench-product-${String(n).padStart(4, '0')}`;
  for (let back = 0; back <= 12; back += 1) {
    const month = addMonths(today.slice(0, 7), -back);
    const day = `${month}-${today.slice(8) > '28' ? '28' : today.slice(8)}`;
    const deltas = {};
    const plus = (event, times) => {
      for (const [path, value] of Object.entries(dayDeltas(event)))
        deltas[path] = (deltas[path] ?? 0) + value * times;
    };
    plus({ kind: 'opened', newVisitor: true, locale: 'en' }, 50 + ((n * 37) % 400));
    const rating = (n % 5) + 1;
    plus(
      { kind: 'rated', rating, store: 'amazon', atOrAbove: rating >= 4, locale: 'en' },
      1 + ((n * 13) % 30),
    );
    add(1 + (n % (ANALYTICS_BUFFER_SHARDS - 1)), id, `Bench product ${n + 1}`, day, deltas);
  }
}
const input = {
  ...newProductInput(),
  title,
  links: {
    amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
    emag: 'https://www.emag.ro/x/pd/D1/',
    shopify: '',
  },
};
await db.doc(paths.product(productId)).set({
  ...input,
  ownerId: uid,
  stats: emptyProductStats(),
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});
await db.doc(paths.publicProduct(productId)).set(toPublicProduct(input));
for (const [shard, products] of buffer) {
  const p = {};
  for (const [id, line] of products) {
    p[id] = {
      n: line.n,
      d: Object.fromEntries(
        Object.entries(line.d).map(([day, deltas]) => [day, nest(deltas, (value) => value)]),
      ),
    };
  }
  await db
    .doc(paths.analyticsBufferShard(uid, closedWindow, shard))
    .set({ ownerId: uid, window: closedWindow, timeZone: ZONE, p });
}
const rollUpStarted = Date.now();
const rolled = await rollUpSeller(db, uid, closedWindow);
if (!rolled.complete || rolled.invalid.length > 0)
  throw new Error('the seed roll-up did not finish');
console.log(
  `▸ seeded through the roll-up: ${rolled.entries} buffered entries in ${rolled.transactions} ` +
    `transactions, ${((Date.now() - rollUpStarted) / 1000).toFixed(1)} s`,
);
const sizes = async (collection) =>
  (await db.collection(collection).get()).docs.map(
    (doc) => `${doc.id}: ${(JSON.stringify(doc.data()).length / 1024).toFixed(0)} KiB`,
  );
console.log(
  `  product year documents (JSON): ${(await sizes(`${paths.product(productId)}/analytics`)).join(', ')}`,
);
console.log(
  `  seller year documents (JSON): ${(await sizes(`${paths.seller(uid)}/analytics`)).join(', ')}`,
);
console.log(
  `  ranking year documents (JSON): ${(await sizes(`${paths.seller(uid)}/rankings`)).join(', ')}`,
);

const port = 5000 + Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;
const browser = await launchChromium();

/** Documents (by path) and queries the SDK starts listening to, from its Listen requests. */
function listenTargets(postData) {
  const targets = [];
  for (const [key, value] of new URLSearchParams(postData ?? '')) {
    if (!/^req\d+___data__$/.test(key)) continue;
    let message;
    try {
      message = JSON.parse(value);
    } catch {
      continue;
    }
    const target = message.addTarget;
    if (!target) continue;
    const name = (path) => path.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
    if (target.documents) targets.push(...target.documents.documents.map(name));
    else if (target.query) {
      const from = target.query.structuredQuery?.from?.map((f) => f.collectionId).join(',');
      targets.push(`query ${name(target.query.parent)} / ${from}`);
    }
  }
  return targets;
}

try {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  let recording = null;
  page.on('request', (request) => {
    if (recording && request.method() === 'POST' && request.url().includes('/Listen/channel')) {
      recording.push(...listenTargets(request.postData()));
    }
  });
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
  const views = [
    ['product, 7 days', `/dashboard/${productId}?range=7d`],
    ['product, 90 days', `/dashboard/${productId}?range=90d`],
    ['product, 12 months', `/dashboard/${productId}?range=12m`],
    ['overview, 30 days, 1,001 products', '/overview?range=30d'],
    ['overview, 12 months, 1,001 products', '/overview?range=12m'],
  ];
  for (const [name, path] of views) {
    const times = [];
    let reads = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(`${base}/products`);
      await page.waitForURL((url) => url.pathname === '/products');
      await page.getByTestId('product-list').or(page.getByRole('table')).first().waitFor();
      recording = [];
      const started = Date.now();
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByTestId('kpi-tiles').waitFor();
      await page.getByTestId('time-chart').locator('svg').first().waitFor();
      if (path.startsWith('/overview')) await page.getByTestId('ranking-row').first().waitFor();
      times.push(Date.now() - started);
      // Late reads (a range whose years arrive after the tiles) would still be counted.
      await page.waitForTimeout(1_000);
      reads = recording;
      recording = null;
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: interactive in ${times[1]} ms (median of 3: ${times.join(', ')}); ` +
        `${reads.length} reads: ${reads.join(', ')}`,
    );
  }
} finally {
  await browser.close();
}
process.exit(0);
