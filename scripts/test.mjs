#!/usr/bin/env node
// `npm test`: every vitest project (unit, web, emulator, functions, e2e) inside the real emulators,
// closing with the line CI reads: `N passed, N failed[, N skipped]`. The full run runs them in
// stages, some side by side (scripts/lib/suites.mjs); with arguments, one vitest run.
//
//   npm test                          install if needed, build functions + web, run everything;
//                                     type-check, lint and check formatting beside the tests
//   npm test -- --project unit        extra arguments go to vitest; selecting only the unit/web
//                                     projects skips the builds and the emulators
//   QR_EMULATOR_PORT_OFFSET=100 npm test   run beside `npm start` (README, "Ports")
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);

const { firebaseCommand, prepareEmulators, PROJECT_ID, readPortOffset } =
  await import('./lib/emulators.mjs');
const { IDLE_PRIORITY, run, runSteps, startGroup } = await import('./lib/processes.mjs');
const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
const { startWebhookReceiver } = await import('./lib/webhook-receiver.mjs');
const { countResults, readReport, sumCounts, summaryLine, verdict } =
  await import('./lib/summary.mjs');
const { reportFiles } = await import('./lib/suites.mjs');

const NO_EMULATOR_PROJECTS = new Set(['unit', 'web']);

// Longest first: the checks share two workers (runSteps).
const STATIC_CHECKS = [
  ['Type-checking web (tsc --noEmit)', 'npm', ['run', 'typecheck', '-w', 'web']],
  ['Linting (eslint)', 'npm', ['run', 'lint']],
  ['Type-checking functions (tsc --noEmit)', 'npm', ['run', 'typecheck', '-w', 'functions']],
  ['Checking formatting (prettier)', 'npm', ['run', 'format:check']],
];

