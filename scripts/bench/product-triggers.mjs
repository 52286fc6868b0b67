// Runs inside `firebase emulators:exec` (scripts/bench.mjs product-triggers), with the Firestore
// and Functions emulators. Counts the function runs that product writes set off, from the
// Functions emulator's log: products created as the web app creates them (no list fields yet),
// then edited as its save does (title, links, card… and updatedAt), then a second edit that
// changes only the card (nothing the list or the review page shows). Each step waits until no
// run has finished for 10 s.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { newProductDoc, newProductInput, paths } from '../../functions/lib/shared/index.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50);
const LOG_FILE = process.env.QR_BENCH_LOG;
const PROJECT_ID = 'demo-qr-reviews';
// Before the dispatcher, three functions ran on every product write; now one does.
const PRODUCT_TRIGGERS = [
  'processProductWrite',
  'indexProduct',
  'syncPublicProduct',
  'renderProductCard',
];

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }));
const owner = `bench-triggers-${randomBytes(4).toString('hex')}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Function runs finished so far, by function, from the Functions emulator's log. */
function finishedRuns() {
  const counts = {};
  for (const match of readFileSync(LOG_FILE, 'utf8').matchAll(/Finished "[\w-]+-(\w+)" in/g)) {
    counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  }
  return counts;
}
const total = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** Runs of each function since `before`, once the log has been quiet for 10 s (at most 5 min). */
async function settledRunsSince(before) {
  let settled = finishedRuns();
  let quietSince = Date.now();
  const started = Date.now();
  while (Date.now() - quietSince < 10_000 && Date.now() - started < 300_000) {
    await sleep(500);
    const now = finishedRuns();
    if (total(now) !== total(settled)) {
      settled = now;
      quietSince = Date.now();
    }
  }
  return Object.fromEntries(
    Object.entries(settled)
      .map(([name, n]) => [name, n - (before[name] ?? 0)])
      .filter(([, n]) => n > 0),
  );
}

function report(step, runs, writes) {
  const product = PRODUCT_TRIGGERS.reduce((sum, name) => sum + (runs[name] ?? 0), 0);
  console.log(
    `  ${step}: ${Object.entries(runs)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')} — ${(product / writes).toFixed(2)} product-trigger runs per seller write`,
  );
  return product / writes;
}

if (!LOG_FILE)
  throw new Error('QR_BENCH_LOG is not set: run through npm run bench:product-triggers');
// The functions load on the first event: one product first, so the counts below are warm.
const warm = db.collection(paths.products()).doc();
await warm.set(
  newProductDoc({ ...newProductInput(), title: 'Warm-up' }, owner, FieldValue.serverTimestamp()),
);
await settledRunsSince({});

const ids = Array.from({ length: PRODUCTS }, () => db.collection(paths.products()).doc().id);
console.log(`▸ ${PRODUCTS} products created, edited, then restyled (as the web app writes them)`);
let before = finishedRuns();
for (const [i, id] of ids.entries()) {
  const input = { ...newProductInput(), title: `Bamboo board ${i}` };
  await db.doc(paths.product(id)).set(newProductDoc(input, owner, FieldValue.serverTimestamp()));
}
const created = report('create', await settledRunsSince(before), PRODUCTS);

before = finishedRuns();
for (const [i, id] of ids.entries()) {
  const input = newProductInput();
  await db.doc(paths.product(id)).update({
    title: `Bamboo cutting board ${i}`,
    sku: `BB-${i}`,
    links: { ...input.links, amazon: `https://www.amazon.de/dp/B0${String(i).padStart(8, '0')}` },
    minRating: input.minRating,
    complianceMode: input.complianceMode,
    qrStyle: input.qrStyle,
    card: input.card,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
const edited = report('edit (title and link)', await settledRunsSince(before), PRODUCTS);

before = finishedRuns();
for (const id of ids) {
  await db.doc(paths.product(id)).update({
    'card.headline': 'Thank you!',
    updatedAt: FieldValue.serverTimestamp(),
  });
}
const restyled = report('edit (card only)', await settledRunsSince(before), PRODUCTS);

console.log(
  `  per seller write: create ${created.toFixed(2)}, edit ${edited.toFixed(2)}, card-only edit ${restyled.toFixed(2)} product-trigger runs`,
);
