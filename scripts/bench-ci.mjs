// `npm run bench:ci`: the busy-day benchmarks in a small size, one after the other, as CI runs
// them after `npm test` (.ci/run; docs/benchmarks/README.md, "In CI"). Each still checks
// everything it wrote and read back; its timings are printed but not held to their targets,
// since a shared CI machine's timings are noise, and no figures file is written
// (QR_BENCH_CHECKS_ONLY). The full sizes are each `npm run bench:*` on its own.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each benchmark and the sizes it runs at here (CI=true sets the rest's small defaults). */
const RUNS = [
  // Two imports of 300 rows into one seller, its products screen against a 20-product seller's.
  ['catalogue', { BENCH_IMPORTS: '2', BENCH_ROWS: '300', BENCH_VISITS: '3' }],
  // A template applied to 300 products, changed and removed.
  ['templates', { BENCH_PRODUCTS: '300' }],
  // 400 products: 200 deleted by a search, every product exported before and after.
  ['bulk', {}],
  // 50 reviews a second, 20 s at the minimum and 20 s with half below it.
  ['rush', {}],
];

const results = [];
for (const [name, sizes] of RUNS) {
  console.log(`\n▸ bench:${name} (${JSON.stringify(sizes)})`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, ['scripts/bench.mjs', name], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...sizes, CI: 'true', QR_BENCH_CHECKS_ONLY: '1' },
  });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}
console.log('');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? '✔' : '✖'} bench:${name} (${seconds.toFixed(0)} s)`);
}
process.exit(results.every(({ ok }) => ok) ? 0 : 1);
