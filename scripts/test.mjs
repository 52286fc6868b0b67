#!/usr/bin/env node
// `npm test`: every vitest project (unit, web, emulator, e2e) in one run inside the real emulators,
// closing with the line CI reads: `N passed, N failed[, N skipped]`.
//
//   npm test                          install if needed, type-check, lint, check formatting,
//                                     build functions + web, run everything
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
const { run, startGroup } = await import('./lib/processes.mjs');
const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
const { startWebhookReceiver } = await import('./lib/webhook-receiver.mjs');
const { countResults, readReport, summaryLine, verdict } = await import('./lib/summary.mjs');

const NO_EMULATOR_PROJECTS = new Set(['unit', 'web']);

const STATIC_CHECKS = [
  ['Type-checking functions and web (tsc --noEmit)', 'npm', ['run', 'typecheck']],
  ['Linting (eslint)', 'npm', ['run', 'lint']],
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
  const vitestArgs = process.argv.slice(2);
  const projects = selectedProjects(vitestArgs);
  const needsEmulators =
    projects.length === 0 || projects.some((p) => !NO_EMULATOR_PROJECTS.has(p));
  const offset = readPortOffset();
  const reportFile = join(root, 'test-results', `vitest-${offset}.json`);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  rmSync(reportFile, { force: true });
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
    return finish(countResults(readReport(reportFile)), code, startedAt);
  }

  // A full run (no vitest arguments) also holds the code to the project's static standards.
  if (vitestArgs.length === 0) {
    for (const [label, command, args] of STATIC_CHECKS) {
      console.log(`▸ ${label}`);
      if ((await run(command, args, { cwd: root })) !== 0) {
        console.error(`✖ ${label} failed (see above).`);
        return finish(null, 1, startedAt);
      }
    }
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

  console.log('▸ Building functions (tsc)');
  if ((await run('npm', ['run', 'build', '-w', 'functions'], { cwd: root, env })) !== 0) {
    console.error('✖ The functions build failed (see above).');
    return finish(null, 1, startedAt);
  }
  console.log(`▸ Building web into ${harness.publicDir} for the hosting emulator`);
  const outDir = relative(join(root, 'web'), join(root, harness.publicDir));
  const webBuild = await run(
    'npm',
    ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: root,
      env,
    },
  );
  if (webBuild !== 0) {
    console.error('✖ The web build failed (see above).');
    return finish(null, 1, startedAt);
  }

  console.log(`▸ Starting the mail catcher (MailDev) at ${harness.mail.webUrl}`);
  let mailCatcher;
  try {
    mailCatcher = await startMailCatcher(root, harness.mail);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    return finish(null, 1, startedAt);
  }
  console.log(`▸ Starting the webhook receiver at ${harness.webhooks.url}`);
  let webhookReceiver;
  try {
    webhookReceiver = await startWebhookReceiver(root, harness.webhooks);
  } catch (error) {
    console.error(`✖ ${error.message}`);
    await mailCatcher.stop();
    return finish(null, 1, startedAt);
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
    [process.execPath, ...vitest].map(shellQuote).join(' '),
  ]);
  // Own process group + supervisor: on Ctrl-C (or a kill of this script) the emulators shut down
  // cleanly, and no functions worker or Java process outlives the run.
  const emulators = startGroup(node, firebaseArgs, { cwd: root, env });
  const interrupt = async () => {
    await emulators.stop({ first: 'SIGINT', graceMs: 20_000 });
    await mailCatcher.stop();
    await webhookReceiver.stop();
    finish(countResults(readReport(reportFile)), 130, startedAt);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.once(signal, () => void interrupt());
  const code = await emulators.exited;
  await emulators.stop();
  await mailCatcher.stop();
  await webhookReceiver.stop();
  finish(countResults(readReport(reportFile)), code, startedAt);
}

await main();
