#!/usr/bin/env node
// Benchmarks against the real emulators on loopback (never a timed test):
//   npm run bench:counters    50 page opens per second on one product for a minute: no count lost
//   npm run bench:dashboard   reads per dashboard view and time to interactive, in Chromium
//   npm run bench:products    the product list at 20 to 100,000 products, in Chromium
// Each builds what it needs, starts its own emulators (QR_EMULATOR_PORT_OFFSET applies) and
// stops them; every loop is bounded in count and time.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);
const { firebaseCommand, prepareEmulators, PROJECT_ID } = await import('./lib/emulators.mjs');
const { run, startGroup } = await import('./lib/processes.mjs');

const BENCHES = {
  counters: { only: ['firestore'], web: false, body: 'scripts/bench/counters.mjs' },
  dashboard: { only: null, web: true, body: 'scripts/bench/dashboard.mjs' },
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
const env = { ...harness.env, NO_UPDATE_NOTIFIER: '1' };
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
const [node, args] = firebaseCommand(root, [
  'emulators:exec',
  '--project',
  PROJECT_ID,
  '--config',
  harness.configFile,
  '--only',
  (bench.only ?? harness.only).join(','),
  '--log-verbosity',
  'QUIET',
  `${process.execPath} ${join(root, bench.body)}`,
]);
const emulators = startGroup(node, args, { cwd: root, env });
const code = await emulators.exited;
await emulators.stop();
process.exit(code);
