// Runs inside `firebase emulators:exec` (scripts/bench.mjs counters). 50 page opens per second on
// one product for 60 s through the reviewApi handler (in-process, like many function instances),
// against the Firestore emulator on loopback; then checks that every open was counted once.
import { randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { createReviewApi } from '../../functions/lib/reviews/review-api.js';
import { toPublicProduct } from '../../functions/lib/products/public-product.js';
import {
  ANALYTICS_SHARDS,
  emptyProductStats,
  localDay,
  newProductInput,
  paths,
  sumShards,
} from '../../functions/lib/shared/index.js';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const TOTAL = RATE * SECONDS;

const db = getFirestore(initializeApp({ projectId: 'demo-qr-reviews-bench' }));
const owner = `bench-seller-${randomBytes(4).toString('hex')}`;
const productId = `bench-${randomBytes(4).toString('hex')}`;
const input = {
  ...newProductInput(),
  title: 'Campaign mug',
  links: { amazon: 'https://www.amazon.de/dp/B07PGL2ZSL', emag: '', shopify: '' },
};
await db.doc(paths.seller(owner)).set({
  displayName: 'Bench',
  email: 'b@example.com',
  locale: 'en',
  timeZone: 'Europe/Bucharest',
  createdAt: Timestamp.now(),
});
await db
  .doc(paths.product(productId))
  .set({ ...input, ownerId: owner, stats: emptyProductStats() });
await db.doc(paths.publicProduct(productId)).set(toPublicProduct(input));

const handle = createReviewApi({
  db,
  salt: 'bench',
  logError: (message, error) => console.error(message, error),
});

function open(index) {
  return new Promise((resolve) => {
    const started = performance.now();
    let status = 0;
    const response = {
      status(code) {
        status = code;
        return response;
      },
      set() {
        return response;
      },
      json() {
        resolve({ status, ms: performance.now() - started });
      },
    };
    handle(
      {
        method: 'GET',
        path: `/api/products/${productId}`,
        headers: {},
        query: {
          lang: index % 3 === 0 ? 'ro' : 'en',
          ...(index % 4 === 0 ? { visitor: 'new' } : {}),
        },
      },
      response,
    );
  });
}

console.log(`▸ ${TOTAL} page opens at ${RATE}/s on one product for ${SECONDS} s`);
const startedAt = Date.now();
const pending = [];
for (let index = 0; index < TOTAL; index += 1) {
  // Paced by the wall clock: request i leaves at i / RATE seconds, not after the previous answer.
  const due = startedAt + (index * 1000) / RATE;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(open(index));
}
const answers = await Promise.race([
  Promise.all(pending),
  new Promise((_, reject) =>
    setTimeout(() => reject(new Error('answers took over 120 s')), 120_000),
  ),
]);
const elapsed = (Date.now() - startedAt) / 1000;

const shards = await db.getAll(
  ...Array.from({ length: ANALYTICS_SHARDS }, (_, shard) =>
    db.doc(paths.productAnalyticsShard(productId, shard)),
  ),
);
const sellerShards = await db.getAll(
  ...Array.from({ length: ANALYTICS_SHARDS }, (_, shard) =>
    db.doc(paths.sellerAnalyticsShard(owner, shard)),
  ),
);
const sum = (docs) =>
  [...sumShards(docs.map((doc) => doc.data())).values()].reduce(
    (total, day) => total + day.opened,
    0,
  );
const productCount = sum(shards);
const sellerCount = sum(sellerShards);
const month = await db
  .doc(paths.sellerProductMonth(owner, localDay(new Date(), 'Europe/Bucharest').slice(0, 7)))
  .get();
const rankingCount = month.get(`p.${productId}.o`) ?? 0;
const ok = answers.filter((answer) => answer.status === 200).length;
const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
const perShard = shards.map((doc) => sumShards([doc.data()]).values().next().value?.opened ?? 0);

console.log(`  sent ${TOTAL} in ${elapsed.toFixed(1)} s; answered 200: ${ok}`);
console.log(`  latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`);
console.log(`  counted: product ${productCount}, seller ${sellerCount}, ranking ${rankingCount}`);
console.log(
  `  per product shard: ${perShard.join(' / ')} (≈ ${(RATE / ANALYTICS_SHARDS).toFixed(1)} writes/s each)`,
);
const lost = TOTAL - productCount;
if (ok !== TOTAL || productCount !== TOTAL || sellerCount !== TOTAL || rankingCount !== TOTAL) {
  console.error(`✖ counts lost or wrong: ${lost} of ${TOTAL} missing on the product`);
  process.exit(1);
}
console.log(`✔ no count lost: ${TOTAL} opens, ${TOTAL} counted`);
process.exit(0);
