// Runs inside `firebase emulators:exec` (scripts/bench.mjs templates), with the Firestore and
// Functions emulators. A template applied to 100,000 products (BENCH_PRODUCTS for another size)
// changes its design; times the real syncTemplateProducts trigger and the templateSync job's
// runJobSlice tasks from the save to "done", prints the progress the templates screen shows,
// then reads every product back: each carries the new design, and its card's render version (the
// hash of what its card is drawn from) differs from the one it had. Writes the figures to
// docs/benchmarks/templates.md.
//
// Seeding writes the products complete, as Apply Template leaves them (list fields, search
// document, public mirror, counted), through Admin SDK batches with the background triggers
// switched off, so the benchmark measures the sync and not 100,000 seed trigger runs.
import { loadavg } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import { demoCatalogueDocs, demoCatalogueProduct } from '../../functions/lib/dev/demo-catalogue.js';
import { productCardInput } from '../../functions/lib/shared/card-svg.js';
import {
  cardRenderVersion,
  DEFAULT_CARD_DESIGN,
  DEMO_PROJECT_ID,
  paths,
  PRODUCT_COUNT_FIELD,
  productIndexFields,
  stableJson,
  templateDesign,
} from '../../functions/lib/shared/index.js';
import {
  backgroundTriggers,
  finishedRuns,
  keptNotes,
  seedInBatches,
  sleep,
  warmUpFunctions,
  writeReport,
} from './helpers.mjs';

const SIZE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
// Bounds: the whole sync, and the wait for its first task.
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3_600);
const LOG_FILE = process.env.QR_BENCH_LOG;
const ORIGIN = 'https://demo-qr-reviews.web.app';
const OWNER = 'bench-templates-seller';
const TEMPLATE_ID = 'BenchTemplate0000001';
// A template no product carries: its change shows when the emulator is through the seed's events.
const PROBE_ID = 'BenchTemplateProbe01';

if (!Number.isInteger(SIZE) || SIZE < 1 || SIZE > 100_000) {
  console.error('BENCH_PRODUCTS: a whole number from 1 to 100,000');
  process.exit(2);
}

const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const seconds = (since) => (Date.now() - since) / 1000;
const load = () => loadavg()[0].toFixed(1);

const template = (headline, foreground) => ({
  name: 'Bench template',
  card: { ...DEFAULT_CARD_DESIGN, headline },
  qrStyle: { foreground, background: '#ffffff', errorCorrection: 'Q' },
  logoPath: '',
  language: 'ro',
  complianceMode: true,
  ownerId: OWNER,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});
const BEFORE = template('Cum ți s-a părut?', '#1b5e20');
const AFTER = { headline: 'Spune-ne părerea ta', foreground: '#0d47a1' };

/** Product n as Apply Template leaves it: the template's design, and the template named. */
function seededProduct(index, now) {
  const product = demoCatalogueProduct(index);
  const input = { ...product.input, ...templateDesign(BEFORE) };
  const appliedTemplate = {
    id: TEMPLATE_ID,
    name: BEFORE.name,
    logoPath: BEFORE.logoPath,
    language: BEFORE.language,
  };
  const docs = demoCatalogueDocs({ ...product, input }, OWNER, now);
  const { derived, search } = productIndexFields(product.id, OWNER, {
    ...input,
    stats: product.stats,
    appliedTemplate,
  });
  return {
    id: product.id,
    product: { ...docs.product, appliedTemplate, derived },
    search,
    mirror: toPublicProduct(input),
  };
}

async function seed() {
  await db.doc(paths.seller(OWNER)).set({
    displayName: 'Bench Seller',
    email: 'bench.seller@example.com',
    locale: 'ro',
    createdAt: Timestamp.now(),
    [PRODUCT_COUNT_FIELD]: SIZE,
  });
  await db.doc(paths.template(TEMPLATE_ID)).set(BEFORE);
  await db.doc(paths.template(PROBE_ID)).set({ ...BEFORE, name: 'Probe' });
  const now = Timestamp.now();
  const versions = new Map();
  // Each product writes three documents (product, search document, public mirror).
  await seedInBatches(db, SIZE, async (batch, index) => {
    const { id, product, search, mirror } = seededProduct(index, now);
    versions.set(id, await cardRenderVersion(productCardInput(product, id, ORIGIN)));
    batch.set(db.doc(paths.product(id)), product);
    batch.set(db.doc(paths.productSearch(id)), search);
    batch.set(db.doc(paths.publicProduct(id)), mirror);
  });
  return versions;
}

