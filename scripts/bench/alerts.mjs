// Runs inside `firebase emulators:exec` (scripts/bench.mjs alerts: Firestore + Functions, with the
// mail catcher). A warm-up of BENCH_WARMUP_SECONDS (5) at the same rate, at the minimum and not
// measured (so the first phase's p95 is not the cold start of the Firestore channel and of each
// product's first read), then two phases of BENCH_RATE (50) review submissions per second across
// 100 products of one seller for BENCH_SECONDS (60) each, through the reviewApi handler in-process:
//   before: every review at the minimum (no alert path runs),
//   after:  every review below it (alertAttentionReview alerts each one).
// Then waits for the attention count to reach every low review and accounts for each one: it
// went out in an alert email, was listed or counted in a follow-up, or is still pending. Prints
// p50/p95 submission latency of both phases and the documents the alert path wrote.
import { randomBytes } from 'node:crypto';
import { createReviewApi } from '../../functions/lib/entry/http/review-api-handler.js';
import { paths } from '../../functions/lib/shared/index.js';
import {
  benchFirestore,
  benchProductInput,
  seedProducts,
  seedSeller,
} from './review-api-bench.mjs';
import { latency, paced, timedCall } from './timing.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const PRODUCTS = 100;
const COUNT_DEADLINE_MS = 300_000;

const { db, tag } = benchFirestore();
const owner = `bench-alerts-${tag}`;
const email = `${owner}@example.com`;
await seedSeller(db, owner);
const ids = Array.from({ length: PRODUCTS }, (_, i) => `bench-alerts-${tag}-${i}`);
await seedProducts(
  db,
  owner,
  ids,
  benchProductInput(
    'Bench mug',
    { emag: 'https://www.emag.ro/cana/pd/D1234ABCM/' },
    { minRating: 4 },
  ),
);

const handle = createReviewApi({ db, salt: 'bench', logError: (m, e) => console.error(m, e) });
let client = 0;
function submit(productId, rating) {
  client += 1;
  const body = {
    productId,
    submissionId: randomBytes(16).toString('hex'),
    store: 'emag',
    rating,
    feedback: 'Bench review, the handle came off.',
    locale: 'en',
    website: '',
  };
  return timedCall(handle, {
    method: 'POST',
    path: '/api/reviews',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
    },
    body,
    rawBody: Buffer.from(JSON.stringify(body)),
  });
}

async function phase(name, rating, seconds = SECONDS) {
  const total = RATE * seconds;
  const done = await paced(total, RATE, (i) => submit(ids[i % PRODUCTS], rating));
  const ok = done.filter((r) => r.status === 201).length;
  const p95 = latency(done, 0.95);
  console.log(`${name}: ${ok}/${total} stored, p50 ${latency(done, 0.5)} ms, p95 ${p95} ms`);
  return { ok, total, p95 };
}

console.log(`▸ ${RATE} reviews/s across ${PRODUCTS} products for ${SECONDS} s, twice`);
// Every product read once and the channel open before anything is measured; at the minimum, so
// nothing of it reaches the attention count or the mail.
if (WARMUP_SECONDS > 0) await phase('warm-up (not measured)', 5, WARMUP_SECONDS);
const before = await phase('before (at the minimum, no alert path)', 5);
const after = await phase('after  (below the minimum, alert path)', 2);

const attention = () => db.doc(paths.attention(owner)).get();
const deadline = Date.now() + COUNT_DEADLINE_MS;
let unread = 0;
while (Date.now() < deadline) {
  unread = (await attention()).get('unread') ?? 0;
  if (unread >= after.ok) break;
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
const mails = await db.collection('mail').where('to', 'array-contains', email).get();
const alerts = mails.docs.filter((doc) => doc.id.startsWith('alert-')).length;
const followUps = mails.docs.filter((doc) => doc.id.startsWith('follow-up-'));
const inFollowUps = followUps
  .map((doc) => Number(/^(\d+) more/.exec(doc.get('message.subject'))?.[1] ?? 0))
  .reduce((a, b) => a + b, 0);
const pending = (await attention()).get('pendingCount') ?? 0;
const accounted = alerts + inFollowUps + pending;
console.log(
  `attention.unread ${unread} of ${after.ok} low reviews; mail documents: ${alerts} alert(s), ` +
    `${followUps.length} follow-up(s) covering ${inFollowUps}, ${pending} still pending ` +
    `→ ${accounted} accounted for`,
);
console.log(
  `alert path writes: ${after.ok} attention updates + ${mails.size} mail documents ` +
    `(${((after.ok + mails.size) / Math.max(1, after.ok)).toFixed(2)} per review, limit 2)`,
);
console.log(`p95 submission latency: before ${before.p95} ms, after ${after.p95} ms`);
const ok = unread === after.ok && accounted === after.ok && before.ok === before.total;
process.exit(ok ? 0 : 1);
