#!/usr/bin/env node
// Benchmarks against the real emulators on loopback (never a timed test):
//   npm run bench:counters    50 page opens per second on one product for a minute: no count lost
//   npm run bench:dashboard   reads per dashboard view and time to interactive, in Chromium
//   npm run bench:pages       Lighthouse on the review, landing and login pages and a static page
//   npm run bench:imports     a 10,000-row import from confirm to done through the real trigger
//   npm run bench:catalogue   ten such imports into one seller: 100,000 products, count, search,
//                             the product list against a 20-product seller's, in Chromium
//   npm run bench:products    the product list at 20 to 100,000 products, in Chromium
//   npm run bench:product-triggers  function runs per product created, edited and restyled
//   npm run bench:rush        50 reviews a second for 10 minutes, half low: exact, no hot document
//   npm run bench:templates   a template applied to 100,000 products, changed, removed: each to "done"
//   npm run bench:bulk        delete 50,000 of 100,000 by a search, export the rest, in Chromium
//   npm run bench:bulk-profile  the bulk delete's steps timed one by one, Firestore alone
// Each builds what it needs, starts its own emulators (QR_EMULATOR_PORT_OFFSET applies) and
// stops them; every loop is bounded in count and time.
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);
const { firebaseCommand, prepareEmulators, PROJECT_ID } = await import('./lib/emulators.mjs');
const { run, startGroup } = await import('./lib/processes.mjs');
const { startMailCatcher } = await import('./lib/mail-catcher.mjs');

const BENCHES = {
  // Functions brings the Cloud Tasks emulator, which runs the roll-ups.
  counters: { only: ['firestore', 'functions'], web: false, body: 'scripts/bench/counters.mjs' },
  dashboard: { only: null, web: true, body: 'scripts/bench/dashboard.mjs' },
  pages: { only: null, web: true, body: 'scripts/bench/pages.mjs' },
  // The Functions emulator's INFO log names every trigger run; the body counts them from it.
  // Each imported product fires three product triggers; the emulator would start a Node process
  // for every event in flight (up to 50), which on two cores starves the import itself, so at
  // most 4 functions run at once here, as a small production instance count would.
  imports: {
    only: ['firestore', 'functions'],
    web: false,
    body: 'scripts/bench/imports.mjs',
    functionsLog: true,
    env: { FUNCTIONS_EMULATOR_PARALLEL: '4' },
  },
  // A big seller's catalogue built as a seller builds it: ten imports one after another; then its
  // products screen in Chromium against a 20-product seller's (the built app on Hosting, signed in
  // through the Auth emulator).
  catalogue: {
    only: ['auth', 'firestore', 'functions', 'hosting'],
    web: true,
    body: 'scripts/bench/imports.mjs',
    functionsLog: true,
    env: {
      FUNCTIONS_EMULATOR_PARALLEL: '4',
      BENCH_IMPORTS: process.env.BENCH_IMPORTS ?? '10',
      QR_BENCH_LIST: '1',
    },
  },
  // Function runs per product write (created, edited, restyled), counted from the same log.
  'product-triggers': {
    only: ['firestore', 'functions'],
    web: false,
    body: 'scripts/bench/product-triggers.mjs',
    functionsLog: true,
    env: { FUNCTIONS_EMULATOR_PARALLEL: '4' },
  },
  // The alert path: alertAttentionReview and the follow-up tasks run on the Functions emulator,
  // the local delivery sends to the mail catcher.
  alerts: {
    only: ['firestore', 'functions'],
    web: false,
    body: 'scripts/bench/alerts.mjs',
    mailCatcher: true,
  },
  // A review rush with every trigger on the Functions emulator; every Node process (this one's
  // body and the emulator's workers) loads bench/count-io.cjs, which logs each document write
  // and read, and the Functions emulator's log gives the function runs.
  rush: {
    only: ['firestore', 'functions'],
    web: false,
    body: 'scripts/bench/rush.mjs',
    mailCatcher: true,
    functionsLog: true,
    countIo: true,
    // One alert or follow-up every 3 minutes: the full rush's 20 minutes of blocks and about 15
    // of settling stay within the 20 emails an hour one address takes (docs/decisions.md, "Emails
    // per recipient"), as production's 10-minute window does, so every low review is emailed (with
    // one a minute, the 21st email of a clock hour was held back with its window's reviews).
    // At most 8 functions run at once, as a few production instances would: the emulator would
    // otherwise start a Node process for every event in flight, which on two cores starves the
    // submissions themselves.
    env: { QR_ALERT_WINDOW_SECONDS: '180', FUNCTIONS_EMULATOR_PARALLEL: '8' },
  },
  // The template jobs' triggers and runJobSlice tasks on the Functions and Cloud Tasks
  // emulators, with every product's processProductWrite run (4 at once, as for imports); the
  // body counts the runs from the log.
  templates: {
    only: ['firestore', 'functions'],
    web: false,
    body: 'scripts/bench/templates.mjs',
    functionsLog: true,
    env: { FUNCTIONS_EMULATOR_PARALLEL: '4' },
  },
  // The products screen in Chromium with the delete job, the product triggers and the purge jobs
  // on the Functions emulator (4 at once, as for imports); the body counts the runs from the log.
  bulk: {
    only: ['auth', 'firestore', 'functions', 'hosting'],
    web: true,
    body: 'scripts/bench/bulk.mjs',
    functionsLog: true,
    env: { FUNCTIONS_EMULATOR_PARALLEL: '4' },
  },
  // The bulk delete's steps timed one by one against the Firestore emulator alone.
  'bulk-profile': { only: ['firestore'], web: false, body: 'scripts/bench/bulk-profile.mjs' },
  // No Functions emulator: the catalogue is seeded complete, as an import writes it.
  products: {
    only: ['auth', 'firestore', 'hosting'],
    web: true,
    body: 'scripts/bench/products.mjs',
  },
};

