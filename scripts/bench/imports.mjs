// Runs inside `firebase emulators:exec` (scripts/bench.mjs imports), with the Firestore and
// Functions emulators. Uploads a 10,000-row file the way the web app does (job, chunks, confirm),
// then times the real runImportJob trigger from the confirm to "done", checks that every product
// and its public mirror exist (the review page of a sample answers through reviewApi), and counts
// the trigger runs the import set off (from the emulator's log) until they have all finished.
// BENCH_IMPORTS=10 (`npm run bench:catalogue`) runs that many imports one after another into the
// same seller, each with new SKUs, as a seller builds a 100,000-product catalogue through the app;
// then checks the seller's product count and that every product is found by a search on its SKU.
// With QR_BENCH_LIST set (bench:catalogue, which adds the Auth and Hosting emulators and the built
// app), a 20-product seller is made the same way (one small import) and the products screen is
// opened in Chromium for both sellers in alternating visits (scripts/bench/product-list.mjs, as
// bench:products measures it): the big seller's first row within 1.2× of the small one's and at
// most 300 KB from Firestore per visit; the figures go into docs/benchmarks/imports.md.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import * as prettier from 'prettier';
import {
  COLLECTIONS,
  chunkImportRows,
  importChunkDoc,
  importConfirm,
  importUploadExpiry,
  newImportJobDoc,
  paths,
  PRODUCT_COUNT_FIELD,
  productQueryPlan,
  EMPTY_PRODUCT_FILTER,
  DEFAULT_PRODUCT_PAGE_SIZE,
  IMPORT_ROWS_PER_SELLER_PER_DAY,
} from '../../functions/lib/shared/index.js';
import { importRowsCounter } from '../../functions/lib/domains/imports/daily-row-ceiling.js';
import { foundAccount } from '../../functions/lib/domains/accounts/found-account.js';
import { addMember } from '../../functions/lib/domains/accounts/members.js';
import { ensureDemoSellerUser } from '../../functions/lib/dev/seed.js';
import { CHECKS_ONLY } from './helpers.mjs';
import { median, openSignedIn, visitProductList } from './product-list.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 1);
const TARGET_SECONDS = 60;
const MIRROR_TARGET_SECONDS = 180;
const LOG_FILE = process.env.QR_BENCH_LOG;
const PROJECT_ID = 'demo-qr-reviews';

// The product list in Chromium (bench:catalogue): visits per seller, the small seller's size.
const LIST = Boolean(process.env.QR_BENCH_LIST);
const VISITS = Math.max(1, Number(process.env.BENCH_VISITS ?? 11) || 11);
const SMALL_ROWS = 20;
const FIRST_ROW_RATIO_TARGET = 1.2;
const KB_TARGET = 300;

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const owner = `bench-importer-${randomBytes(4).toString('hex')}`;
const smallOwner = `bench-importer-small-${randomBytes(4).toString('hex')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0].toFixed(1);
const n = (value) => value.toLocaleString('en-US');
const loadAtStart = load();
const startedOn = new Date().toISOString().slice(0, 10);

/** A realistic catalogue row: title, SKU, an Amazon ASIN link, every third an eMAG link. */
function row(i, first = 0) {
  const asin = `B0${String(i).padStart(8, '0')}`;
  return {
    row: i - first + 2,
    cells: {
      title: `Bamboo cutting board ${i} – large, with juice groove`,
      sku: `BCB-${String(i).padStart(5, '0')}`,
      amazonUrl: `https://www.amazon.de/dp/${asin}`,
      emagUrl:
        i % 3 === 0
          ? `https://www.emag.ro/tocator-bambus-${i}/pd/DQ${String(i).padStart(7, '0')}/`
          : '',
      minRating: String((i % 5) + 1),
      complianceMode: i % 2 === 0 ? 'yes' : 'no',
    },
  };
}

/** Trigger runs finished so far, by function, from the Functions emulator's log. */
function finishedRuns() {
  const counts = {};
  if (!LOG_FILE) return counts;
  for (const match of readFileSync(LOG_FILE, 'utf8').matchAll(/Finished "[\w-]+-(\w+)" in/g)) {
    counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  }
  return counts;
}
const total = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

