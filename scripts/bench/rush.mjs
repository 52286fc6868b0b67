// Runs inside `firebase emulators:exec` (scripts/bench.mjs rush: Firestore + Functions with the
// mail catcher, every Node process preloaded with bench/count-io.cjs). A review rush on one
// seller's 100 products, through the reviewApi handler in-process with the real triggers and
// tasks on the Functions emulator:
//   warm-up   BENCH_WARMUP_SECONDS (20) at the minimum, not measured (cold starts);
//   baseline  BENCH_RATE (50) reviews a second for BENCH_SECONDS (600; 20 under CI) at the minimum;
//   rush      the same rate and length, half of them below the minimum; every fifth low review's
//             customer opens a case, and the seller opens one low review a second (marks it read).
// The two take turns in blocks of up to 60 s (ABBA…), so other load on the machine weighs on both.
// Then it waits for the triggers and follow-ups to settle and checks, against what it wrote: the
// unread count (the badge's sum), the reviews still unread, the alert and follow-up emails
// (every low review in exactly one, or still pending), and the case numbers for every product
// and each product. It reports submission p50/p95 of both phases, the writes per document path
// (the worst 10-second average of each, from count-io.cjs's log: every document write any
// Admin SDK in these processes committed), reads, writes and function runs per review, and
// exits 1 if a number is off, a document took more than 1 write/s over any 10 s, or the rush's
// p95 is above 1.5× the baseline's.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { readUnreadCount } from '../../functions/lib/domains/alerts/attention.js';
import { queueRollUpJob } from '../../functions/lib/domains/analytics/roll-up-job.js';
import { createRollUpScheduler } from '../../functions/lib/domains/analytics/roll-up-schedule.js';
import { reviewIdFor } from '../../functions/lib/domains/reviews/review-id.js';
import { createReviewApi } from '../../functions/lib/entry/http/review-api-handler.js';
import { FUNCTIONS_REGION } from '../../functions/lib/platform/global-options.js';
import { jobTaskQueue } from '../../functions/lib/platform/jobs/job-tasks.js';
import { SUBMISSION_RATE_LIMITS } from '../../functions/lib/platform/rate-limit.js';
import {
  CASE_CONSENT_VERSION,
  COLLECTIONS,
  CaseStatsDoc,
  DEMO_PROJECT_ID,
  MAIL_PER_RECIPIENT_PER_HOUR,
  paths,
  sumCaseStats,
} from '../../functions/lib/shared/index.js';
import {
  ATTENTION_SHARDS,
  AttentionDoc,
  AttentionShardDoc,
} from '../../functions/lib/shared/schemas/attention.js';
import {
  benchFirestore,
  benchProductInput,
  seedProducts,
  seedSeller,
} from './review-api-bench.mjs';
import { CHECKS_ONLY } from './helpers.mjs';
import { latency, paced, timedCall } from './timing.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (process.env.CI ? 20 : 600));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const PRODUCTS = 100;
const MIN_RATING = 4;
/** One low review in this many opens a case. */
const CASE_EVERY = 5;
// How long it waits for the triggers to settle after the last block (reported as the drain time):
// the full size leaves the Functions emulator about 15 minutes of runs behind on two cores.
const SETTLE_DEADLINE_MS =
  1000 * Number(process.env.BENCH_SETTLE_SECONDS ?? (process.env.CI ? 600 : 2400));
const HOT_WINDOW_S = 10;
const HOT_LIMIT = 1;
const P95_LIMIT = 1.5;
const ioLog = process.env.QR_BENCH_IO_LOG;
const functionsLog = process.env.QR_BENCH_LOG;
if (!ioLog || !process.env.CLOUD_TASKS_EMULATOR_HOST) {
  console.error('✖ run through `npm run bench:rush` (it counts the writes of every process)');
  process.exit(1);
}

const { app, db, tag } = benchFirestore();

