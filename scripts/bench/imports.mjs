// Runs inside `firebase emulators:exec` (scripts/bench.mjs imports), with the Firestore and
// Functions emulators. Uploads a 10,000-row file the way the web app does (job, chunks, confirm),
// then times the real runImportJob trigger from the confirm to "done", checks that every product
// and its public mirror exist (the review page of a sample answers through reviewApi), and counts
// the trigger runs the import set off (from the emulator's log) until they have all finished.
// BENCH_IMPORTS=10 (`npm run bench:catalogue`) runs that many imports one after another into the
// same seller, each with new SKUs, as a seller builds a 100,000-product catalogue through the app;
// then checks the seller's product count and that every product is found by a search on its SKU.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';
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
} from '../../functions/lib/shared/index.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const IMPORTS = Number(process.env.BENCH_IMPORTS ?? 1);
const TARGET_SECONDS = 60;
const MIRROR_TARGET_SECONDS = 180;
const LOG_FILE = process.env.QR_BENCH_LOG;
const PROJECT_ID = 'demo-qr-reviews';

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const owner = `bench-importer-${randomBytes(4).toString('hex')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

/** One import of ROWS new rows (SKUs from index × ROWS on), timed from its confirm to done. */
async function runImport(index) {
  const first = index * ROWS;
  const rows = Array.from({ length: ROWS }, (_, i) => row(first + i, first));
  const chunks = chunkImportRows(rows);
  const job = db.collection(paths.importJobs()).doc();
  console.log(
    `▸ import ${index + 1} of ${IMPORTS}: uploading ${ROWS} rows in ${chunks.length} chunks (as the web app does)`,
  );
  const uploadStarted = Date.now();
  const expiresAt = importUploadExpiry(uploadStarted);
  await job.set(
    newImportJobDoc(
      owner,
      owner,
      {
        fileName: `bench-${index + 1}.csv`,
        rowCount: ROWS,
        chunkCount: chunks.length,
        cardTexts: { headline: 'How did we do?', callToAction: 'Scan to leave a review' },
      },
      FieldValue.serverTimestamp(),
      expiresAt,
    ),
  );
  await Promise.all(
    chunks.map((chunk, index) =>
      db.doc(paths.importChunk(job.id, index)).set(importChunkDoc(owner, index, chunk, expiresAt)),
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
      console.log(`  ${seconds.toFixed(0)} s: ${data.processedRows ?? 0} / ${ROWS} rows`);
    }
    if (seconds > 600) throw new Error(`not done after 600 s (${data.processedRows} rows)`);
    await sleep(200);
  }
  const doneSeconds = (Date.now() - confirmedAt) / 1000;
  console.log(
    `  ${data.status} in ${doneSeconds.toFixed(1)} s: created ${data.created}, updated ${data.updated}, ` +
      `unchanged ${data.unchanged}, rejected ${data.rejected} ` +
      `(${(ROWS / doneSeconds).toFixed(0)} rows/s)`,
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
  const count = (await db.doc(paths.seller(owner)).get()).get(PRODUCT_COUNT_FIELD) - first;
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
        )} (${(total(fired) / ROWS).toFixed(2)} per row); the last finished ${drained.toFixed(0)} s after the confirm`,
    );
  }

  return {
    ok:
      data.status === 'done' &&
      data.created === ROWS &&
      products === ROWS &&
      mirrors === ROWS &&
      count === ROWS &&
      pages.every((status) => status === 200),
    doneSeconds,
    mirrorSeconds,
    drainedSeconds,
    ids,
  };
}

const runs = [];
for (let index = 0; index < IMPORTS; index += 1) runs.push(await runImport(index));
if (!runs.every((run) => run.ok)) {
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
  console.log(
    `${searchOk ? '✔' : '✖'} catalogue of ${total}: productCount ${count}, search documents ${searchDocs}, ` +
      `found by SKU ${found} of ${asked} sampled`,
  );
  const worst = Math.max(...runs.map((run) => run.doneSeconds));
  console.log(
    `  imports done in ${runs.map((run) => run.doneSeconds.toFixed(1)).join(', ')} s (worst ${worst.toFixed(1)} s); ` +
      `triggers drained ${runs.map((run) => (run.drainedSeconds ?? NaN).toFixed(0)).join(', ')} s after each confirm`,
  );
}
const onTarget = (run) =>
  run.doneSeconds <= TARGET_SECONDS && run.mirrorSeconds <= MIRROR_TARGET_SECONDS;
const verdict = searchOk && runs.every(onTarget);
for (const [index, run] of runs.entries()) {
  console.log(
    `${onTarget(run) ? '✔' : '✖'} import ${index + 1}, ${ROWS} rows: done in ${run.doneSeconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s), ` +
      `every review page working ${run.mirrorSeconds.toFixed(1)} s after the confirm (target ≤ ${MIRROR_TARGET_SECONDS} s)`,
  );
}
process.exit(verdict ? 0 : 1);