async function functionsBaseUrl() {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const emulators = await (await fetch(`http://${hub}/emulators`)).json();
  const { host, port } = emulators.functions;
  return `http://${host}:${port}/${PROJECT_ID}/europe-west1`;
}

// The functions load on the first request: warm them up so the clock measures the import.
const base = await functionsBaseUrl();
for (let attempt = 0; attempt < 120; attempt += 1) {
  const response = await fetch(`${base}/reviewApi/api/products/warm-up`).catch(() => null);
  if (response?.status === 404) break;
  await sleep(500);
}

/**
 * A seller account for the product list's visits (bench:catalogue): its profile, the account and
 * the demo seller as one of its Owners, so the demo sign-in opens it by `?account=`.
 */
async function prepareSeller(sellerId, name, demoUid) {
  await db.doc(paths.seller(sellerId)).set({
    displayName: name,
    email: '',
    locale: 'en',
    timeZone: 'Europe/Bucharest',
    createdAt: Timestamp.now(),
    amazonComplianceNoticeDismissedAt: Timestamp.now(),
    [PRODUCT_COUNT_FIELD]: 0,
  });
  await foundAccount(db, { uid: sellerId, displayName: name, email: '', joinedAt: new Date() });
  const added = await addMember(db, {
    accountId: sellerId,
    uid: demoUid,
    role: 'owner',
    displayName: 'Demo Seller',
    email: 'demo.seller@example.com',
    addedBy: sellerId,
  });
  if (!added.ok) throw new Error(`the demo seller could not join ${sellerId}: ${added.error}`);
}

