// Runs inside `firebase emulators:exec` (scripts/bench.mjs counters: Firestore + Functions, which
// brings the Cloud Tasks emulator). 50 page opens per second on one product for 60 s through the
// reviewApi handler (in-process, one instance, with the real roll-up scheduler queueing roll-up
// jobs on the Cloud Tasks emulator), then waits for the runJobSlice tasks in the Functions emulator
// to fold the write buffer, and checks that every open was counted exactly once in the product's year documents,
// the seller's and the ranking. While it runs it samples the write buffer to report how many
// writes each buffer document took per window (Firestore's guideline: ~1 write/s per document).
import { queueRollUpJob } from '../../functions/lib/domains/analytics/roll-up-job.js';
import { createRollUpScheduler } from '../../functions/lib/domains/analytics/roll-up-schedule.js';
import { jobTaskQueue } from '../../functions/lib/platform/jobs/job-tasks.js';
import { converters } from '../../functions/lib/platform/firestore.js';
import { FUNCTIONS_REGION } from '../../functions/lib/platform/global-options.js';
import { createReviewApi } from '../../functions/lib/entry/http/review-api-handler.js';
import {
  ANALYTICS_BUFFER_SHARDS,
  ANALYTICS_WINDOW_MS,
  DEMO_PROJECT_ID,
  paths,
  sumRanking,
  sumYearDocs,
} from '../../functions/lib/shared/index.js';
import {
  benchFirestore,
  benchProductInput,
  seedProducts,
  seedSeller,
} from './review-api-bench.mjs';
import { latency, paced, timedCall } from './timing.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TOTAL = RATE * SECONDS;
const WARM_UP_SECONDS = 10;
/** The last window closes, its task's next retry folds it: about two minutes at most. */
const ROLL_UP_DEADLINE_MS = 240_000;

