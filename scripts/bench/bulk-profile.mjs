// Runs inside `firebase emulators:exec --only firestore` (scripts/bench.mjs bulk-profile): where a
// bulk delete's seconds go, step by step, against the Firestore emulator alone. Seeds
// BENCH_PRODUCTS products (default 20,000) complete, as an import leaves them, half titled
// "Clearance …", then deletes them by that search through the job kind's own steps, with each
// step timed: the page query that selects the products, the product reads, the lookup index
// reads, the commits, the private-routing recount, the checkpoint (one transaction on a job
// document). Prints one line per chunk and the totals, then the time of what a deleted product's
// event and purge ask (a listing, a query on a subcollection, reads by id, a recursive delete),
// and one whole purge of a product with reviews and an analytics year.
// No Functions: the job's code is called directly, so nothing but the steps is timed.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  deleteProductChunk,
  deleteProductWithTombstone,
} from '../../functions/lib/domains/products/delete-product.js';
import { purgeWhatWasUnder } from '../../functions/lib/domains/products/product-write.js';
import { productPurgeKind } from '../../functions/lib/domains/products/purge-product.js';
import { drainJob } from '../../functions/lib/platform/jobs/drain-job.js';
import { selectedProducts } from '../../functions/lib/domains/products/bulk-job.js';
import { DELETE_JOB_OPTIONS } from '../../functions/lib/domains/products/delete-job.js';
import { CLEARANCE_WORD, seedBulkCatalogue } from './bulk-catalogue.mjs';
import { demoSellerProfile, seedInBatches } from './helpers.mjs';
import { DEMO_PROJECT_ID, EMPTY_PRODUCT_FILTER, paths } from '../../functions/lib/shared/index.js';

const SIZE = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const DELETE = Math.floor(SIZE / 2);
const LIMIT = Number(process.env.BENCH_PROFILE_DELETE ?? DELETE);
const uid = 'benchProfileSeller01';
const db = getFirestore(initializeApp({ projectId: DEMO_PROJECT_ID }));
const started = Date.now();
await db.doc(paths.seller(uid)).set(demoSellerProfile(SIZE));
const now = Timestamp.now();
await seedBulkCatalogue(db, { uid, size: SIZE, toDelete: DELETE, now });
console.log(`seeded ${SIZE} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const jobRef = db.doc(paths.productDeleteJob('benchProfileJob00001'));
await jobRef.set({ ownerId: uid, processed: 0 });
const filter = { ...EMPTY_PRODUCT_FILTER, search: CLEARANCE_WORD };
const chunkSize = Number(process.env.BENCH_PROFILE_CHUNK ?? DELETE_JOB_OPTIONS.chunkSize);
const totals = { select: 0, work: 0, checkpoint: 0 };
let deleted = 0;
const jobStarted = Date.now();
let resumeAfter = null;
let mark = Date.now();
const chunks = selectedProducts(db, { filter, expected: DELETE }, { ownerId: uid, chunkSize });
for await (const chunk of chunks) {
  const select = Date.now() - mark;
  const workStart = Date.now();
  const result = await deleteProductChunk(db, uid, chunk.products, {
    inFlight: Number(process.env.BENCH_PROFILE_IN_FLIGHT ?? 4),
  });
  const work = Date.now() - workStart;
  const checkpointStart = Date.now();
  await db.runTransaction(async (tx) => {
    await tx.get(jobRef);
    tx.update(jobRef, { processed: deleted, resumeAfter: chunk.resumeAfter });
  });
  const checkpoint = Date.now() - checkpointStart;
  deleted += result.deleted.length;
  resumeAfter = chunk.resumeAfter;
  totals.select += select;
  totals.work += work;
  totals.checkpoint += checkpoint;
  console.log(
    `chunk of ${chunk.products.length}: select ${select} ms, work ${work} ms ` +
      `(${JSON.stringify(result.timings ?? {})}), checkpoint ${checkpoint} ms; ` +
      `${deleted} deleted, ${(deleted / ((Date.now() - jobStarted) / 1000)).toFixed(1)}/s`,
  );
  if (deleted >= LIMIT) break;
  mark = Date.now();
}
console.log(
  `deleted ${deleted} in ${((Date.now() - jobStarted) / 1000).toFixed(1)} s; totals (ms) ` +
    JSON.stringify(totals) +
    `; resumeAfter ${resumeAfter}`,
);

// What a deleted product's event and purge ask the emulator, timed once each on a kept product
// with a review and an analytics year under it.
const probe = 'DemoCatalogue0000000';
await db.doc(paths.review(probe, 'ProfileReview0000001')).set({ ownerId: uid, rating: 2 });
await db.doc(paths.productAnalyticsYear(probe, '2026')).set({ ownerId: uid, m: {} });
const timed = async (what, work) => {
  const at = Date.now();
  await work();
  console.log(`${what}: ${Date.now() - at} ms`);
};
await timed('listCollections of one product', () => db.doc(paths.product(probe)).listCollections());
await timed('a one-document query on its reviews', () =>
  db.collection(paths.reviews(probe)).select().limit(1).get(),
);
await timed('its analytics years 2025-2027 read by id', () =>
  db.getAll(...['2025', '2026', '2027'].map((y) => db.doc(paths.productAnalyticsYear(probe, y)))),
);
await timed('recursiveDelete of its one review', () =>
  db.recursiveDelete(db.doc(paths.review(probe, 'ProfileReview0000001'))),
);

// One whole purge, as a deleted product's event queues it and the runner works it: a kept
// product given PURGE_REVIEWS reviews (its stats counting them) and an analytics year, deleted
// with its tombstone; its event's look, then its job drained slice by slice in this process.
const PURGE_REVIEWS = Number(process.env.BENCH_PROFILE_PURGE_REVIEWS ?? 25);
const purged = 'DemoCatalogue0000002';
const withReviews = { 'stats.reviewCount': PURGE_REVIEWS, createdAt: Timestamp.now() };
await db.doc(paths.product(purged)).update(withReviews);
await seedInBatches(db, PURGE_REVIEWS, (batch, index) =>
  batch.set(db.doc(paths.review(purged, `PurgeReview${String(index).padStart(9, '0')}`)), {
    ownerId: uid,
    rating: 4,
  }),
);
await db.doc(paths.productAnalyticsYear(purged, '2026')).set({ ownerId: uid, m: {} });
const before = await db.doc(paths.product(purged)).get();
await deleteProductWithTombstone(db, purged);
const change = { productId: purged, before, after: await db.doc(paths.product(purged)).get() };
const queued = [];
await timed('the delete event’s look (purgeWhatWasUnder)', () =>
  purgeWhatWasUnder(db, change, (task) => {
    queued.push(task);
    return Promise.resolve();
  }),
);
for (const task of queued) {
  const at = Date.now();
  const { outcomes, job } = await drainJob(db, productPurgeKind(), task.jobId);
  console.log(
    `one purge (${PURGE_REVIEWS} reviews, 1 analytics year): ${Date.now() - at} ms, ` +
      `slices ${outcomes.join(', ')}, deleted ${job?.deleted}`,
  );
}
const left = await db.doc(paths.product(purged)).listCollections();
console.log(`left under the purged product: ${left.map((c) => c.id).join(', ') || 'nothing'}`);
process.exit(0);
