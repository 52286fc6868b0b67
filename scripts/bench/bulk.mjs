// Runs inside `firebase emulators:exec` (scripts/bench.mjs bulk), with the Auth, Firestore,
// Functions and Hosting emulators and the app built onto the Hosting emulator. A big seller's
// bulk work in Chromium, as the seller does it on the products screen:
//   1. "Export products" of all BENCH_PRODUCTS products (default 100,000; 400 with CI set), as
//      CSV and as XLSX, each file's rows counted;
//   2. a search that matches BENCH_DELETE of them (default half), "Select all N matching",
//      Delete, until the dialog says done; then until every product's purge job is done;
//   3. "Export products" again as CSV: what is left, and none of the deleted (while the deleted
//      products' triggers and purge jobs run);
// with the page's JS heap (DevTools Performance.getMetrics, JSHeapUsedSize) and the renderer
// processes' resident memory (the XLSX is built in a worker of the same renderer) sampled every
// 250 ms, the peak of each step reported. Then reads the emulator: no deleted product, search
// document or public mirror left, a tombstone for each, nothing under a deleted product (a
// sample carries reviews and analytics), the seller's product and private-routing counts and the
// search documents exact. Card PNGs live in Storage, which has no emulator on this machine: not
// checked here. Writes docs/benchmarks/bulk.md.
//
// Seeding writes the products complete (list fields, search document, public mirror, counted),
// as an import leaves them, through Admin SDK batches with the background triggers switched off.
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { read as readWorkbook, utils as sheetUtils } from '@e965/xlsx';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { foundAccount } from '../../functions/lib/domains/accounts/found-account.js';
import {
  productKeyId,
  productKeyTokens,
} from '../../functions/lib/domains/products/product-keys.js';
import { LEGACY_FUNNEL_UNTIL } from '../../functions/lib/domains/products/purge-product.js';
import { demoCatalogueProduct } from '../../functions/lib/dev/demo-catalogue.js';
import { ensureDemoSellerUser } from '../../functions/lib/dev/seed.js';
import { CLEARANCE_WORD, seedBulkCatalogue } from './bulk-catalogue.mjs';
import { documentSize } from './doc-size.mjs';
import {
  backgroundTriggers,
  demoSellerProfile,
  finishedRuns,
  keptNotes,
  launchChromium,
  sleep,
  warmUpFunctions,
  writeReport,
} from './helpers.mjs';
import {
  COLLECTIONS,
  DEFAULT_CARD_DESIGN,
  DEMO_PROJECT_ID,
  emptyProductStats,
  paths,
  PRIVATE_ROUTING_COUNT_FIELD,
  PRODUCT_COUNT_FIELD,
} from '../../functions/lib/shared/index.js';

const CI = Boolean(process.env.CI);
const SIZE = Number(process.env.BENCH_PRODUCTS ?? (CI ? 400 : 100_000));
const DELETE = Number(process.env.BENCH_DELETE ?? Math.floor(SIZE / 2));
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3_600);
// How long to wait, from the confirm, for every purge job (the emulator runs about 3 a second).
const PURGE_WAIT_SECONDS = Number(process.env.BENCH_PURGE_WAIT_SECONDS ?? TIMEOUT_SECONDS);
// How long to watch the deleted products' own delete events after the rest (each finds its
// tombstone marked and ends; the Functions emulator runs them one after another).
const TRIGGER_WAIT_SECONDS = Number(process.env.BENCH_TRIGGER_WAIT_SECONDS ?? 300);
// BENCH_EXPORTS=0: the delete alone, without the exports before and after it. On the Firestore
// emulator each long export in the page left a listen stream registered with the list's query
// (docs/benchmarks/bulk.md), which every later commit on products runs again.
const EXPORTS = process.env.BENCH_EXPORTS !== '0';
// Every this many deleted products carries reviews and an analytics year, for the purge to find.
const WITH_SUBCOLLECTIONS_EVERY = 50;
const SEEDED_REVIEW_IDS = ['BenchReview000000001', 'BenchReview000000002'];
const SEEDED_ANALYTICS = 'analytics/2026';
// Sampled deleted products whose subcollections are listed at the end (each a database scan).
const LISTED_SAMPLES = 20;
const WORD = CLEARANCE_WORD;
const PROBE_ID = 'BenchBulkProbe000001';