let demoUid = null;
if (LIST) {
  demoUid = await ensureDemoSellerUser(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  await foundAccount(db, {
    uid: demoUid,
    displayName: 'Demo Seller',
    email: 'demo.seller@example.com',
    joinedAt: new Date(),
  });
  await prepareSeller(owner, 'Bench Catalogue', demoUid);
  await prepareSeller(smallOwner, 'Bench Small Catalogue', demoUid);
}

/**
 * One import into `seller` of `rows` new rows (SKUs from `first` on), timed from its confirm to
 * done; `label` names it in the output.
 */
async function runImport({ seller, first, rows: rowCount, label }) {
  const rows = Array.from({ length: rowCount }, (_, i) => row(first + i, first));
  const chunks = chunkImportRows(rows);
  const job = db.collection(paths.importJobs()).doc();
  const countBefore = (await db.doc(paths.seller(seller)).get()).get(PRODUCT_COUNT_FIELD) ?? 0;
  console.log(
    `▸ ${label}: uploading ${rowCount} rows in ${chunks.length} chunks (as the web app does)`,
  );
  const uploadStarted = Date.now();
  const expiresAt = importUploadExpiry(uploadStarted);
  await job.set(
    newImportJobDoc(
      seller,
      seller,
      {
        fileName: `bench-${first}.csv`,
        rowCount,
        chunkCount: chunks.length,
        cardTexts: { headline: 'How did we do?', callToAction: 'Scan to leave a review' },
      },
      FieldValue.serverTimestamp(),
      expiresAt,
    ),
  );
  await Promise.all(
    chunks.map((chunk, index) =>
      db.doc(paths.importChunk(job.id, index)).set(importChunkDoc(seller, index, chunk, expiresAt)),
    ),
  );
  console.log(`  uploaded in ${((Date.now() - uploadStarted) / 1000).toFixed(1)} s`);
  const runsBefore = finishedRuns();

  const confirmedAt = Date.now();
  await job.update(importConfirm(FieldValue.serverTimestamp()));
  let data;
  let lastPrinted = 0;
  for (;;) {
    data = (await job.get()).data();
    const seconds = (Date.now() - confirmedAt) / 1000;
    if (data.status === 'done' || data.status === 'failed') break;
    if (seconds - lastPrinted >= 10) {
      lastPrinted = seconds;
      console.log(`  ${seconds.toFixed(0)} s: ${data.processedRows ?? 0} / ${rowCount} rows`);
    }
    if (seconds > 600) throw new Error(`not done after 600 s (${data.processedRows} rows)`);
    await sleep(200);
  }
  const doneSeconds = (Date.now() - confirmedAt) / 1000;
  console.log(
    `  ${data.status} in ${doneSeconds.toFixed(1)} s: created ${data.created}, updated ${data.updated}, ` +
      `unchanged ${data.unchanged}, rejected ${data.rejected} ` +
      `(${(rowCount / doneSeconds).toFixed(0)} rows/s)`,
  );

  // Every product and its mirror, read back by the ids the results name.
  const results = await db.collection(paths.importResults(job.id)).select('productId').get();
  const ids = results.docs.map((doc) => doc.get('productId')).filter(Boolean);
  let mirrors = 0;
  let products = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    const [productDocs, mirrorDocs] = await Promise.all([
      db.getAll(...slice.map((id) => db.doc(paths.product(id)))),
      db.getAll(...slice.map((id) => db.doc(paths.publicProduct(id)))),
    ]);
    products += productDocs.filter((doc) => doc.exists).length;
    mirrors += mirrorDocs.filter((doc) => doc.exists).length;
  }
  const mirrorSeconds = (Date.now() - confirmedAt) / 1000;
  const count = (await db.doc(paths.seller(seller)).get()).get(PRODUCT_COUNT_FIELD) - countBefore;
  console.log(
    `  products ${products}, public mirrors ${mirrors} (checked ${mirrorSeconds.toFixed(1)} s after the confirm), productCount ${count}`,
  );
  const sample = Array.from({ length: 10 }, (_, i) => ids[Math.floor((i * ids.length) / 10)]);
  const pages = await Promise.all(
    sample.map((id) => fetch(`${base}/reviewApi/api/products/${id}`).then((r) => r.status)),
  );
  console.log(`  review page of 10 imported products: ${pages.join(' ')}`);

  // The triggers the import set off: wait until no run has finished for 15 s (or 10 minutes).
  let drainedSeconds = null;
  let settled = finishedRuns();
  let quietSince = Date.now();
  const waitStarted = Date.now();
  while (LOG_FILE && Date.now() - quietSince < 15_000 && Date.now() - waitStarted < 600_000) {
    await sleep(1_000);
    const now = finishedRuns();
    if (total(now) !== total(settled)) {
      settled = now;
      quietSince = Date.now();
    }
  }
  if (LOG_FILE) {
    const fired = Object.fromEntries(
      Object.entries(settled)
        .map(([name, n]) => [name, n - (runsBefore[name] ?? 0)])
        .filter(([, n]) => n > 0),
    );
    const drained = (quietSince - confirmedAt) / 1000;
    drainedSeconds = (quietSince - confirmedAt) / 1000;
    console.log(
      `  trigger runs: ${Object.entries(fired)
        .map(([name, n]) => `${name} ${n}`)
        .join(
          ', ',
        )} (${(total(fired) / rowCount).toFixed(2)} per row); the last finished ${drained.toFixed(0)} s after the confirm`,
    );
  }

  return {
    ok:
      data.status === 'done' &&
      data.created === rowCount &&
      products === rowCount &&
      mirrors === rowCount &&
      count === rowCount &&
      pages.every((status) => status === 200),
    doneSeconds,
    mirrorSeconds,
    drainedSeconds,
    ids,
  };
}

const runs = [];
let rowsToday = 0;
for (let index = 0; index < IMPORTS; index += 1) {
  // A seller may start IMPORT_ROWS_PER_SELLER_PER_DAY rows a UTC day (docs/decisions.md,
  // "Ceilings"): 100,000 products take two days. The benchmark plays the next day by removing the
  // day's counter, as the next UTC day starts with a new one.
  if (rowsToday + ROWS > IMPORT_ROWS_PER_SELLER_PER_DAY) {
    await importRowsCounter(db, owner, Date.now()).ref.delete();
    console.log(
      `▸ the next day: the daily ceiling of ${IMPORT_ROWS_PER_SELLER_PER_DAY} rows starts again`,
    );
    rowsToday = 0;
  }
  rowsToday += ROWS;
  runs.push(
    await runImport({
      seller: owner,
      first: index * ROWS,
      rows: ROWS,
      label: `import ${index + 1} of ${IMPORTS}`,
    }),
  );
}
// The small seller for the list's comparison, made the same way.
const smallRun = LIST
  ? await runImport({ seller: smallOwner, first: 0, rows: SMALL_ROWS, label: 'the small seller' })
  : null;
