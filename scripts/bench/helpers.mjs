// What the benchmarks that run inside `firebase emulators:exec` (scripts/bench.mjs) share: the
// Functions emulator's log and switches, warming the functions up, seeding products in Admin SDK
// batches as the demo seller, the Chromium they drive, and the notes their reports keep.
import { readFileSync, writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import * as prettier from 'prettier';
import { DEMO_PROJECT_ID, PRODUCT_COUNT_FIELD } from '../../functions/lib/shared/index.js';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Set by `npm run bench:ci` (scripts/bench-ci.mjs): a benchmark checks what it wrote and read
 * back, prints its timings without holding them to their targets (a shared CI machine's
 * timings are noise), and writes no figures file.
 */
export const CHECKS_ONLY = Boolean(process.env.QR_BENCH_CHECKS_ONLY);

const hub = () => `http://${process.env.FIREBASE_EMULATOR_HUB}`;

/** Function runs finished so far, by function, from the Functions emulator's log (QR_BENCH_LOG). */
export function finishedRuns() {
  const counts = {};
  const logFile = process.env.QR_BENCH_LOG;
  if (!logFile) return counts;
  for (const match of readFileSync(logFile, 'utf8').matchAll(/Finished "[\w-]+-(\w+)" in/g)) {
    counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  }
  return counts;
}

/** The emulator hub switches the Functions emulator's background triggers off and on. */
export async function backgroundTriggers(on) {
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`${hub()}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** The Functions emulator's base URL for the project's functions (region europe-west1). */
export async function functionsBaseUrl(projectId = DEMO_PROJECT_ID) {
  const emulators = await (await fetch(`${hub()}/emulators`)).json();
  const { host, port } = emulators.functions;
  return `http://${host}:${port}/${projectId}/europe-west1`;
}

/**
 * The functions load on the first request: one request until the review API answers (a 404 for a
 * product that does not exist), so that nothing timed after it waits for the load.
 */
export async function warmUpFunctions(projectId = DEMO_PROJECT_ID) {
  const base = await functionsBaseUrl(projectId);
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${base}/reviewApi/api/products/warm-up`).catch(() => null);
    if (response?.status === 404) break;
    await sleep(500);
  }
  return base;
}

/** The demo seller's profile (ensureDemoSellerUser signs in as them), notices dismissed. */
export const demoSellerProfile = (productCount) => ({
  displayName: 'Demo Seller',
  email: 'demo.seller@example.com',
  locale: 'en',
  timeZone: 'Europe/Bucharest',
  createdAt: Timestamp.now(),
  amazonComplianceNoticeDismissedAt: Timestamp.now(),
  [PRODUCT_COUNT_FIELD]: productCount,
});

/**
 * Writes products 0 … size - 1 through Admin SDK batches of `batchSize`, `inFlight` batches at a
 * time: `write(batch, index)` adds product `index`'s documents to its batch. Prints the progress
 * every 10,000.
 */
export async function seedInBatches(db, size, write, { batchSize = 150, inFlight = 4 } = {}) {
  let next = 0;
  let written = 0;
  async function worker() {
    while (next < size) {
      // This worker's range, taken before its first await (the others move `next` on).
      const start = next;
      const end = Math.min(size, start + batchSize);
      next = end;
      const batch = db.batch();
      for (let index = start; index < end; index += 1) await write(batch, index);
      await batch.commit();
      const before = written;
      written += end - start;
      if (Math.floor(written / 10_000) > Math.floor(before / 10_000)) {
        console.log(`  … ${written.toLocaleString('en-US')} seeded`);
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
}

/** Chromium's switches for a benchmark: no sandbox or GPU, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The machine's Chromium (QR_CHROMIUM_PATH, else /usr/bin/chromium), headless. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.QR_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The marker in a benchmark's report after which a person's notes are kept from run to run. */
const NOTES = '<!-- notes: kept by the run -->';

/** The notes kept at the end of the report `file` (from the marker on), or '' on its first run. */
export function keptNotes(file) {
  try {
    const previous = readFileSync(file, 'utf8');
    const at = previous.indexOf(NOTES);
    return at >= 0 ? previous.slice(at) : '';
  } catch {
    return ''; // First run: no notes yet.
  }
}

/** Writes a benchmark's report (`file`, a URL) as the repository's Prettier formats Markdown. */
export async function writeReport(file, markdown) {
  const name = file.pathname.slice(file.pathname.lastIndexOf('/docs/') + 1);
  if (CHECKS_ONLY) {
    console.log(`  figures not written to ${name} (checks only)`);
    return;
  }
  const options = await prettier.resolveConfig(file.pathname);
  writeFileSync(file, await prettier.format(markdown, { ...options, parser: 'markdown' }));
  console.log(`  written to ${name}`);
}
