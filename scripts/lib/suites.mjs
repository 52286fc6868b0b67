#!/usr/bin/env node
// `npm test`'s full run, inside `firebase emulators:exec` (scripts/test.mjs): the vitest projects
// in stages, each stage's runs side by side, each run writing its own JSON report.
//
//   node scripts/lib/suites.mjs <report prefix>   writes <prefix>-<run>.json for every run
//
// Stage 1: the emulator files on every core, the functions files (one at a time) and unit + web,
// before any browser has run: the Firestore emulator keeps a closed page's query listeners for
// good, and every later write to a collection one of them watched costs a scan of it (measured:
// 6,000 writes with one such listener took 23 CPU-seconds of the emulator instead of 6). The
// emulator files work in projects of their own; the functions files mostly wait (alert windows,
// triggers, mail) while unit + web compute. Stage 2: the browser tests two at a time, after
// their global setup wrote the big catalogue with the triggers paused (web/e2e/global-setup.ts),
// while nothing else ran in the app's demo project. Exits non-zero when any run did.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const vitest = fileURLToPath(new URL('../../node_modules/vitest/vitest.mjs', import.meta.url));

/**
 * The stages, in order; the runs of a stage side by side. The first run of a stage prints as it
 * goes, the others when they end.
 */
export const STAGES = [
  [
    { name: 'functions', projects: ['functions'] },
    { name: 'emulator', projects: ['emulator'] },
    { name: 'unit-web', projects: ['unit', 'web'] },
  ],
  [{ name: 'e2e', projects: ['e2e'] }],
];

/** Every run's report file, for scripts/test.mjs to count. */
export const reportFiles = (prefix) => STAGES.flat().map((suite) => `${prefix}-${suite.name}.json`);

function runVitest(suite, prefix, live) {
  const args = [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${prefix}-${suite.name}.json`,
    ...suite.projects.flatMap((project) => ['--project', project]),
  ];
  return new Promise((resolve) => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      console.error(`✖ Could not run vitest (${suite.name}): ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
      if (chunks.length > 0) process.stdout.write(Buffer.concat(chunks).toString());
      console.log(`▸ vitest ${suite.projects.join(' + ')} took ${seconds} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const prefix = process.argv[2];
  if (!prefix) {
    console.error('usage: node scripts/lib/suites.mjs <report prefix>');
    process.exit(2);
  }
  let failed = false;
  for (const stage of STAGES) {
    console.log(`▸ Running side by side: ${stage.map((suite) => suite.name).join(', ')}`);
    const codes = await Promise.all(
      stage.map((suite, index) => runVitest(suite, prefix, index === 0)),
    );
    failed ||= codes.some((code) => code !== 0);
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