// The functions load on the first request: warm them up so the clock measures the sync.
await warmUpFunctions();

console.log(`▸ seeding ${SIZE.toLocaleString('en-US')} products carrying one template`);
await backgroundTriggers(false);
const seedStarted = Date.now();
let versionsBefore;
try {
  versionsBefore = await seed();
} finally {
  await backgroundTriggers(true);
}
const seedSeconds = seconds(seedStarted);
console.log(`  seeded in ${seedSeconds.toFixed(0)} s`);

/** The sync jobs of one template, the first one's data once there is one. */
const syncJobOf = async (templateId) =>
  (
    await db.collection(paths.templateSyncJobs()).where('templateId', '==', templateId).get()
  ).docs[0]?.data();

// The Firestore emulator delivers every seeded product's event to the Functions emulator even
// while its triggers are off (they are answered and dropped), one after the other: a template
// change made now waits behind them. A probe template's change, once its (empty) sync is done,
// shows they are through, so the clock below measures the sync and not that backlog.
const drainStarted = Date.now();
await db.doc(paths.template(PROBE_ID)).update({
  card: { ...BEFORE.card, headline: 'Probe' },
  updatedAt: FieldValue.serverTimestamp(),
});
while ((await syncJobOf(PROBE_ID))?.status !== 'done') {
  if (seconds(drainStarted) > TIMEOUT_SECONDS) {
    console.error(`✖ the probe template's change was not through after ${TIMEOUT_SECONDS} s`);
    process.exit(1);
  }
  await sleep(1_000);
}
const drainSeconds = seconds(drainStarted);
console.log(`  the seed's events delivered after ${drainSeconds.toFixed(0)} s`);
const runsBefore = finishedRuns();

// The seller saves a new design, as the templates screen does.
const loadAtStart = load();
const savedAt = Date.now();
await db.doc(paths.template(TEMPLATE_ID)).update({
  card: { ...BEFORE.card, headline: AFTER.headline },
  qrStyle: { ...BEFORE.qrStyle, foreground: AFTER.foreground },
  updatedAt: FieldValue.serverTimestamp(),
});
let job;
let queuedSeconds = null;
let startedSeconds = null;
const progress = [];
let lastPrinted = -Infinity;
for (;;) {
  job = await syncJobOf(TEMPLATE_ID);
  const at = seconds(savedAt);
  if (job && queuedSeconds === null) queuedSeconds = at;
  if (job?.total !== undefined && startedSeconds === null) startedSeconds = at;
  if (job?.status === 'done' || job?.status === 'failed') break;
  if (at - lastPrinted >= 15) {
    lastPrinted = at;
    const line = job
      ? `${job.status}, ${(job.processed ?? 0).toLocaleString('en-US')} of ${job.total?.toLocaleString('en-US') ?? '?'}`
      : 'no job yet';
    progress.push({ at, processed: job?.processed ?? 0 });
    console.log(`  ${at.toFixed(0)} s: ${line} (load ${load()})`);
  }
  if (at > TIMEOUT_SECONDS) {
    console.error(`✖ not done after ${TIMEOUT_SECONDS} s`);
    process.exit(1);
  }
  await sleep(500);
}
const doneSeconds = seconds(savedAt);
const loadAtEnd = load();
const runsAtDone = finishedRuns();
console.log(
  `  ${job.status} in ${doneSeconds.toFixed(1)} s: ${job.processed} of ${job.total} products ` +
    `(${(SIZE / doneSeconds).toFixed(0)} a second; queued after ${queuedSeconds?.toFixed(1)} s, ` +
    `counted after ${startedSeconds?.toFixed(1)} s)`,
);