if (!Number.isInteger(SIZE) || SIZE < 2 || SIZE > 100_000) {
  console.error('BENCH_PRODUCTS: a whole number from 2 to 100,000');
  process.exit(2);
}
if (!Number.isInteger(DELETE) || DELETE < 1 || DELETE >= SIZE) {
  console.error('BENCH_DELETE: a whole number from 1 to BENCH_PRODUCTS - 1');
  process.exit(2);
}

const root = new URL('../../', import.meta.url);
const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const seconds = (since) => (Date.now() - since) / 1000;
const load = () => loadavg()[0].toFixed(1);
const n = (value) => value.toLocaleString('en-US');
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const port = 5000 + Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;
const downloads = join(new URL('test-results/', root).pathname, `bench-bulk-${port}`);
mkdirSync(downloads, { recursive: true });

const uid = await ensureDemoSellerUser(process.env.FIREBASE_AUTH_EMULATOR_HOST);
let privateRouting = 0;
/** Stored bytes the seed wrote per kind of document (Firestore's size rules, no index entries). */
const storedBytes = { product: 0, search: 0, mirror: 0 };
const deletedIds = [];
const keptIds = [];
/** The lookup index entries (productKeys/{id}) the deleted products were under. */
const deletedKeyPaths = new Set();

async function seed() {
  await db.doc(paths.seller(uid)).set(demoSellerProfile(SIZE));
  await foundAccount(db, {
    uid,
    displayName: 'Demo Seller',
    email: 'demo.seller@example.com',
    joinedAt: new Date(),
  });
  await db.doc(paths.template(PROBE_ID)).set({
    name: 'Probe',
    card: DEFAULT_CARD_DESIGN,
    qrStyle: { foreground: '#000000', background: '#ffffff', errorCorrection: 'Q' },
    logoPath: '',
    language: 'en',
    complianceMode: true,
    ownerId: uid,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  const now = Timestamp.now();
  await seedBulkCatalogue(db, {
    uid,
    size: SIZE,
    toDelete: DELETE,
    now,
    // Made through this version of the app: created since LEGACY_FUNNEL_UNTIL. An older product
    // may hold legacy funnel days, so its delete event and its purge list its subcollections
    // (docs/decisions.md, "Selection and bulk actions"), a scan of the whole emulator database.
    createdSince: LEGACY_FUNNEL_UNTIL,
    // The deleted products' stats count the reviews under them, as submitReview counts them
    // (the delete event reads the count): none, but every WITH_SUBCOLLECTIONS_EVERY-th, which
    // carries two.
    statsOf: (product, deleted) => {
      if (!deleted) return product.stats;
      const withReviews = deletedIds.length % WITH_SUBCOLLECTIONS_EVERY === 0;
      return { ...emptyProductStats(), ...(withReviews ? { reviewCount: 2, ratingSum: 4 } : {}) };
    },
    alsoWrite: (batch, { product, input, docs, mirror, marked: deleted }) => {
      storedBytes.product += documentSize(paths.product(product.id), docs.product);
      storedBytes.search += documentSize(paths.productSearch(product.id), docs.search);
      storedBytes.mirror += documentSize(paths.publicProduct(product.id), mirror);
      if (deleted) {
        deletedIds.push(product.id);
        for (const token of productKeyTokens(docs.product.derived)) {
          deletedKeyPaths.add(paths.productKey(productKeyId(uid, token)));
        }
        if (deletedIds.length % WITH_SUBCOLLECTIONS_EVERY === 1) {
          for (const reviewId of SEEDED_REVIEW_IDS) {
            batch.set(db.doc(`${paths.product(product.id)}/reviews/${reviewId}`), {
              rating: 2,
              comment: 'Bench',
              createdAt: now,
            });
          }
          batch.set(db.doc(`${paths.product(product.id)}/${SEEDED_ANALYTICS}`), { opens: 3 });
        }
      } else {
        keptIds.push(product.id);
        if (input.complianceMode === false) privateRouting += 1;
      }
    },
  });
  // The profile's private-routing count as the recount would leave it before the delete.
  const allPrivate =
    privateRouting +
    deletedIds.filter((id) => demoCatalogueProductById(id).input.complianceMode === false).length;
  await db.doc(paths.seller(uid)).update({
    [PRIVATE_ROUTING_COUNT_FIELD]: allPrivate,
  });
}

function demoCatalogueProductById(id) {
  return demoCatalogueProduct(Number(id.slice(-7)));
}

// The functions load on the first request: warm them up before anything is timed.
await warmUpFunctions();

console.log(
  `▸ seeding ${n(SIZE)} products, ${n(DELETE)} of them titled "${WORD} …" (load ${load()})`,
);
await backgroundTriggers(false);
const seedStarted = Date.now();
try {
  await seed();
} finally {
  await backgroundTriggers(true);
}
const seedSeconds = seconds(seedStarted);
console.log(`  seeded in ${seedSeconds.toFixed(0)} s`);
const perProduct = Object.fromEntries(
  Object.entries(storedBytes).map(([kind, bytes]) => [kind, Math.round(bytes / SIZE)]),
);
const perProductTotal = perProduct.product + perProduct.search + perProduct.mirror;
console.log(
  `  stored per product (documents, no index entries): ${perProductTotal} bytes ` +
    `(product ${perProduct.product}, search document ${perProduct.search}, mirror ${perProduct.mirror})`,
);

// The emulator still delivers every seeded write's event (answered and dropped while the
// triggers were off), one after the other; a probe template's change, once its empty sync is
// done, shows they are through (as bench:templates).
const drainStarted = Date.now();
await db.doc(paths.template(PROBE_ID)).update({
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Probe' },
  updatedAt: FieldValue.serverTimestamp(),
});
const probeDone = async () =>
  (
    await db.collection(paths.templateSyncJobs()).where('templateId', '==', PROBE_ID).get()
  ).docs.some((doc) => doc.get('status') === 'done');
while (!(await probeDone())) {
  if (seconds(drainStarted) > TIMEOUT_SECONDS) {
    console.error(`✖ the seed's events were not through after ${TIMEOUT_SECONDS} s`);
    process.exit(1);
  }
  await sleep(1_000);
}
const drainSeconds = seconds(drainStarted);
console.log(`  the seed's events delivered after ${drainSeconds.toFixed(0)} s`);

const browser = await launchChromium();
const browserCdp = await browser.newBrowserCDPSession();

/** Resident memory of the browser's renderer processes (the page and its workers), in bytes. */
async function rendererRss() {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  let total = 0;
  for (const info of processInfo) {
    if (info.type !== 'renderer') continue;
    try {
      const status = readFileSync(`/proc/${info.id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** Samples the page's JS heap and the renderers' memory every 250 ms until stopped. */
async function sampleMemory(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  let heapPeak = 0;
  let rssPeak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { metrics } = await cdp.send('Performance.getMetrics').catch(() => ({ metrics: [] }));
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
      heapPeak = Math.max(heapPeak, heap);
      rssPeak = Math.max(rssPeak, await rendererRss());
      await sleep(250);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await cdp.detach().catch(() => {});
      return { heapPeak, rssPeak };
    },
  };
}

const context = await browser.newContext({ acceptDownloads: true });
await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
const page = await context.newPage();
page.setDefaultTimeout(120_000);
await page.goto(`${base}/login`);
await page.getByRole('button', { name: 'Demo sign-in (emulator only)' }).click();
await page.waitForURL((url) => url.pathname === '/products');
await page.getByTestId('product-row').first().waitFor();
const idle = await sampleMemory(page);
await sleep(2_000);
const atRest = await idle.stop();
console.log(
  `  products screen open: JS heap ${mb(atRest.heapPeak)} MB, renderers ${mb(atRest.rssPeak)} MB`,
);

// "Export products" as `format`; the file's rows counted, and those of products to be deleted.
async function exportAs(format, when) {
  await page.goto(`${base}/products`);
  await page.getByTestId('product-row').first().waitFor();
  await page.getByRole('button', { name: 'Export products' }).click();
  const exportDialog = page.getByRole('dialog');
  if (format === 'xlsx') await exportDialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
  const memory = await sampleMemory(page);
  const started = Date.now();
  // What the dialog says while it reads, every 30 s (a run cut by the timeout still tells how far).
  const status = exportDialog.getByRole('status');
  const reporter = setInterval(() => {
    status
      .first()
      .textContent({ timeout: 1_000 })
      .then(
        (text) =>
          console.log(`  ${format.toUpperCase()} ${seconds(started).toFixed(0)} s: ${text}`),
        () => {},
      );
  }, 30_000);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: TIMEOUT_SECONDS * 1000 }),
    exportDialog.getByRole('button', { name: 'Export', exact: true }).click(),
  ]).finally(() => clearInterval(reporter));
  const file = join(downloads, download.suggestedFilename());
  await download.saveAs(file);
  const took = seconds(started);
  const peak = await memory.stop();
  await exportDialog.getByTestId('export-done').waitFor();
  await exportDialog.getByRole('button', { name: 'Close' }).click();
  const bytes = readFileSync(file);
  let rows;
  if (format === 'csv') {
    const parsed = Papa.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    });
    rows = parsed.data;
  } else {
    const workbook = readWorkbook(bytes, { type: 'buffer' });
    rows = sheetUtils.sheet_to_json(workbook.Sheets[workbook.SheetNames[0]], {
      header: 1,
      blankrows: false,
    });
  }
  const [header, ...body] = rows;
  const titleColumn = header.findIndex((cell) => /title|name/i.test(String(cell)));
  const stray = body.filter((row) => String(row[titleColumn] ?? '').startsWith(WORD)).length;
  const result = {
    format,
    when,
    seconds: took,
    bytes: bytes.length,
    rows: body.length,
    stray,
    ...peak,
  };
  console.log(
    `  ${format.toUpperCase()}: ${n(result.rows)} rows, ${mb(result.bytes)} MB, ${took.toFixed(1)} s; ` +
      `peak JS heap ${mb(peak.heapPeak)} MB, renderers ${mb(peak.rssPeak)} MB` +
      `; ${n(stray)} titled "${WORD} …" (${when})`,
  );
  return result;
}
// 1. Export everything, CSV then XLSX.
// Each export closes its dialog on the products screen, where the delete starts.
const exports = EXPORTS ? [await exportAs('csv', 'all'), await exportAs('xlsx', 'all')] : [];

// 2. Search, select all matching, delete.
const runsBefore = finishedRuns();
const deleteMemory = await sampleMemory(page);
const searchStarted = Date.now();
await page.getByRole('searchbox', { name: 'Search products' }).fill(WORD.toLowerCase());
await page.waitForURL((url) => url.search.includes(WORD.toLowerCase()));
await page
  .getByRole('link', { name: new RegExp(`^${WORD} `) })
  .first()
  .waitFor();
const searchSeconds = seconds(searchStarted);
await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
await page
  .getByRole('button', { name: /^Select (all [\d,]+ matching|every matching product)$/ })
  .click();
const selectedText = await page.getByTestId('products-selected').textContent();
console.log(`  search shown after ${searchSeconds.toFixed(1)} s; "${selectedText}"`);
await page.getByRole('button', { name: 'Delete', exact: true }).click();
const dialog = page.getByRole('dialog');
const confirmAt = Date.now();
await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

const deleteJob = async () =>
  (await db.collection(paths.productDeleteJobs()).where('ownerId', '==', uid).get()).docs[0];
const progress = [];
let lastPrinted = -Infinity;
let job;
for (;;) {
  job = (await deleteJob())?.data();
  const at = seconds(confirmAt);
  if (job?.status === 'done' || job?.status === 'failed') break;
  if (at - lastPrinted >= 15) {
    lastPrinted = at;
    progress.push({ at, processed: job?.processed ?? 0 });
    console.log(
      `  ${at.toFixed(0)} s: ${job ? `${job.status}, ${n(job.processed ?? 0)} of ${job.total === undefined ? '?' : n(job.total)}` : 'no job yet'} (load ${load()})`,
    );
  }
  if (at > TIMEOUT_SECONDS) {
    console.error(`✖ the delete was not done after ${TIMEOUT_SECONDS} s`);
    process.exit(1);
  }
  await sleep(500);
}
const jobDoneSeconds = seconds(confirmAt);
await dialog.getByText(/products? deleted\./).waitFor({ timeout: 120_000 });
const dialogDoneSeconds = seconds(confirmAt);
const deleteMemoryPeak = await deleteMemory.stop();
console.log(
  `  delete job ${job.status} after ${jobDoneSeconds.toFixed(1)} s (${n(job.deleted ?? 0)} deleted, ` +
    `${n(job.failedCount ?? 0)} failed); the dialog said so after ${dialogDoneSeconds.toFixed(1)} s; ` +
    `peak JS heap ${mb(deleteMemoryPeak.heapPeak)} MB, renderers ${mb(deleteMemoryPeak.rssPeak)} MB`,
);
const runsAtDone = finishedRuns();
await dialog.getByRole('button', { name: 'Close' }).click();

// Nothing left behind, read back as the job says done (before the exports and before the
// deleted products' own delete events have run).
const checkStarted = Date.now();
const countOf = async (query) => (await query.count().get()).data().count;
async function countExisting(collectionPath, ids = deletedIds) {
  let found = 0;
  for (let from = 0; from < ids.length; from += 500) {
    const refs = ids.slice(from, from + 500).map((id) => db.doc(collectionPath(id)));
    found += (await db.getAll(...refs)).filter((snapshot) => snapshot.exists).length;
  }
  return found;
}
/** Lookup entries of the deleted products' keys: those still naming one, and those left empty. */
async function keyEntriesLeft() {
  const deleted = new Set(deletedIds);
  const refs = [...deletedKeyPaths].map((path) => db.doc(path));
  let naming = 0;
  let empty = 0;
  for (let from = 0; from < refs.length; from += 500) {
    for (const snapshot of await db.getAll(...refs.slice(from, from + 500))) {
      if (!snapshot.exists) continue;
      const ids = snapshot.get('productIds') ?? [];
      if (ids.length === 0) empty += 1;
      if (ids.some((id) => deleted.has(id))) naming += 1;
    }
  }
  return { naming, empty };
}
const kept = SIZE - DELETE;
const withSubcollections = Math.ceil(DELETE / WITH_SUBCOLLECTIONS_EVERY);
const purgeJobs = async () =>
  countOf(db.collection(COLLECTIONS.productPurgeJobs).where('ownerId', '==', uid));
/** The seller's counters and search documents, as exact as the read-back expects them. */
async function counterChecks(when) {
  const profile = (await db.doc(paths.seller(uid)).get()).data();
  return [
    [
      `the seller's search documents ${when}`,
      await countOf(db.collection(COLLECTIONS.productSearch).where('ownerId', '==', uid)),
      kept,
    ],
    [`sellers/{uid}.productCount ${when}`, profile[PRODUCT_COUNT_FIELD], kept],
    [
      `sellers/{uid}.privateRoutingCount ${when}`,
      profile[PRIVATE_ROUTING_COUNT_FIELD],
      privateRouting,
    ],
  ];
}
const keysLeft = await keyEntriesLeft();
const atJobEnd = [
  ['deleted products left', await countExisting(paths.product), 0],
  ['their search documents left', await countExisting(paths.productSearch), 0],
  ['their public mirrors left', await countExisting(paths.publicProduct), 0],
  ['lookup index entries still naming one', keysLeft.naming, 0],
  ['empty lookup index entries', keysLeft.empty, 0],
  ['their tombstones', await countExisting(paths.deletedProduct), DELETE],
  [
    "the seller's products",
    await countOf(db.collection(paths.products()).where('ownerId', '==', uid)),
    kept,
  ],
  ...(await counterChecks("at the job's end")),
  ['the delete job deleted', job.deleted, DELETE],
];
const runsAtChecked = finishedRuns();
const checkSeconds = seconds(checkStarted);
for (const [what, actual, expected] of atJobEnd) {
  console.log(
    `  ${actual === expected ? '✔' : '✖'} ${what}: ${actual}${actual === expected ? '' : ` (expected ${expected})`}`,
  );
}
console.log(`  read back in ${checkSeconds.toFixed(0)} s`);

// 3. Export what is left as CSV, while the deleted products' triggers and purges run on the
// emulator: none of the deleted in it.
if (EXPORTS) exports.push(await exportAs('csv', 'after the delete'));
await browser.close();

// 4. Until every purge job is done: one for each deleted product with something under it,
// queued by its delete event (which lists what is under the product: a scan of the whole
// database on the emulator).
const purgesDone = async () =>
  countOf(
    db
      .collection(COLLECTIONS.productPurgeJobs)
      .where('ownerId', '==', uid)
      .where('status', '==', 'done'),
  );
let purged = 0;
lastPrinted = -Infinity;
for (;;) {
  purged = await purgesDone();
  const at = seconds(confirmAt);
  if (purged >= withSubcollections) break;
  if (at - lastPrinted >= 30) {
    lastPrinted = at;
    console.log(`  ${at.toFixed(0)} s: ${n(purged)} purge jobs done (load ${load()})`);
  }
  if (at > PURGE_WAIT_SECONDS) break;
  await sleep(2_000);
}
const drainedSeconds = seconds(confirmAt);
const runsDrained = finishedRuns();
console.log(`  ${n(purged)} purge jobs done ${drainedSeconds.toFixed(0)} s after the confirm`);
// What is left under the sampled deleted products: every document the seed put there, read by id;
// and, for the first LISTED_SAMPLES of them, whatever subcollection is there at all (listing a
// document's subcollections is a scan of the emulator's whole database, so not for all 1,000 at
// 100,000).
const sampledIds = deletedIds.filter((_, i) => i % WITH_SUBCOLLECTIONS_EVERY === 0);
const seededUnder = [...SEEDED_REVIEW_IDS.map((review) => `reviews/${review}`), SEEDED_ANALYTICS];
const seededLeft = await countExisting(
  (path) => path,
  sampledIds.flatMap((id) => seededUnder.map((under) => `${paths.product(id)}/${under}`)),
);
let listedLeft = 0;
for (const id of sampledIds.slice(0, LISTED_SAMPLES)) {
  for (const collection of await db.doc(paths.product(id)).listCollections()) {
    listedLeft += (await collection.count().get()).data().count;
  }
}

// 5. The deleted products' own delete events (processProductWrite), watched for a while: each
// finds its tombstone marked and only looks for what was under the product; the counters must
// not move.
const deleteEventsRun = () =>
  (finishedRuns().processProductWrite ?? 0) - (runsBefore.processProductWrite ?? 0);
const watchStarted = Date.now();
while (deleteEventsRun() < DELETE && seconds(watchStarted) < TRIGGER_WAIT_SECONDS) {
  await sleep(5_000);
}
const eventsRun = deleteEventsRun();
const eventsSeconds = seconds(confirmAt);
const eventRate = eventsRun / Math.max(eventsSeconds, 1);
console.log(
  `  delete events run: ${n(eventsRun)} of ${n(DELETE)} ${eventsSeconds.toFixed(0)} s after the confirm ` +
    `(${eventRate.toFixed(1)} a second)`,
);
const checks = [
  ...atJobEnd,
  [
    `documents the seed put under the ${n(sampledIds.length)} sampled deleted products left`,
    seededLeft,
    0,
  ],
  [
    `documents in any subcollection of the first ${n(Math.min(LISTED_SAMPLES, sampledIds.length))} of them`,
    listedLeft,
    0,
  ],
  ['purge jobs queued (by the delete events)', await purgeJobs(), withSubcollections],
  ['purge jobs done', purged, withSubcollections],
  ...(await counterChecks(`after ${n(eventsRun)} delete events ran`)),
  ...(EXPORTS
    ? [
        ['CSV rows, all', exports[0].rows, SIZE],
        ['XLSX rows, all', exports[1].rows, SIZE],
        [
          'products to delete in the exports of all',
          exports[0].stray + exports[1].stray,
          2 * DELETE,
        ],
        ['CSV rows after the delete', exports[2].rows, kept],
        ['deleted products in the CSV after the delete', exports[2].stray, 0],
      ]
    : []),
];
let ok = job.status === 'done';
for (const [what, actual, expected] of checks.slice(atJobEnd.length)) {
  const good = actual === expected;
  console.log(`  ${good ? '✔' : '✖'} ${what}: ${actual}${good ? '' : ` (expected ${expected})`}`);
}
for (const [, actual, expected] of checks) ok &&= actual === expected;

const fired = (counts, since) =>
  Object.entries(counts)
    .map(([name, count]) => [name, count - (since[name] ?? 0)])
    .filter(([, count]) => count > 0)
    .map(([name, count]) => `${name} ${n(count)}`)
    .join(', ') || 'none';

const table = [
  '| products | deleted | seeded in (s) | search shown (s) | confirm → job done (s) | → dialog done (s) | → purges done (s) | peak JS heap while deleting (MB) |',
  '| -------: | ------: | ------------: | ---------------: | ---------------------: | ----------------: | ----------------: | -------------------------------: |',
  `| ${n(SIZE)} | ${n(DELETE)} | ${seedSeconds.toFixed(0)} | ${searchSeconds.toFixed(1)} | ${jobDoneSeconds.toFixed(1)} | ${dialogDoneSeconds.toFixed(1)} | ${drainedSeconds.toFixed(0)} | ${mb(deleteMemoryPeak.heapPeak)} |`,
].join('\n');
const exportTable = !EXPORTS
  ? 'The exports were left out of this run (`BENCH_EXPORTS=0`).'
  : [
      '| export | of | rows | file (MB) | click → file saved (s) | peak JS heap (MB) | peak renderer memory (MB) |',
      '| :----- | :- | ---: | --------: | ---------------------: | ----------------: | ------------------------: |',
      ...exports.map(
        (e) =>
          `| ${e.format.toUpperCase()} | ${e.when} | ${n(e.rows)} | ${(e.bytes / 1024 / 1024).toFixed(1)} | ${e.seconds.toFixed(1)} | ${mb(e.heapPeak)} | ${mb(e.rssPeak)} |`,
      ),
    ].join('\n');
const timeline = progress
  .map(({ at, processed }) => `${at.toFixed(0)} s: ${n(processed)}`)
  .join('; ');
const checkLines = checks
  .map(
    ([what, actual, expected]) =>
      `- ${what}: ${actual}${actual === expected ? '' : ` (expected ${expected})`}`,
  )
  .join('\n');

const file = new URL('docs/benchmarks/bulk.md', root);
const notes = keptNotes(file);
const markdown = `# Bulk delete and export benchmark

\`npm run bench:bulk\` on ${new Date().toISOString().slice(0, 10)}: ${n(SIZE)} products of one
seller, ${n(DELETE)} of them matching a search. In Chromium against the built app: "Export
products" of all ${n(SIZE)} as CSV and as XLSX, each downloaded file's rows counted; the search,
"Select all matching", Delete (the productDeleteJob on the runner, through the Functions and
Cloud Tasks emulators, 4 function runs at once) until the dialog says done; the data read back
at once (the job's own commits remove each product's search document, public mirror and lookup
index entries and settle the counts); then "Export products" again as CSV, of the
${n(SIZE - DELETE)} left (while the purge jobs and the deleted products' own delete events run);
then until every purge job is done; then the
delete events watched for up to ${TRIGGER_WAIT_SECONDS} s and the counters read again. Memory sampled every 250 ms: the page's JS heap
(DevTools \`Performance.getMetrics\`, \`JSHeapUsedSize\`) and the resident memory of the
renderer processes (the XLSX is built in a worker of the page's renderer). Stored per product, by
Firestore's storage-size rules for the documents the seed wrote (index entries not counted):
${perProductTotal} bytes (the product ${perProduct.product}, its search document ${perProduct.search},
its public mirror ${perProduct.mirror}). The products screen
at rest: JS heap ${mb(atRest.heapPeak)} MB, renderers ${mb(atRest.rssPeak)} MB. Load
${load()} at the end (2 shared cores). ${ok ? 'Every check passed.' : '**NOT every check passed.**'}

${table}

${exportTable}

- **The delete job's progress** (what the dialog reads, every 15 s): ${timeline || 'done before the first sample'}.
- **Read back at the job's end** in ${checkSeconds.toFixed(0)} s.
- **Function runs** from the confirm to the job's "done": ${fired(runsAtDone, runsBefore)}; to the read-back's end: ${fired(runsAtChecked, runsBefore)}; to the purges done: ${fired(runsDrained, runsBefore)}.
- **The deleted products' delete events (the triggers' drain)**: ${n(eventsRun)} of ${n(DELETE)} had run ${eventsSeconds.toFixed(0)} s after the confirm (${eventRate.toFixed(1)} a second, while everything above ran); each reads its tombstone, finds it marked, and only looks for what was under its product (its stats count its reviews, its analytics years are read by id), to queue its purge.

Read back from the emulator (card PNGs are in Storage, which has no emulator here: not checked):

${checkLines}

${notes}`;
await writeReport(file, markdown);
console.log(ok ? '✔ every check passed' : '✖ NOT every check passed');
process.exit(ok ? 0 : 1);