if (!runs.every((run) => run.ok) || (smallRun && !smallRun.ok)) {
  console.error('✖ an import did not produce every product, mirror and count');
  process.exit(1);
}

/** Every product of the catalogue found by a search on its SKU, as the product list asks. */
async function findsBySku(id, i) {
  const plan = productQueryPlan(owner, { ...EMPTY_PRODUCT_FILTER, search: row(i).cells.sku });
  let query = db.collection(plan.collection);
  for (const { path, value } of plan.equals)
    query = query.where(new FieldPath(...path), '==', value);
  const found = await query.limit(5).select().get();
  return found.docs.some((doc) => doc.id === id);
}

let searchOk = true;
let catalogueLine = null;
if (IMPORTS > 1) {
  const total = IMPORTS * ROWS;
  const count = (await db.doc(paths.seller(owner)).get()).get(PRODUCT_COUNT_FIELD);
  const searchDocs = (
    await db.collection(COLLECTIONS.productSearch).where('ownerId', '==', owner).count().get()
  ).data().count;
  // Every product by its SKU would be 100,000 queries: every 100th, spread over every import.
  const ids = runs.flatMap((run) => run.ids);
  let found = 0;
  let asked = 0;
  for (let i = 0; i < ids.length; i += 100) {
    asked += 1;
    if (await findsBySku(ids[i], i)) found += 1;
  }
  searchOk = count === total && searchDocs === total && found === asked;
  catalogueLine =
    `catalogue of ${n(total)}: productCount ${n(count)}, search documents ${n(searchDocs)}, ` +
    `found by SKU ${n(found)} of ${n(asked)} sampled`;
  console.log(`${searchOk ? '✔' : '✖'} ${catalogueLine}`);
  const worst = Math.max(...runs.map((run) => run.doneSeconds));
  console.log(
    `  imports done in ${runs.map((run) => run.doneSeconds.toFixed(1)).join(', ')} s (worst ${worst.toFixed(1)} s); ` +
      `triggers drained ${runs.map((run) => (run.drainedSeconds ?? NaN).toFixed(0)).join(', ')} s after each confirm`,
  );
}
const onTarget = (run) =>
  run.doneSeconds <= TARGET_SECONDS && run.mirrorSeconds <= MIRROR_TARGET_SECONDS;
const timed = (ok) => ok || CHECKS_ONLY;
const importLines = runs.map(
  (run, index) =>
    `${onTarget(run) ? '✔' : '✖'} import ${index + 1}, ${n(ROWS)} rows: done in ${run.doneSeconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s), ` +
    `every review page working ${run.mirrorSeconds.toFixed(1)} s after the confirm (target ≤ ${MIRROR_TARGET_SECONDS} s)` +
    (run.drainedSeconds === null
      ? ''
      : `, triggers drained ${run.drainedSeconds.toFixed(0)} s after the confirm`),
);
for (const line of importLines) console.log(line);
const list = LIST ? await measureList() : null;
const verdict =
  searchOk &&
  runs.every((run) => timed(onTarget(run))) &&
  (!list || (timed(list.ratioOk) && list.bytesOk));
if (list && !CHECKS_ONLY) await writeFigures(list);
process.exit(verdict ? 0 : 1);

/**
 * The products screen of the big seller and of the small one in Chromium, VISITS visits each,
 * alternating so that the machine's load falls on both alike. The targets: the big seller's
 * median first row within 1.2× of the small one's, and no visit of it receiving more than
 * 300 KB from Firestore.
 */
