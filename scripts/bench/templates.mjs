// Runs inside `firebase emulators:exec` (scripts/bench.mjs templates), with the Firestore and
// Functions emulators. One seller's 100,000 products (BENCH_PRODUCTS for another size) and one
// template, in the three steps a seller takes:
//   1. apply: Apply Template on "all matching" the unfiltered list, the templateJobs document the
//      browser creates, worked by runTemplateJob and runJobSlice;
//   2. change: the template's design changes, which syncTemplateProducts and the templateSync
//      job's slices carry to every product carrying it;
//   3. remove: the template is deleted as the templates screen deletes it; its products keep the
//      design they have (docs/decisions.md, "Templates are copies, products follow them").
// Each step is timed from the seller's write to its job's "done" with the progress the screens
// read every 15 s, then every product is read back by id: the design it must carry, and its
// card's render version (the hash of what its card is drawn from) changed by the apply and the
// change, unchanged by the removal. Writes the figures to docs/benchmarks/templates.md.
//
// Seeding writes the products complete, as the product form leaves them (list fields, search
// document, public mirror, counted), through Admin SDK batches with the background triggers
// switched off, so the benchmark measures the template's work and not 100,000 seed trigger runs.
import { loadavg } from 'node:os';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { foundAccount } from '../../functions/lib/domains/accounts/found-account.js';
import { toPublicProduct } from '../../functions/lib/domains/products/public-product.js';
import { demoCatalogueDocs, demoCatalogueProduct } from '../../functions/lib/dev/demo-catalogue.js';
import { productCardInput } from '../../functions/lib/shared/card-svg.js';
import {
  cardRenderVersion,
  COLLECTIONS,
  DEFAULT_CARD_DESIGN,
  DEMO_PROJECT_ID,
  EMPTY_PRODUCT_FILTER,
  paths,
  PRODUCT_COUNT_FIELD,
  productIndexFields,
  stableJson,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
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
// Bounds: each step's job, and the wait for the seed's events.
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

/** Product n as the product form leaves it: its own design, no template. */
function seededProduct(index, now) {
  const product = demoCatalogueProduct(index);
  const docs = demoCatalogueDocs(product, OWNER, now);
  const { derived, search } = productIndexFields(product.id, OWNER, {
    ...product.input,
    stats: product.stats,
  });
  return {
    id: product.id,
    product: { ...docs.product, derived },
    search,
    mirror: toPublicProduct(product.input),
  };
}

async function seed() {
  await db.doc(paths.seller(OWNER)).set({
    displayName: 'Bench Seller',
    email: 'bench.seller@example.com',
    locale: 'ro',
    createdAt: Timestamp.now(),
    [PRODUCT_COUNT_FIELD]: SIZE,
    [TEMPLATE_COUNT_FIELD]: 2,
  });
  // The jobs check that the member who created them may still change products.
  await foundAccount(db, {
    uid: OWNER,
    displayName: 'Bench Seller',
    email: 'bench.seller@example.com',
    joinedAt: new Date(),
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

console.log(`▸ seeding ${SIZE.toLocaleString('en-US')} products without a template`);
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

/** Watches a job until it ends: when it was queued and counted, its progress every 15 s. */
async function watchJob(label, readJob) {
  const startedAt = Date.now();
  const watched = { job: null, queued: null, counted: null, progress: [], loadAtStart: load() };
  let lastPrinted = -Infinity;
  for (;;) {
    const job = await readJob();
    const at = seconds(startedAt);
    if (job && watched.queued === null) watched.queued = at;
    if (job?.total != null && watched.counted === null) watched.counted = at;
    watched.job = job;
    if (job?.status === 'done' || job?.status === 'failed') break;
    if (at - lastPrinted >= 15) {
      lastPrinted = at;
      const line = job
        ? `${job.status}, ${(job.processed ?? 0).toLocaleString('en-US')} of ${job.total?.toLocaleString('en-US') ?? '?'}`
        : 'no job yet';
      watched.progress.push({ at, processed: job?.processed ?? 0 });
      console.log(`  ${label} ${at.toFixed(0)} s: ${line} (load ${load()})`);
    }
    if (at > TIMEOUT_SECONDS) {
      console.error(`✖ ${label}: not done after ${TIMEOUT_SECONDS} s`);
      process.exit(1);
    }
    await sleep(500);
  }
  watched.seconds = seconds(startedAt);
  watched.loadAtEnd = load();
  const { job } = watched;
  console.log(
    `  ${label}: ${job.status} in ${watched.seconds.toFixed(1)} s, ${job.processed} of ${job.total} ` +
      `(${(SIZE / watched.seconds).toFixed(0)} products a second; queued after ` +
      `${watched.queued?.toFixed(1)} s, counted after ${watched.counted?.toFixed(1)} s)`,
  );
  return watched;
}

/**
 * Every product read back by id (a page query is a scan of the collection on the emulator): how
 * many carry `design` with `templateId` named, and how many cards' render versions differ from
 * `versions`, which it then holds the new ones of.
 */
async function readBack(label, design, templateId, versions) {
  const checkStarted = Date.now();
  const expected = stableJson(design);
  const result = { read: 0, carrying: 0, changed: 0 };
  const ids = [...versions.keys()];
  for (let start = 0; start < ids.length; start += 500) {
    const refs = ids.slice(start, start + 500).map((id) => db.doc(paths.product(id)));
    for (const doc of await db.getAll(...refs)) {
      if (!doc.exists) continue;
      const product = doc.data();
      result.read += 1;
      const carries = stableJson(templateDesign(product)) === expected;
      if (carries && product.appliedTemplate?.id === templateId) result.carrying += 1;
      const version = await cardRenderVersion(productCardInput(product, doc.id, ORIGIN));
      if (version !== versions.get(doc.id)) result.changed += 1;
      versions.set(doc.id, version);
    }
  }
  console.log(
    `  ${label}: read back ${result.read.toLocaleString('en-US')} products in ` +
      `${seconds(checkStarted).toFixed(0)} s: ${result.carrying.toLocaleString('en-US')} carry the ` +
      `design, ${result.changed.toLocaleString('en-US')} card render versions changed`,
  );
  return result;
}

const fired = (since, counts) =>
  Object.entries(counts)
    .map(([name, n]) => [name, n - (since[name] ?? 0)])
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n.toLocaleString('en-US')}`)
    .join(', ') || 'none';
const runsSince = (since) => (LOG_FILE ? fired(since, finishedRuns()) : 'not counted (no log)');

// 1. Apply: the seller picks "all N matching" on the unfiltered list and applies the template
// (web/src/features/templates/api/template-jobs.ts writes this document).
const runsBeforeApply = finishedRuns();
const applyJobRef = db.collection(COLLECTIONS.templateJobs).doc();
await applyJobRef.set({
  ownerId: OWNER,
  createdBy: OWNER,
  templateId: TEMPLATE_ID,
  filter: EMPTY_PRODUCT_FILTER,
  expected: SIZE,
  status: 'queued',
  createdAt: FieldValue.serverTimestamp(),
});
const apply = await watchJob('apply', async () => {
  const job = (await applyJobRef.get()).data();
  return job && { ...job, total: job.total ?? null };
});
const applyRuns = runsSince(runsBeforeApply);
const applied = await readBack('apply', templateDesign(BEFORE), TEMPLATE_ID, versionsBefore);

// 2. Change: the seller saves a new design, as the templates screen does. BENCH_CHANGE=0 leaves
// it out (at 100,000 it waits behind the apply's 100,000 trailing product triggers on the
// emulator, which run 4 at once here; the change alone at 100,000 is in the notes below).
const changedDesign = templateDesign({
  ...BEFORE,
  card: { ...BEFORE.card, headline: AFTER.headline },
  qrStyle: { ...BEFORE.qrStyle, foreground: AFTER.foreground },
});
let change = null;
let changed = null;
let changeRuns = '';
if (process.env.BENCH_CHANGE !== '0') {
  const runsBeforeChange = finishedRuns();
  await db.doc(paths.template(TEMPLATE_ID)).update({
    card: { ...BEFORE.card, headline: AFTER.headline },
    qrStyle: { ...BEFORE.qrStyle, foreground: AFTER.foreground },
    updatedAt: FieldValue.serverTimestamp(),
  });
  change = await watchJob('change', () => syncJobOf(TEMPLATE_ID));
  changeRuns = runsSince(runsBeforeChange);
  changed = await readBack('change', changedDesign, TEMPLATE_ID, versionsBefore);
}
const lastDesign = change ? changedDesign : templateDesign(BEFORE);

// 3. Remove: the template deleted as the templates screen deletes it (one batch with the
// seller's template count). Nothing is queued: the products keep the design they have.
const runsBeforeRemove = finishedRuns();
const syncJobsBefore = (
  await db.collection(paths.templateSyncJobs()).where('templateId', '==', TEMPLATE_ID).get()
).size;
const removeStarted = Date.now();
const removal = db.batch();
removal.delete(db.doc(paths.template(TEMPLATE_ID)));
removal.update(db.doc(paths.seller(OWNER)), {
  [TEMPLATE_COUNT_FIELD]: FieldValue.increment(-1),
  [TEMPLATE_COUNTED_ID_FIELD]: TEMPLATE_ID,
  [TEMPLATE_COUNTED_BY_FIELD]: OWNER,
});
await removal.commit();
const removeSeconds = seconds(removeStarted);
// The delete's own trigger (recordTemplateActivity: the activity log's entry) has run, behind the product triggers the
// steps before left on the emulator's queue; bounded, and reported.
const activityRuns = () => finishedRuns().recordTemplateActivity ?? 0;
const activityRunsBefore = runsBeforeRemove.recordTemplateActivity ?? 0;
let lastSample = -Infinity;
while (
  LOG_FILE &&
  activityRuns() <= activityRunsBefore &&
  seconds(removeStarted) < TIMEOUT_SECONDS
) {
  if (seconds(removeStarted) - lastSample >= 60) {
    lastSample = seconds(removeStarted);
    const trailing =
      (finishedRuns().processProductWrite ?? 0) - (runsBeforeRemove.processProductWrite ?? 0);
    console.log(
      `  remove ${lastSample.toFixed(0)} s: its trigger not run yet; ${trailing} product triggers since (load ${load()})`,
    );
  }
  await sleep(2_000);
}
const removeTriggerSeconds = activityRuns() > activityRunsBefore ? seconds(removeStarted) : null;
const removeRuns = runsSince(runsBeforeRemove);
const syncJobsAfter = (
  await db.collection(paths.templateSyncJobs()).where('templateId', '==', TEMPLATE_ID).get()
).size;
const kept = await readBack('remove', lastDesign, TEMPLATE_ID, versionsBefore);
const templateGone = !(await db.doc(paths.template(TEMPLATE_ID)).get()).exists;

const stepOk = (watched, back) =>
  watched.job.status === 'done' &&
  watched.job.processed === SIZE &&
  watched.job.total === SIZE &&
  back.read === SIZE &&
  back.carrying === SIZE;
const ok =
  stepOk(apply, applied) &&
  applied.changed === SIZE &&
  (!change || (stepOk(change, changed) && changed.changed === SIZE)) &&
  templateGone &&
  removeTriggerSeconds !== null &&
  syncJobsAfter === syncJobsBefore &&
  kept.read === SIZE &&
  kept.carrying === SIZE &&
  kept.changed === 0;
console.log(
  `${ok ? '✔' : '✖'} ${SIZE.toLocaleString('en-US')} products: template applied in ` +
    `${apply.seconds.toFixed(1)} s, ` +
    (change ? `its change followed in ${change.seconds.toFixed(1)} s, ` : '') +
    `removed in ${removeSeconds.toFixed(1)} s with every design kept`,
);

const row = (step, watched, back) =>
  `| ${step} | ${watched.seconds.toFixed(1)} | ${(SIZE / watched.seconds).toFixed(0)} | ${watched.queued?.toFixed(1)}, ${watched.counted?.toFixed(1)} | ${back.carrying.toLocaleString('en-US')} | ${back.changed.toLocaleString('en-US')} | ${watched.loadAtStart} → ${watched.loadAtEnd} |`;
const table = [
  '| step | write → done (s) | products a second | job queued, counted (s) | products carrying the design | card render versions changed | load at write → done |',
  '| ---- | ---------------: | ----------------: | ----------------------: | ---------------------------: | ---------------------------: | -------------------: |',
  row('apply to all matching', apply, applied),
  ...(change ? [row('change the design', change, changed)] : []),
  `| remove (delete the template) | ${removeSeconds.toFixed(1)} (one batch) | – | no job | ${kept.carrying.toLocaleString('en-US')} keep it | ${kept.changed.toLocaleString('en-US')} | – |`,
].join('\n');
/** The progress samples, at most TIMELINE_POINTS of them evenly spread, and the last. */
const TIMELINE_POINTS = 12;
const timeline = (watched) => {
  const { progress } = watched;
  const every = Math.max(1, Math.ceil(progress.length / TIMELINE_POINTS));
  return (
    progress
      .filter((_, i) => i % every === 0 || i === progress.length - 1)
      .map(({ at, processed }) => `${at.toFixed(0)} s: ${processed.toLocaleString('en-US')}`)
      .join('; ') || 'done before the first sample'
  );
};
const file = new URL('../../docs/benchmarks/templates.md', import.meta.url);
const notes = keptNotes(file);
const markdown = `# Template benchmark

\`npm run bench:templates\` on ${new Date().toISOString().slice(0, 10)}: one seller's
${SIZE.toLocaleString('en-US')} products (seeded in ${seedSeconds.toFixed(0)} s; the emulator
delivered the seed's own events in ${drainSeconds.toFixed(0)} s, before any clock starts) and one
template, through the real triggers and \`runJobSlice\` tasks on the Functions and Cloud Tasks
emulators (4 function runs at once, \`FUNCTIONS_EMULATOR_PARALLEL\`), with every product's
\`processProductWrite\` run competing for the same two cores. Each step is timed from the
seller's write to its job's "done"; then every product is read back by id. ${ok ? 'Every check passed.' : '**NOT every check passed.**'}

${table}

- **apply:** Apply Template on "all ${SIZE.toLocaleString('en-US')} matching" the unfiltered list
  (the \`templateJobs\` document the browser writes, worked by \`runTemplateJob\`). Progress as the
  dialog reads it (\`processed\`, read every 15 s; at most ${TIMELINE_POINTS + 1} of the samples): ${timeline(apply)}. Function runs by "done": ${applyRuns}.
- **change:** ${
  change
    ? `the template's headline and QR colour saved (\`syncTemplateProducts\` queues the
  \`templateSync\` job). Progress as the templates screen reads it: ${timeline(change)}. Function
  runs by "done": ${changeRuns}.`
    : 'not run this time (`BENCH_CHANGE=0`); see the notes below.'
}
- **remove:** the template deleted in the templates screen's batch (the template and the
  seller's count). Products keep the design they carry and their cards are not re-rendered
  (docs/decisions.md, "Templates are copies, products follow them"). Its own trigger ran
  ${removeTriggerSeconds === null ? '**not within the bound**' : `${removeTriggerSeconds.toFixed(0)} s after the delete`}, behind the earlier steps' trailing product triggers, and queued
  ${syncJobsAfter - syncJobsBefore} sync jobs; function runs finished meanwhile (the product
  triggers are the earlier steps'): ${removeRuns}.

${notes}`;
await writeReport(file, markdown);
process.exit(ok ? 0 : 1);