const name = process.argv[2];
const bench = BENCHES[name];
if (!bench) {
  console.error(`usage: node scripts/bench.mjs ${Object.keys(BENCHES).join('|')}`);
  process.exit(2);
}
const harness = prepareEmulators(root);
const logFile = join(root, 'test-results', `bench-${name}-${harness.offset}.log`);
const ioLog = join(root, 'test-results', `bench-${name}-io-${harness.offset}.log`);
if (bench.countIo) {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(ioLog, '');
}
const env = {
  ...harness.env,
  NO_UPDATE_NOTIFIER: '1',
  QR_BENCH_PUBLIC_DIR: harness.publicDir,
  ...(bench.functionsLog ? { QR_BENCH_LOG: logFile } : {}),
  ...(bench.countIo
    ? {
        QR_BENCH_IO_LOG: ioLog,
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ''} --require ${join(root, 'scripts/bench/count-io.cjs')}`.trim(),
        QR_BENCH_SUMMARY: join(root, 'test-results', `bench-${name}-${harness.offset}.json`),
      }
    : {}),
  ...bench.env,
};
if ((await run('npm', ['run', 'build', '-w', 'functions'], { cwd: root, env })) !== 0)
  process.exit(1);
if (bench.web) {
  const outDir = join('..', harness.publicDir);
  const code = await run(
    'npm',
    ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      env,
    },
  );
  if (code !== 0) process.exit(1);
}
const mailCatcher = bench.mailCatcher ? await startMailCatcher(root, harness.mail) : null;
const [node, args] = firebaseCommand(root, [
  'emulators:exec',
  '--project',
  PROJECT_ID,
  '--config',
  harness.configFile,
  '--only',
  (bench.only ?? harness.only).join(','),
  '--log-verbosity',
  bench.functionsLog ? 'INFO' : 'QUIET',
  `${process.execPath} ${join(root, bench.body)}`,
]);
const emulators = startGroup(node, args, {
  cwd: root,
  env,
  ...(bench.functionsLog ? { stdio: ['ignore', 'pipe', 'inherit'] } : {}),
});
if (bench.functionsLog) {
  // Everything goes to the log; the functions' per-run lines are left off the console.
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const log = createWriteStream(logFile);
  for await (const line of createInterface({ input: emulators.child.stdout })) {
    // Each line stamped with when it arrived, for the timeline of slices and trigger runs.
    log.write(`${new Date().toISOString()} ${line}\n`);
    if (!/functions: (Beginning execution of|Finished) "/.test(line)) console.log(line);
  }
  log.end();
}
const code = await emulators.exited;
await emulators.stop();
await mailCatcher?.stop();
process.exit(code);