// Until the Functions emulator has loaded the functions, their task queues do not exist.
const hub = process.env.FIREBASE_EMULATOR_HUB;
const { host, port } = (await (await fetch(`http://${hub}/emulators`)).json()).functions;
const reviewApiBase = `http://${host}:${port}/${DEMO_PROJECT_ID}/${FUNCTIONS_REGION}/reviewApi`;
for (let attempt = 0; ; attempt += 1) {
  const answer = await fetch(`${reviewApiBase}/api/products/warm-up`).catch(() => null);
  if (answer?.status === 404) break;
  if (attempt === 120) throw new Error('the Functions emulator did not load the functions');
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const owner = `bench-rush-${tag}`;
const email = `${owner}@example.com`;
await seedSeller(db, owner, { emailVerifiedAt: Timestamp.now() });
const ids = Array.from({ length: PRODUCTS }, (_, i) => `bench-rush-${tag}-${i}`);
await seedProducts(
  db,
  owner,
  ids,
  benchProductInput(
    'Rush mug',
    { emag: 'https://www.emag.ro/cana/pd/D1234ABCM/' },
    { minRating: MIN_RATING },
  ),
);

// The products are seeded past the app: processProductWrite gives each its list fields, search
// document and place in the seller's product count. That setup finishes before anything is
// measured, so its writes (one to sellers/{uid} per product) are not the rush's.
const seedDeadline = Date.now() + 300_000;
while ((await db.doc(paths.seller(owner)).get()).get('productCount') !== PRODUCTS) {
  if (Date.now() > seedDeadline) throw new Error('the seeded products were not counted in time');
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

// Each product takes up to 1,800 reviews an hour here, past its ceiling of 200 (docs/decisions.md,
// "Rate limits"): the ceiling is lifted for this run only, everything else is the app's.
const submissionLimits = {
  ...SUBMISSION_RATE_LIMITS,
  perProduct: { ...SUBMISSION_RATE_LIMITS.perProduct, limit: 100_000 },
};
const rollUps = createRollUpScheduler(
  queueRollUpJob({ db, enqueue: jobTaskQueue(() => app, FUNCTIONS_REGION) }),
  (message, error) => console.error(message, error),
);
const handle = createReviewApi({
  db,
  salt: 'bench',
  rollUps,
  submissionLimits,
  logError: (m, e) => console.error(m, e),
});

let client = 0;
function request(path, body) {
  client += 1;
  return timedCall(handle, {
    method: 'POST',
    path,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
    body,
    rawBody: Buffer.from(JSON.stringify(body)),
  });
}

const low = []; // { productId, submissionId } of every low review stored
const cases = []; // answers of the case requests
async function review(productId, rating, { openCase = false } = {}) {
  const submissionId = randomBytes(16).toString('hex');
  const answer = await request('/api/reviews', {
    productId,
    submissionId,
    store: 'emag',
    rating,
    feedback: 'Rush review: the handle came off.',
    locale: 'en',
    website: '',
  });
  if (answer.status === 201 && rating < MIN_RATING) {
    low.push({ productId, submissionId });
    if (openCase) {
      cases.push(
        await request('/api/cases', {
          productId,
          submissionId,
          email: `customer-${tag}-${low.length}@example.com`,
          consent: true,
          consentVersion: CASE_CONSENT_VERSION,
          locale: 'en',
        }),
      );
    }
  }
  return answer;
}

/** `seconds` of `send(i)` at RATE a second; the answers, with when it started and ended. */
async function block(seconds, send) {
  const started = Date.now();
  const answers = await paced(RATE * seconds, RATE, send);
  return { started, ended: Date.now(), answers };
}

function summary(name, blocks) {
  const answers = blocks.flatMap((b) => b.answers);
  const result = {
    name,
    ok: answers.filter((answer) => answer.status === 201).length,
    total: answers.length,
    p50: latency(answers, 0.5),
    p95: latency(answers, 0.95),
  };
  console.log(
    `${name}: ${result.ok}/${result.total} stored, p50 ${result.p50} ms, p95 ${result.p95} ms`,
  );
  return result;
}

// The seller opens one low review a second while the rush runs (the web app's markReviewRead).
let opened = 0;
function sellerReading() {
  let stop = false;
  const running = (async () => {
    while (!stop) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const next = low[opened];
      if (!next || stop) continue;
      opened += 1;
      const reviewId = reviewIdFor(next.submissionId);
      await db.doc(paths.review(next.productId, reviewId)).update({ unread: false });
    }
  })();
  return async () => {
    stop = true;
    await running;
  };
}

const BLOCK_SECONDS = Math.min(60, SECONDS);
const blockCount = Math.ceil(SECONDS / BLOCK_SECONDS);
console.log(
  `▸ ${RATE} reviews/s across ${PRODUCTS} products: ${SECONDS} s at the minimum (baseline) and ` +
    `${SECONDS} s with half below it (rush), in alternating blocks of ${BLOCK_SECONDS} s`,
);
if (WARMUP_SECONDS > 0) {
  const warm = await block(WARMUP_SECONDS, (i) => review(ids[i % PRODUCTS], MIN_RATING));
  summary('warm-up (not measured)', [warm]);
}
const baselineAt = (i) => review(ids[i % PRODUCTS], MIN_RATING);
let lowSent = 0;
const rushAt = (i) => {
  if (i % 2 === 1) return review(ids[i % PRODUCTS], MIN_RATING + ((i >> 1) % 2));
  lowSent += 1;
  return review(ids[i % PRODUCTS], 1 + ((i >> 1) % 3), { openCase: lowSent % CASE_EVERY === 0 });
};
const stopReading = sellerReading();
const blocks = { baseline: [], rush: [] };
const spans = [];
// Baseline and rush take turns (ABBA…), so the load other work puts on the machine weighs on both.
for (let k = 0; k < blockCount; k += 1) {
  const seconds = Math.min(BLOCK_SECONDS, SECONDS - k * BLOCK_SECONDS);
  const order = k % 2 === 0 ? ['baseline', 'rush'] : ['rush', 'baseline'];
  for (const name of order) {
    const done = await block(seconds, name === 'baseline' ? baselineAt : rushAt);
    blocks[name].push(done);
    spans.push([done.started, done.ended, name]);
  }
}
await stopReading();
const baseline = summary('baseline (every rating at the minimum)', blocks.baseline);
const rush = summary('rush (half below the minimum)', blocks.rush);
const rushEnded = Math.max(
  ...blocks.rush.map((b) => b.ended),
  ...blocks.baseline.map((b) => b.ended),
);
const casesOpened = cases.filter((answer) => answer.status === 202).length;

// ---- settle, then check against what was written ----
globalThis.qrBenchIoPaused = true;
const expectedUnread = low.length - opened;
async function state() {
  const [unread, attentionSnap, shardSnaps, allSnap, statShards, mails, stillUnread] =
    await Promise.all([
      readUnreadCount(db, owner),
      db.doc(paths.attention(owner)).get(),
      db.collection(paths.attentionShards(owner)).get(),
      db.doc(paths.caseStats(owner, 'all')).get(),
      db.collection(paths.caseStatsShards(owner)).get(),
      db.collection(COLLECTIONS.mail).where('to', 'array-contains', email).get(),
      db
        .collectionGroup(COLLECTIONS.reviews)
        .where('ownerId', '==', owner)
        .where('unread', '==', true)
        .count()
        .get(),
    ]);
  const attention = v.parse(AttentionDoc, attentionSnap.data() ?? {});
  const pending =
    attention.pendingCount +
    shardSnaps.docs
      .map((doc) => v.parse(AttentionShardDoc, doc.data()))
      .filter((shard) => shard.window === attention.window)
      .reduce((sum, shard) => sum + shard.pendingCount, 0);
  const alerts = mails.docs.filter((doc) => doc.id.startsWith('alert-')).length;
  // The address's hourly ceiling holds back an email past it, and its window's reviews with it.
  const perHour = new Map();
  for (const doc of mails.docs) {
    const hour = Math.floor(doc.createTime.toMillis() / 3_600_000);
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  const followUps = mails.docs.filter((doc) => doc.id.startsWith('follow-up-'));
  // The subject's count is formatted for its reader ("1,500 more reviews need…"): its digits.
  const inFollowUps = followUps
    .map((doc) =>
      Number(/^([\d,]+) more/.exec(doc.get('message.subject'))?.[1].replaceAll(',', '') ?? 0),
    )
    .reduce((a, b) => a + b, 0);
  const stats = sumCaseStats(
    [allSnap, ...statShards.docs]
      .filter((doc) => doc.exists)
      .map((doc) => v.parse(CaseStatsDoc, doc.data())),
  );
  return {
    unread,
    stillUnread: stillUnread.data().count,
    alerts,
    followUps: followUps.length,
    inFollowUps,
    pending,
    mostInAnHour: Math.max(0, ...perHour.values()),
    followUpQueued: attention.followUpQueued,
    casesCounted: stats?.opened ?? 0,
    casesOpenByHour: Object.values(stats?.openByHour ?? {}).reduce((a, b) => a + b, 0),
  };
}
const settled = (s) =>
  s.unread === expectedUnread &&
  s.stillUnread === expectedUnread &&
  s.alerts + s.inFollowUps === low.length &&
  s.pending === 0 &&
  !s.followUpQueued &&
  s.casesCounted === casesOpened;
const deadline = Date.now() + SETTLE_DEADLINE_MS;
let final = await state();
let lastLogged = Date.now();
while (!settled(final) && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  final = await state();
  if (Date.now() - lastLogged >= 60_000) {
    // The drain as it goes: how far each count is after how long.
    lastLogged = Date.now();
    console.log(
      `settling, ${Math.round((lastLogged - rushEnded) / 1000)} s:`,
      JSON.stringify(final),
    );
  }
}
const settledAt = Date.now();
const productStats = await Promise.all(
  ids.map(async (id) => (await db.doc(paths.caseStats(owner, id)).get()).get('opened') ?? 0),
);
const casesPerProduct = productStats.reduce((a, b) => a + b, 0);

// ---- writes and reads, from count-io.cjs's log ----
const writes = new Map(); // path → Map(second → count)
// What the last block's triggers and the follow-ups did after it counts with the rush.
spans[spans.length - 1][1] = settledAt;
if (spans[spans.length - 1][2] !== 'rush') spans.push([rushEnded, settledAt, 'rush']);
const totals = { baseline: { w: 0, r: 0 }, rush: { w: 0, r: 0 } };
const kinds = new Map(); // collection pattern → { baseline, rush }
const pattern = (path) =>
  path
    .split('/')
    .map((part, i) => (i % 2 ? '*' : part))
    .join('/');
const spanOf = (ms) => spans.find(([from, to]) => ms >= from && ms < to)?.[2] ?? null;
for (const line of readFileSync(ioLog, 'utf8').split('\n')) {
  const [kind, at, value] = line.split(' ');
  const ms = Number(at);
  const span = spanOf(ms);
  if (!span) continue;
  if (kind === 'r') {
    totals[span].r += Number(value);
    continue;
  }
  if (kind !== 'w') continue;
  totals[span].w += 1;
  const key = pattern(value);
  const entry = kinds.get(key) ?? { baseline: 0, rush: 0 };
  entry[span] += 1;
  kinds.set(key, entry);
  const second = Math.floor(ms / 1000);
  const bins = writes.get(value) ?? new Map();
  bins.set(second, (bins.get(second) ?? 0) + 1);
  writes.set(value, bins);
}
/** The most writes of any HOT_WINDOW_S seconds in a row, averaged per second. */
function worstWindow(bins) {
  let worst = 0;
  for (const start of bins.keys()) {
    let sum = 0;
    for (let s = start; s < start + HOT_WINDOW_S; s += 1) sum += bins.get(s) ?? 0;
    worst = Math.max(worst, sum);
  }
  return worst / HOT_WINDOW_S;
}
const hottest = [...writes.entries()]
  .map(([path, bins]) => ({
    path,
    worst: worstWindow(bins),
    total: [...bins.values()].reduce((a, b) => a + b, 0),
  }))
  .sort((a, b) => b.worst - a.worst || b.total - a.total);

// ---- function runs, from the Functions emulator's log ----
const begun = []; // [ms, name] of every function run the emulator began
if (functionsLog) {
  for (const line of readFileSync(functionsLog, 'utf8').split('\n')) {
    const match = /^(\S+) .*Beginning execution of "(?:[^"]*-)?([^"-]+)"/.exec(line);
    if (match) begun.push([Date.parse(match[1]), match[2]]);
  }
}
const runs = { baseline: new Map(), rush: new Map() };
for (const [ms, name] of begun) {
  const span = spanOf(ms);
  if (span) runs[span].set(name, (runs[span].get(name) ?? 0) + 1);
}

// ---- the rush's slow seconds: p95 per 10 seconds of each phase, with the function runs begun ----
const timeline = [];
for (const [name, phaseBlocks] of Object.entries(blocks)) {
  for (const { started, ended, answers } of phaseBlocks) {
    // Each block's answers and runs, by 10-second slice from its start, in one pass each.
    const sliceOf = (ms) => Math.floor((ms - started) / 10_000);
    const slices = new Map();
    const sliceAt = (index) => {
      if (!slices.has(index)) slices.set(index, { answers: [], runsBegun: {} });
      return slices.get(index);
    };
    for (const answer of answers) sliceAt(sliceOf(answer.at)).answers.push(answer);
    const lastSlice = sliceOf(ended - 1);
    for (const [ms, fn] of begun) {
      const index = sliceOf(ms);
      if (ms < started || index > lastSlice) continue;
      const { runsBegun } = sliceAt(index);
      runsBegun[fn] = (runsBegun[fn] ?? 0) + 1;
    }
    for (const [index, slice] of slices) {
      if (slice.answers.length === 0) continue;
      timeline.push({
        at: Math.round((started + index * 10_000 - blocks.baseline[0].started) / 1000),
        phase: name,
        p95: latency(slice.answers, 0.95),
        max: latency(slice.answers, 1),
        runsBegun: slice.runsBegun,
      });
    }
  }
}
timeline.sort((a, b) => a.at - b.at);
console.log('\nslowest 10-second slices (s from the first block, phase, p95, max, runs begun):');
for (const slice of [...timeline].sort((a, b) => b.p95 - a.p95).slice(0, 15)) {
  console.log(
    `  ${String(slice.at).padStart(5)} s  ${slice.phase.padEnd(8)} p95 ${slice.p95} ms, max ${slice.max} ms  ${JSON.stringify(slice.runsBegun)}`,
  );
}

// ---- report ----
const ratio = rush.p95 / Math.max(1, baseline.p95);
const worst = hottest[0]?.worst ?? 0;
const checks = [
  ['every submission stored', baseline.ok === baseline.total && rush.ok === rush.total],
  [
    `unread count ${final.unread} = ${low.length} low − ${opened} opened`,
    final.unread === expectedUnread,
  ],
  [
    `reviews still unread ${final.stillUnread} = ${expectedUnread}`,
    final.stillUnread === expectedUnread,
  ],
  [
    `emails: ${final.alerts} alerts + ${final.followUps} follow-ups covering ${final.inFollowUps} = ${low.length} low reviews, ${final.pending} pending ` +
      `(at most ${final.mostInAnHour} in one clock hour; the address takes ${MAIL_PER_RECIPIENT_PER_HOUR})`,
    final.alerts + final.inFollowUps === low.length && final.pending === 0,
  ],
  [
    `case numbers: ${final.casesCounted} opened (${final.casesOpenByHour} open by hour, ${casesPerProduct} over the products) = ${casesOpened} cases opened`,
    final.casesCounted === casesOpened &&
      final.casesOpenByHour === casesOpened &&
      casesPerProduct === casesOpened,
  ],
  [
    `hottest document ${worst.toFixed(1)} writes/s over ${HOT_WINDOW_S} s (limit ${HOT_LIMIT})`,
    worst <= HOT_LIMIT,
  ],
  [
    `rush p95 ${rush.p95} ms = ${ratio.toFixed(2)}× the baseline's ${baseline.p95} ms (limit ${P95_LIMIT}×` +
      `${CHECKS_ONLY ? ', not held to it: checks only' : ''})`,
    ratio <= P95_LIMIT || CHECKS_ONLY,
  ],
];
console.log(`settled ${Math.round((settledAt - rushEnded) / 1000)} s after the last block`);
for (const [text, ok] of checks) console.log(`${ok ? '✔' : '✖'} ${text}`);
console.log(`\nworst ${HOT_WINDOW_S}-second average per document (top 10):`);
for (const { path, worst: w, total } of hottest.slice(0, 10)) {
  console.log(`  ${w.toFixed(1).padStart(5)} /s  ${String(total).padStart(6)} writes  ${path}`);
}
const per = (n, d) => (n / Math.max(1, d)).toFixed(2);
console.log(
  `\nper review: baseline ${per(totals.baseline.w, baseline.ok)} writes, ${per(totals.baseline.r, baseline.ok)} reads; ` +
    `rush ${per(totals.rush.w, rush.ok)} writes, ${per(totals.rush.r, rush.ok)} reads (with its cases and follow-ups)`,
);
console.log('writes by collection (baseline | rush):');
for (const [key, count] of [...kinds.entries()].sort((a, b) => b[1].rush - a[1].rush)) {
  console.log(
    `  ${String(count.baseline).padStart(7)} | ${String(count.rush).padStart(7)}  ${key}`,
  );
}
console.log('function runs (baseline | rush):');
for (const name of new Set([...runs.baseline.keys(), ...runs.rush.keys()])) {
  console.log(
    `  ${String(runs.baseline.get(name) ?? 0).padStart(7)} | ${String(runs.rush.get(name) ?? 0).padStart(7)}  ${name}`,
  );
}
const figures = {
  measuredAt: new Date().toISOString(),
  rate: RATE,
  seconds: SECONDS,
  products: PRODUCTS,
  attentionShards: ATTENTION_SHARDS,
  baseline,
  rush,
  low: low.length,
  openedBySeller: opened,
  casesOpened,
  final,
  settledSeconds: Math.round((settledAt - rushEnded) / 1000),
  hottest: hottest.slice(0, 10),
  totals,
  writesByCollection: Object.fromEntries(kinds),
  runs: { baseline: Object.fromEntries(runs.baseline), rush: Object.fromEntries(runs.rush) },
  checks: checks.map(([text, ok]) => ({ text, ok })),
  timeline,
};
if (process.env.QR_BENCH_SUMMARY)
  writeFileSync(process.env.QR_BENCH_SUMMARY, JSON.stringify(figures, null, 2));
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
