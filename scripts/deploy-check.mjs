#!/usr/bin/env node
// `npm run deploy:check -- --project <alias or id>`: every check a deploy can fail on, offline and
// before any credential is needed (docs/deploy.md, "The deploy check"). In order, cheapest first:
//   1. the project is a real one: not `demo-…`, not the .firebaserc placeholder;
//   2. the production env file (web/.env.production.local or web/.env.production) is present,
//      has every VITE_FIREBASE_* value and names the same project;
//   3. the web app builds for production into web/dist (what Hosting deploys; byte budgets);
//   4. in the emulators (scripts/test.mjs): the functions build and load, firestore.rules
//      compiles, and every query shape the screens run has its index in firestore.indexes.json.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectProblem, resolveProject, webEnvProblems } from './lib/deploy-checks.mjs';
import { run } from './lib/processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The tests that hold what a deploy needs from rules and indexes (vitest project "emulator"). */
const EMULATOR_CHECKS = [
  'functions/test/rules/rules-compile.test.ts',
  'functions/test/rules/indexes.test.ts',
];

function projectArgument(args) {
  const index = args.indexOf('--project');
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith('--project='))?.slice('--project='.length);
}

function fail(message) {
  console.error(`✖ deploy:check: ${message}`);
  process.exit(1);
}

async function main() {
  const firebaserc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8'));
  const projectId = resolveProject(projectArgument(process.argv.slice(2)), firebaserc);
  const problem = projectProblem(projectId);
  if (problem) fail(problem);
  console.log(`▸ Deploy checks for ${projectId}`);

  const envFile = ['web/.env.production.local', 'web/.env.production'].find((file) =>
    existsSync(join(root, file)),
  );
  if (!envFile) fail('the production env file web/.env.production.local is missing');
  const envProblems = webEnvProblems(readFileSync(join(root, envFile), 'utf8'), envFile, projectId);
  if (envProblems.length > 0) fail(envProblems.join('; '));
  console.log(`✔ ${envFile} names ${projectId}`);

  console.log('▸ Building the web app for production (web/dist)');
  if ((await run('npm', ['run', 'build', '-w', 'web'], { cwd: root })) !== 0) {
    fail('the web build failed (see above)');
  }

  console.log('▸ Functions build and load, rules compile, indexes (in the emulators)');
  const code = await run(
    process.execPath,
    [join(root, 'scripts/test.mjs'), '--project', 'emulator', ...EMULATOR_CHECKS],
    { cwd: root },
  );
  if (code !== 0) fail('the emulator checks failed (see above)');
  console.log(`✔ Ready to deploy to ${projectId}`);
}

await main();
