/* global window, PopStateEvent -- the callback of page.evaluate runs in the browser */
// Runs inside `firebase emulators:exec` (scripts/bench.mjs dashboard): seeds a product whose
// counters hold 10,000 reviews over 13 months and a seller with 1,000 ranked products, then times
// each dashboard view in Chromium from navigation to the first chart (the built app on the Hosting
// emulator). Reads per view are the documents the screens fetch by id (listed in the output).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { nest } from '../../functions/lib/analytics/counter-writes.js';
import { ensureDemoSellerUser } from '../../functions/lib/dev/seed.js';
import { toPublicProduct } from '../../functions/lib/products/public-product.js';
import {
  ANALYTICS_SHARDS,
  DEMO_PROJECT_ID,
  addDays,
  addMonths,
  dayDeltas,
  emptyProductStats,
  localDay,
  newProductInput,
  paths,
} from '../../functions/lib/shared/index.js';

const ZONE = 'Europe/Bucharest';
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

/** 10,000 reviews and 100,000 opens over 396 days, dealt round-robin to the shards. */
const shards = Array.from({ length: ANALYTICS_SHARDS }, () => ({}));
const add = (shard, day, deltas) => {
  const m = ((shards[shard].m ??= {})[day.slice(0, 7)] ??= {});
  const into = (m[day.slice(8)] ??= {});
  for (const [path, value] of Object.entries(deltas)) into[path] = (into[path] ?? 0) + value;
};
for (let i = 0; i < 100_000; i += 1) {
  add(
    i % ANALYTICS_SHARDS,
    addDays(today, -(i % 396)),
    dayDeltas({ kind: 'opened', newVisitor: i % 3 === 0, locale: i % 2 ? 'en' : 'ro' }),
  );
}
for (let i = 0; i < 10_000; i += 1) {
  const rating = (i % 5) + 1;
  add(
    i % ANALYTICS_SHARDS,
    addDays(today, -(i % 396)),
    dayDeltas({
      kind: 'rated',
      rating,
      store: i % 2 ? 'amazon' : 'emag',
      atOrAbove: rating >= 4,
      locale: 'en',
    }),
  );
}
const productId = 'bench-10k-reviews';
const input = {
  ...newProductInput(),
  title: 'Bench: 10,000 reviews',
  links: {
    amazon: 'https://www.amazon.de/dp/B07PGL2ZSL',
    emag: 'https://www.emag.ro/x/pd/D1/',
    shopify: '',
  },
};
await db.doc(paths.product(productId)).set({ ...input, ownerId: uid, stats: emptyProductStats() });
await db.doc(paths.publicProduct(productId)).set(toPublicProduct(input));
const toDoc = (shard) => ({
  ...Object.fromEntries(
    Object.entries(shard.m).map(([month, days]) => [
      month,
      Object.fromEntries(Object.entries(days).map(([d, deltas]) => [d, nest(deltas, (v) => v)])),
    ]),
  ),
});
let bytes = 0;
for (const [index, shard] of shards.entries()) {
  const doc = { ownerId: uid, productId, timeZone: ZONE, m: toDoc(shard) };
  bytes = Math.max(bytes, JSON.stringify(doc).length);
  await db.doc(paths.productAnalyticsShard(productId, index)).set(doc);
  await db
    .doc(paths.sellerAnalyticsShard(uid, index))
    .set({ ownerId: uid, timeZone: ZONE, m: doc.m });
}
// 1,000 products in every month of the last 13.
for (let back = 0; back <= 13; back += 1) {
  const month = addMonths(today.slice(0, 7), -back);
  const p = {};
  for (let n = 0; n < 1000; n += 1)
    p[`bench-product-${String(n).padStart(4, '0')}`] = {
      o: 50 + ((n * 37) % 400),
      u: 40,
      r: (n * 13) % 30,
      a: 5,
      s: 4,
      t: ((n * 13) % 30) * 4,
    };
  await db.doc(paths.sellerProductMonth(uid, month)).set({ ownerId: uid, p });
}
console.log(`▸ seeded: largest counter shard ≈ ${(bytes / 1024).toFixed(0)} KiB as JSON`);

const port = 5000 + Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.QR_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
  await page.waitForURL((url) => url.pathname === '/products');
  const views = [
    ['product, 7 days', `/dashboard/${productId}?range=7d`, '1 product + 4 counter shards = 5'],
    ['product, 90 days', `/dashboard/${productId}?range=90d`, '1 product + 4 counter shards = 5'],
    ['product, 12 months', `/dashboard/${productId}?range=12m`, '1 product + 4 counter shards = 5'],
    [
      'overview, 30 days, 1,000 products',
      '/overview?range=30d',
      '1 profile + 4 seller shards + 2 months + 25 titles = 32',
    ],
    [
      'overview, 12 months, 1,000 products',
      '/overview?range=12m',
      '1 profile + 4 seller shards + 13 months + 25 titles = 43',
    ],
  ];
  for (const [name, path, reads] of views) {
    const times = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await page.goto(`${base}/products`);
      await page.waitForURL((url) => url.pathname === '/products');
      const started = Date.now();
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.getByTestId('kpi-tiles').waitFor();
      await page.getByTestId('time-chart').locator('svg').first().waitFor();
      if (path.startsWith('/overview')) await page.getByTestId('ranking-row').first().waitFor();
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name}: interactive in ${times[1]} ms (median of 3; ${times.join(', ')}); reads ${reads}`,
    );
  }
} finally {
  await browser.close();
}
process.exit(0);