async function measureList() {
  const total = IMPORTS * ROWS;
  const sellers = [
    { name: 'small', id: smallOwner, size: SMALL_ROWS, visits: [] },
    { name: 'imported', id: owner, size: total, visits: [] },
  ];
  console.log(`▸ the products screen in Chromium, ${VISITS} alternating visits per seller`);
  const { browser, page } = await openSignedIn();
  try {
    for (let visit = 0; visit < VISITS; visit += 1) {
      // Each seller first in every other round, so neither always follows the other.
      for (const seller of visit % 2 === 0 ? sellers : [...sellers].reverse()) {
        seller.visits.push(
          await visitProductList(page, {
            search: `?account=${seller.id}`,
            expectedRange: `Showing 1 to ${Math.min(seller.size, DEFAULT_PRODUCT_PAGE_SIZE)} of ${n(seller.size)}`,
          }),
        );
      }
    }
  } finally {
    await browser.close();
  }
  const rows = sellers.map((seller) => ({
    ...seller,
    firstRow: median(seller.visits.map((v) => v.firstRow)),
    fastest: Math.min(...seller.visits.map((v) => v.firstRow)),
    slowest: Math.max(...seller.visits.map((v) => v.firstRow)),
    documents: median(seller.visits.map((v) => v.documents)),
    aggregations: median(seller.visits.map((v) => v.aggregations)),
    kilobytes: median(seller.visits.map((v) => v.bytes)) / 1024,
    mostKilobytes: Math.max(...seller.visits.map((v) => v.bytes)) / 1024,
  }));
  const [small, big] = rows;
  const ratio = big.firstRow / small.firstRow;
  const ratioOk = ratio <= FIRST_ROW_RATIO_TARGET;
  const bytesOk = big.mostKilobytes <= KB_TARGET;
  const table = [
    '| seller | products | first row (ms, median) | visits (ms) | documents read | count() | KB from Firestore (median, most) |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${n(r.size)} | ${r.firstRow} | ${r.fastest} to ${r.slowest} | ${r.documents} | ${r.aggregations} | ${r.kilobytes.toFixed(0)}, ${r.mostKilobytes.toFixed(0)} |`,
    ),
  ];
  const ratioLine = `First row at ${n(big.size)} products: ${ratio.toFixed(2)}× the time at ${n(small.size)} (target ≤ ${FIRST_ROW_RATIO_TARGET}×)`;
  const bytesLine = `From Firestore per visit at ${n(big.size)} products: at most ${big.mostKilobytes.toFixed(0)} KB (target ≤ ${KB_TARGET} KB)`;
  console.log(`\n${table.join('\n')}`);
  console.log(`${ratioOk ? '✔' : '✖'} ${ratioLine}`);
  console.log(`${bytesOk ? '✔' : '✖'} ${bytesLine}`);
  return { ok: ratioOk && bytesOk, table, ratioLine, ratioOk, bytesLine, bytesOk };
}

/** Writes the run's figures between the bench:catalogue markers of docs/benchmarks/imports.md. */
async function writeFigures(list) {
  const mark = (ok) => (ok ? 'met' : 'missed');
  const section = [
    `\`npm run bench:catalogue\` on ${startedOn}: ${IMPORTS} imports of ${n(ROWS)} rows into one new ` +
      `seller (load average ${loadAtStart} at the start, ${load()} at the end), then its products ` +
      `screen and a ${SMALL_ROWS}-product seller's (one import of ${SMALL_ROWS} rows) in Chromium ` +
      `(1280 × 720, no throttling, loopback network), ${VISITS} alternating full page loads each, ` +
      `measured as \`npm run bench:products\` measures them. The Firestore emulator answers a ` +
      `query by scanning the collection, which holds both sellers' products.`,
    '',
    ...importLines.map((line) => `- ${line.replace(/^[✔✖] /, '')}`),
    ...(catalogueLine ? [`- ${catalogueLine} (${searchOk ? 'exact' : 'off'})`] : []),
    '',
    ...list.table,
    '',
    `- ${list.ratioLine}: ${mark(list.ratioOk)}.`,
    `- ${list.bytesLine}: ${mark(list.bytesOk)}.`,
  ].join('\n');
  const file = new URL('../../docs/benchmarks/imports.md', import.meta.url).pathname;
  const start = '<!-- bench:catalogue -->';
  const end = '<!-- /bench:catalogue -->';
  const doc = readFileSync(file, 'utf8');
  if (!doc.includes(start) || !doc.includes(end)) {
    throw new Error(`docs/benchmarks/imports.md has lost its ${start} … ${end} markers`);
  }
  const written = `${doc.slice(0, doc.indexOf(start))}${start}\n\n${section}\n\n${doc.slice(doc.indexOf(end))}`;
  // As Prettier writes Markdown, so the format check stays green.
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(written, { ...options, filepath: file }));
  console.log('Written to docs/benchmarks/imports.md.');
}