if (!process.env.CLOUD_TASKS_EMULATOR_HOST) {
  console.error('✖ CLOUD_TASKS_EMULATOR_HOST is not set: run through `npm run bench:counters`');
  process.exit(1);
}
// The Functions emulator's runJobSlice writes to the app's demo project: so does this.
const { app, db, tag } = benchFirestore();
const owner = `bench-seller-${tag}`;
const productId = `bench-${tag}`;
const input = benchProductInput('Campaign mug', { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL' });
await seedSeller(db, owner, { email: 'b@example.com', timeZone: 'Europe/Bucharest' });
await seedProducts(db, owner, [productId], input);

// Wait until the Functions emulator has loaded runJobSlice (its queue exists only then).
const queueUp = async () => {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const emulators = await (await fetch(`http://${hub}/emulators`)).json();
  const { host, port } = emulators.functions;
  const base = `http://${host}:${port}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/reviewApi`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${base}/api/products/warm-up`).catch(() => null);
    if (response?.status === 404) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Functions emulator did not load the functions');
};
await queueUp();

const enqueueErrors = [];
const handle = createReviewApi({
  db,
  salt: 'bench',
  rollUps: createRollUpScheduler(
    queueRollUpJob({ db, enqueue: jobTaskQueue(() => app, FUNCTIONS_REGION) }),
    (message, error) => enqueueErrors.push(`${message}: ${error}`),
  ),
  logError: (message, error) => console.error(message, error),
});

function open(index, id = productId) {
  return timedCall(handle, {
    method: 'GET',
    path: `/api/products/${id}`,
    headers: {},
    query: {
      lang: index % 3 === 0 ? 'ro' : 'en',
      ...(index % 4 === 0 ? { visitor: 'new' } : {}),
    },
  });
}

/** Largest page-open count each buffer document reached (path → opens), sampled every 2 s. */
const bufferPeaks = new Map();
async function sampleBuffer() {
  const snapshot = await db.collection(paths.analyticsBuffer(owner)).get();
  for (const doc of snapshot.docs) {
    const days = doc.get(`p`)?.[productId]?.d ?? {};
    const opens = Object.values(days).reduce((sum, day) => sum + (day.o ?? 0), 0);
    bufferPeaks.set(doc.id, Math.max(bufferPeaks.get(doc.id) ?? 0, opens));
  }
  return snapshot.size;
}
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    await sampleBuffer();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
})();

// A warm instance first (connections, JIT in Node and in the emulator's JVM), on another seller's
// product: a cold start is not what a campaign's minute of traffic meets.
const warmUpOwner = `bench-warm-up-${tag}`;
const warmUpId = `bench-warm-up-${tag}`;
await seedProducts(db, warmUpOwner, [warmUpId], input);
for (let second = 0; second < WARM_UP_SECONDS; second += 1) {
  await Promise.all(Array.from({ length: RATE }, (_, index) => open(index, warmUpId)));
}

console.log(`▸ ${TOTAL} page opens at ${RATE}/s on one product for ${SECONDS} s`);
const startedAt = Date.now();
const answers = await Promise.race([
  paced(TOTAL, RATE, (index) => open(index)),
  new Promise((_, reject) =>
    setTimeout(() => reject(new Error('answers took over 120 s')), 120_000),
  ),
]);
const sentIn = (Date.now() - startedAt) / 1000;
const ok = answers.filter((answer) => answer.status === 200).length;
console.log(`  sent ${TOTAL} in ${sentIn.toFixed(1)} s; answered 200: ${ok}`);
console.log(
  `  latency p50 ${latency(answers, 0.5)} ms, p95 ${latency(answers, 0.95)} ms, ` +
    `max ${latency(answers, 1)} ms`,
);
const slowSeconds = [
  ...new Set(
    answers.flatMap((answer, index) => (answer.ms > 250 ? [Math.floor(index / RATE)] : [])),
  ),
];
console.log(
  `  answers over 250 ms: ${answers.filter((answer) => answer.ms > 250).length}, ` +
    `sent in seconds [${slowSeconds.join(', ')}] of the run`,
);

/** What the dashboards read: the product's and seller's year documents and the ranking. */
async function readSide() {
  const read = async (collection, converter) =>
    (await db.collection(collection).withConverter(converter).get()).docs.map((doc) => ({
      year: doc.id,
      doc: doc.data(),
    }));
  const opens = (years) =>
    [...sumYearDocs(years).values()].reduce((total, day) => total + day.opened, 0);
  const product = opens(
    await read(`${paths.product(productId)}/analytics`, converters.analyticsYear),
  );
  const seller = opens(await read(`${paths.seller(owner)}/analytics`, converters.analyticsYear));
  const rankingYears = await read(`${paths.seller(owner)}/rankings`, converters.rankingYear);
  const months = rankingYears.flatMap(({ year, doc }) =>
    Object.keys(doc.p[productId]?.m ?? {}).map((mm) => `${year}-${mm}`),
  );
  const ranking = sumRanking(rankingYears, months).get(productId)?.opened ?? 0;
  return { product, seller, ranking };
}

const waitStarted = Date.now();
let counted = await readSide();
let buffered = Infinity;
while (Date.now() - waitStarted < ROLL_UP_DEADLINE_MS) {
  buffered = await sampleBuffer();
  counted = await readSide();
  if (buffered === 0 && counted.product >= TOTAL) break;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}
sampling = false;
await sampler;
const foldedAfter = (Date.now() - waitStarted) / 1000;

const windows = Math.ceil((SECONDS * 1000) / ANALYTICS_WINDOW_MS) + 1;
const peaks = [...bufferPeaks.values()];
const busiest = Math.max(...peaks);
console.log(
  `  write buffer: ${bufferPeaks.size} documents over ≤ ${windows} one-minute windows ` +
    `(${ANALYTICS_BUFFER_SHARDS} per window); busiest took ${busiest} writes in its minute ` +
    `(${(busiest / (ANALYTICS_WINDOW_MS / 1000)).toFixed(2)} writes/s)`,
);
console.log(
  `  folded into the read side ${foldedAfter.toFixed(0)} s after the last open ` +
    `(roll-up jobs on the Cloud Tasks emulator); buffer left: ${buffered} documents`,
);
console.log(
  `  counted: product ${counted.product}, seller ${counted.seller}, ranking ${counted.ranking}`,
);
if (enqueueErrors.length > 0) console.log(`  roll-ups not queued: ${enqueueErrors.length}`);
const exact = [counted.product, counted.seller, counted.ranking].every((n) => n === TOTAL);
if (ok !== TOTAL || !exact || buffered !== 0) {
  console.error(`✖ counts lost or wrong: expected ${TOTAL} everywhere and an empty buffer`);
  process.exit(1);
}
console.log(`✔ no count lost: ${TOTAL} opens, ${TOTAL} counted on the product, seller and ranking`);
process.exit(0);