// Every product read back by id (the emulator answers a page query by scanning the collection,
// which at 100,000 took longer than the job): the new design, and a card render version changed.
const expected = stableJson(
  templateDesign({
    ...BEFORE,
    card: { ...BEFORE.card, headline: AFTER.headline },
    qrStyle: { ...BEFORE.qrStyle, foreground: AFTER.foreground },
  }),
);
const checkStarted = Date.now();
let read = 0;
let followed = 0;
let versionChanged = 0;
const ids = [...versionsBefore.keys()];
for (let start = 0; start < ids.length; start += 500) {
  const refs = ids.slice(start, start + 500).map((id) => db.doc(paths.product(id)));
  for (const doc of await db.getAll(...refs)) {
    if (!doc.exists) continue;
    const product = doc.data();
    read += 1;
    const design = stableJson(templateDesign(product));
    if (design === expected && product.appliedTemplate?.id === TEMPLATE_ID) followed += 1;
    const version = await cardRenderVersion(productCardInput(product, doc.id, ORIGIN));
    if (version !== versionsBefore.get(doc.id)) versionChanged += 1;
  }
}
console.log(
  `  read back ${read.toLocaleString('en-US')} products in ${seconds(checkStarted).toFixed(0)} s: ` +
    `${followed.toLocaleString('en-US')} carry the new design, ` +
    `${versionChanged.toLocaleString('en-US')} card render versions changed`,
);

const fired = (counts) =>
  Object.entries(counts)
    .map(([name, n]) => [name, n - (runsBefore[name] ?? 0)])
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
    .join(', ');
const runsLine = LOG_FILE ? fired(runsAtDone) : 'not counted (no log)';
const runsLaterLine = LOG_FILE ? fired(finishedRuns()) : 'not counted (no log)';
const laterSeconds = seconds(savedAt);
if (LOG_FILE) {
  console.log(`  function runs finished by "done": ${runsLine}`);
  console.log(`  … and ${laterSeconds.toFixed(0)} s after the save: ${runsLaterLine}`);
}

const ok =
  job.status === 'done' &&
  job.processed === SIZE &&
  job.total === SIZE &&
  read === SIZE &&
  followed === SIZE &&
  versionChanged === SIZE;
console.log(
  `${ok ? '✔' : '✖'} ${SIZE.toLocaleString('en-US')} products followed the template's change in ` +
    `${doneSeconds.toFixed(1)} s`,
);

const table = [
  '| products | seeded in (s) | seed events through (s) | save → done (s) | products a second | job queued, counted (s) | load at save → done |',
  '| -------: | ------------: | ----------------------: | --------------: | ----------------: | ----------------------: | ------------------: |',
  `| ${SIZE.toLocaleString('en-US')} | ${seedSeconds.toFixed(0)} | ${drainSeconds.toFixed(0)} | ${doneSeconds.toFixed(1)} | ${(SIZE / doneSeconds).toFixed(0)} | ${queuedSeconds?.toFixed(1)}, ${startedSeconds?.toFixed(1)} | ${loadAtStart} → ${loadAtEnd} |`,
].join('\n');
const timeline = progress
  .map(({ at, processed }) => `${at.toFixed(0)} s: ${processed.toLocaleString('en-US')}`)
  .join('; ');
const file = new URL('../../docs/benchmarks/templates.md', import.meta.url);
const notes = keptNotes(file);
const markdown = `# Template sync benchmark

\`npm run bench:templates\` on ${new Date().toISOString().slice(0, 10)}: a template carried by
${SIZE.toLocaleString('en-US')} products of one seller changes its design (the headline and the
QR colour); the clock runs from the save to the templateSync job's "done", through the real
\`syncTemplateProducts\` trigger and \`runJobSlice\` tasks on the Functions and Cloud Tasks
emulators (4 function runs at once, \`FUNCTIONS_EMULATOR_PARALLEL\`), with every product's
\`processProductWrite\` run competing for the same two cores. The clock starts once the
emulator has delivered the seed's own events (a probe template's change went through first). ${ok ? 'Every' : 'NOT every'}
product was read back: ${followed.toLocaleString('en-US')} carry the new design and
${versionChanged.toLocaleString('en-US')} cards' render versions changed.

${table}

- **Progress as the templates screen reads it** (the job's \`processed\`, every 15 s): ${timeline || 'done before the first sample'}.
- **Function runs finished by "done":** ${runsLine}; ${laterSeconds.toFixed(0)} s after the save (the read-back done): ${runsLaterLine}.

${notes}`;
await writeReport(file, markdown);
console.log(`  written to docs/benchmarks/templates.md`);
process.exit(ok ? 0 : 1);
