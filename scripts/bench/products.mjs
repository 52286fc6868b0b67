// Runs inside `firebase emulators:exec` (scripts/bench.mjs products): the product list at 20,
// 1,000, 10,000 and 100,000 products (BENCH_PRODUCTS=20,1000 for fewer). Seeds the demo seller's
// catalogue through the Admin SDK with the list fields computed by the same shared code as the
// indexProduct function (no Functions emulator: 100,000 trigger runs would measure the emulator),
// then, in Chromium against the built app on the Hosting emulator, BENCH_VISITS (default 11) visits
// of /products at each size: time to the first row, Firestore documents and bytes received, JS heap; and the time a
// search takes to show a product far from the first page. Prints a table and writes it to
// docs/benchmarks/products.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import * as prettier from 'prettier';
import {
  demoCatalogueProduct,
  writeDemoCatalogue,
} from '../../functions/lib/dev/demo-catalogue.js';
import { ensureDemoSellerUser } from '../../functions/lib/dev/seed.js';
import { demoSellerProfile } from './helpers.mjs';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEMO_PROJECT_ID,
  paths,
} from '../../functions/lib/shared/index.js';
import { appBase, median, openSignedIn, visitProductList } from './product-list.mjs';

const SIZES = (process.env.BENCH_PRODUCTS ?? '20,1000,10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
// A visit's time to the first row on a shared 2-core machine spreads by ±25 % from one visit to
// the next: the median of 11 moves far less from run to run than the median of 5 did.
const VISITS = Math.max(1, Number(process.env.BENCH_VISITS ?? 11) || 11);
// QR_BENCH_PROFILE=phone: a phone's viewport (412 × 823, touch) and its CPU (Chromium's 4×
// slowdown, as Lighthouse's mobile profile); the network stays loopback. Default: this machine's
// Chromium unthrottled at 1280 × 720.
const PHONE = process.env.QR_BENCH_PROFILE === 'phone';
const PROFILE = PHONE
  ? 'phone profile: 412 × 823 viewport, 4× CPU slowdown, loopback network'
  : 'desktop profile: 1280 × 720, no throttling, loopback network';
const root = new URL('../../', import.meta.url);

const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const uid = await ensureDemoSellerUser(process.env.FIREBASE_AUTH_EMULATOR_HOST);
await db.doc(paths.seller(uid)).set(demoSellerProfile(0));

const { browser, page } = await openSignedIn({ phone: PHONE });
const base = appBase();

const results = [];
let seeded = 0;
try {
  for (const size of SIZES) {
    const started = Date.now();
    await writeDemoCatalogue(db, uid, seeded, size, {
      onProgress: (written) => {
        if (written % 10_000 === 0) process.stdout.write(`  … ${seeded + written} seeded\n`);
      },
    });
    seeded = size;
    console.log(
      `▸ ${size.toLocaleString('en-US')} products seeded (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    const expectedRange = `Showing 1 to ${Math.min(size, DEFAULT_PRODUCT_PAGE_SIZE)} of ${size.toLocaleString('en-US')}`;

    const visits = [];
    for (let visit = 0; visit < VISITS; visit += 1) {
      visits.push(await visitProductList(page, { expectedRange }));
    }

    // A product far from the first page (the oldest), found by its title.
    const far = demoCatalogueProduct(size - 1);
    const searches = [];
    for (let attempt = 0; attempt < VISITS; attempt += 1) {
      await page.goto(`${base}/products`);
      await page.getByTestId('product-row').first().waitFor();
      const box = page.getByRole('searchbox', { name: 'Search products' });
      const t0 = Date.now();
      await box.fill(far.input.title);
      await page.getByRole('link', { name: far.input.title, exact: true }).waitFor();
      searches.push(Date.now() - t0);
    }

    const row = {
      size,
      firstRow: median(visits.map((v) => v.firstRow)),
      documents: median(visits.map((v) => v.documents)),
      aggregations: median(visits.map((v) => v.aggregations)),
      kilobytes: median(visits.map((v) => v.bytes)) / 1024,
      heapMb: median(visits.map((v) => v.heap)) / 1024 / 1024,
      search: median(searches),
    };
    results.push(row);
    console.log(
      `  ${size.toLocaleString('en-US')}: first row ${row.firstRow} ms, ${row.documents} documents + ` +
        `${row.aggregations} count(), ${row.kilobytes.toFixed(0)} KB, heap ${row.heapMb.toFixed(1)} MB, ` +
        `far search ${row.search} ms (visits: ${visits.map((v) => v.firstRow).join(', ')} ms)`,
    );
  }
} finally {
  await browser.close();
}

const lines = [
  '| products | first row (ms) | documents read | count() | KB from Firestore | JS heap (MB) | far search (ms) |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.size.toLocaleString('en-US')} | ${r.firstRow} | ${r.documents} | ${r.aggregations} | ${r.kilobytes.toFixed(0)} | ${r.heapMb.toFixed(1)} | ${r.search} |`,
  ),
];
console.log(`\n${PROFILE}\n${lines.join('\n')}`);
const firstRowRatio = results.length > 1 ? results.at(-1).firstRow / results[0].firstRow : null;
if (firstRowRatio !== null) {
  console.log(
    `first row at ${results.at(-1).size.toLocaleString('en-US')} products / at ${results[0].size.toLocaleString('en-US')}: ${firstRowRatio.toFixed(2)}×`,
  );
}
mkdirSync(new URL('docs/benchmarks/', root), { recursive: true });
const markdown =
  `# Product list benchmark\n\n` +
  `\`npm run bench:products\` on ${new Date().toISOString().slice(0, 10)} (${PROFILE}): the demo seller's ` +
  `/products (page size ${DEFAULT_PRODUCT_PAGE_SIZE}, newest first) in Chromium against the ` +
  `emulators on this machine (2 cores, shared). Median of ${VISITS} visits per size; each visit ` +
  `is a full page load. Documents and bytes are what the page received from Firestore during the ` +
  `visit (listens, gets and query answers; count() aggregations listed apart). "Far search" is ` +
  `typing the title of the oldest product until its row shows (300 ms of it is the search box's ` +
  `debounce).\n\n${lines.join('\n')}\n` +
  (firstRowRatio === null
    ? ''
    : `\nFirst row at ${results.at(-1).size.toLocaleString('en-US')} products: ` +
      `${firstRowRatio.toFixed(2)}× the time at ${results[0].size.toLocaleString('en-US')}.\n`);
// Written as Prettier writes Markdown, so `npm test`'s format check stays green.
const output = new URL('docs/benchmarks/products.md', root);
const options = (await prettier.resolveConfig(output)) ?? {};
writeFileSync(output, await prettier.format(markdown, { ...options, filepath: output.pathname }));
process.exit(0);