/** Values of --project / --project=x in vitest arguments. */
function selectedProjects(args) {
  const projects = [];
  args.forEach((arg, index) => {
    if (arg === '--project' && args[index + 1]) projects.push(args[index + 1]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects;
}

/** The projects a selected project brings along: each is one suite split by how its files run. */
const COMPANIONS = { emulator: 'functions' };

/**
 * `--project emulator` also selects `functions`: the suite is two projects, one running its files
 * side by side and one one at a time (vitest.config.ts), and a file path finds its own.
 */
function withCompanionProjects(args) {
  const expanded = [];
  args.forEach((arg, index) => {
    expanded.push(arg);
    const companion = COMPANIONS[arg];
    if (companion && args[index - 1] === '--project' && !args.includes(companion)) {
      expanded.push('--project', companion);
    } else if (arg.startsWith('--project=')) {
      const other = COMPANIONS[arg.slice('--project='.length)];
      if (other && !args.includes(`--project=${other}`)) expanded.push(`--project=${other}`);
    }
  });
  return expanded;
}

const shellQuote = (arg) =>
  /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;

function finish(counts, runnerExitCode, startedAt) {
  const result = verdict(counts, runnerExitCode);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  if (result.reason) console.error(`✖ ${result.reason}`);
  console.log(`npm test took ${seconds} s`);
  console.log(summaryLine(counts ?? { passed: 0, failed: 0, skipped: 0 }));
  process.exit(result.ok ? 0 : 1);
}

async function main() {
  const startedAt = Date.now();
  const vitestArgs = withCompanionProjects(process.argv.slice(2));
  const projects = selectedProjects(vitestArgs);
  const needsEmulators =
    projects.length === 0 || projects.some((p) => !NO_EMULATOR_PROJECTS.has(p));
  const offset = readPortOffset();
  const fullRun = vitestArgs.length === 0;
  const reportFile = join(root, 'test-results', `vitest-${offset}.json`);
  const reports = fullRun ? reportFiles(reportFile.replace(/\.json$/, '')) : [reportFile];
  mkdirSync(join(root, 'test-results'), { recursive: true });
  for (const file of [reportFile, ...reports]) rmSync(file, { force: true });
  const counts = () => sumCounts(reports.map((file) => countResults(readReport(file))));
  const vitest = [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...vitestArgs,
  ];

  if (!needsEmulators) {
    const code = await run(process.execPath, vitest, { cwd: root });
    return finish(counts(), code, startedAt);
  }

  let harness;
  try {
    harness = prepareEmulators(root);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    return finish(null, 1, startedAt);
  }
  for (const notice of harness.notices) console.log(`ℹ ${notice}`);
  const env = { ...harness.env, NO_UPDATE_NOTIFIER: '1' };

  // Both builds first, side by side: the emulators serve them. The web build is Vite's alone: web's
  // `build` script type-checks first, which the full run's checks do.
  const outDir = relative(join(root, 'web'), join(root, harness.publicDir));
  const failedBuilds = await runSteps(
    [
      {
        label: 'Building functions (tsc)',
        command: 'npm',
        args: ['run', 'build', '-w', 'functions'],
        options: { cwd: root, env },
      },
      {
        label: `Building web into ${harness.publicDir} for the hosting emulator (vite)`,
        command: process.execPath,
        args: [
          join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--outDir',
          outDir,
          '--emptyOutDir',
        ],
        options: { cwd: join(root, 'web'), env },
      },
    ],
    2,
  );
  if (failedBuilds.length > 0) {
    console.error(`✖ ${failedBuilds.join('; ')}: failed (see above).`);
    return finish(null, 1, startedAt);
  }

  // A full run (no vitest arguments) also holds the code to the project's static standards. The
  // checks run beside the tests at the lowest CPU priority, on the time the tests leave the cores
  // idle (the functions files mostly wait on triggers and alert windows), instead of before them.
  // Their verdict counts at the end.
  const stopChecks = new AbortController();
  const checksFailed = fullRun
    ? runSteps(
        STATIC_CHECKS.map(([label, command, args]) => ({
          label,
          command,
          args,
          options: { cwd: root, signal: stopChecks.signal },
        })),
        2,
        IDLE_PRIORITY,
      )
    : Promise.resolve([]);
  /** The run's exit code with the checks' verdict. */
  const withChecks = async (code) => {
    const failed = await checksFailed;
    if (failed.length > 0) console.error(`✖ ${failed.join('; ')}: failed (see above).`);
    return failed.length > 0 ? code || 1 : code;
  };

  console.log(`▸ Starting the mail catcher (MailDev) at ${harness.mail.webUrl}`);
  let mailCatcher;
  try {
    mailCatcher = await startMailCatcher(root, harness.mail);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    return finish(null, await withChecks(1), startedAt);
  }
  console.log(`▸ Starting the webhook receiver at ${harness.webhooks.url}`);
  let webhookReceiver;
  try {
    webhookReceiver = await startWebhookReceiver(root, harness.webhooks);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    await mailCatcher.stop();
    return finish(null, await withChecks(1), startedAt);
  }

  console.log(`▸ Starting emulators (${harness.only.join(', ')}) and running vitest inside them`);
  const [node, firebaseArgs] = firebaseCommand(root, [
    'emulators:exec',
    '--project',
    PROJECT_ID,
    '--config',
    harness.configFile,
    '--only',
    harness.only.join(','),
    // Warnings, errors and functions' own output; not every hosting request.
    '--log-verbosity',
    'QUIET',
    (fullRun
      ? [process.execPath, join(root, 'scripts/lib/suites.mjs'), reportFile.replace(/\.json$/, '')]
      : [process.execPath, ...vitest]
    )
      .map(shellQuote)
      .join(' '),
  ]);
  // Own process group + supervisor: on Ctrl-C (or a kill of this script) the emulators shut down
  // cleanly, and no functions worker or Java process outlives the run.
  const emulators = startGroup(node, firebaseArgs, { cwd: root, env });
  const interrupt = async () => {
    stopChecks.abort();
    await emulators.stop({ first: 'SIGINT', graceMs: 20_000 });
    await mailCatcher.stop();
    await webhookReceiver.stop();
    finish(counts(), 130, startedAt);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => void interrupt());
  const code = await emulators.exited;
  await emulators.stop();
  await mailCatcher.stop();
  await webhookReceiver.stop();
  finish(counts(), await withChecks(code), startedAt);
}

await main();
