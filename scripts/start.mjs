#!/usr/bin/env node
// `npm start`: the whole app on this machine, offline, against the real Firebase emulators.
// Installs what is missing, builds functions (and keeps `tsc --watch` running so the Functions
// emulator reloads), starts the emulators, seeds the demo data, serves the web app with Vite and
// prints the URLs. Ctrl-C stops every process it started.
import { existsSync, mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstalled(root);

const { firebaseCommand, prepareEmulators, PROJECT_ID, VITE_DEV_PORT } =
  await import('./lib/emulators.mjs');
const { httpOk, portIsFree, run, startGroup, waitFor } = await import('./lib/processes.mjs');
const { startMailCatcher } = await import('./lib/mail-catcher.mjs');
const { startWebhookReceiver } = await import('./lib/webhook-receiver.mjs');

const children = { firebase: null, tsc: null, vite: null, mail: null, webhooks: null };
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log(
    '\n▸ Stopping the dev server, tsc --watch, the mail catcher, the webhook receiver and the emulators…',
  );
  await Promise.all([
    children.vite?.stop(),
    children.tsc?.stop(),
    children.mail?.stop(),
    children.webhooks?.stop(),
    // firebase-tools stops its emulators (and their Java processes) cleanly on one SIGINT.
    children.firebase?.stop({ first: 'SIGINT', graceMs: 20_000 }),
  ]);
  console.log('✔ Stopped.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));

function fail(message) {
  console.error(`✖ ${message}`);
  return shutdown(1);
}

/** Prints a child's output lines with a prefix, keeping only those `keep` accepts. */
function pipeLines(stream, prefix, keep = () => true) {
  createInterface({ input: stream }).on('line', (line) => {
    if (keep(line)) console.log(`${prefix} ${line}`);
  });
}

async function main() {
  const startedAt = Date.now();
  let harness;
  try {
    harness = prepareEmulators(root);
  } catch (error) {
    return fail(error.message);
  }
  for (const notice of harness.notices) console.log(`ℹ ${notice}`);
  const { endpoints, env: harnessEnv, offset } = harness;
  const env = { ...harnessEnv, NO_UPDATE_NOTIFIER: '1' };
  const vitePort = VITE_DEV_PORT + offset;

  for (const { name, port } of [...endpoints.ports, { name: 'vite', port: vitePort }]) {
    if (!(await portIsFree(port))) {
      return fail(
        `Port ${port} (${name}) is in use: is another \`npm start\` or \`npm test\` running? ` +
          'Stop it, or run this copy with QR_EMULATOR_PORT_OFFSET=100 (README, "Ports").',
      );
    }
  }

  console.log('▸ Building functions (tsc)');
  if ((await run('npm', ['run', 'build', '-w', 'functions'], { cwd: root, env })) !== 0) {
    return fail('The functions build failed (see above).');
  }
  const { DEMO_SELLER } = await import('../functions/lib/shared/demo.js');

  const publicDir = join(root, harness.publicDir);
  if (!existsSync(join(publicDir, 'index.html'))) {
    console.log(
      `▸ ${harness.publicDir} is missing: building the web app once for the Hosting emulator ` +
        '(later: `npm run build -w web` to refresh it; the Vite dev server needs no build)',
    );
    const outDir = relative(join(root, 'web'), publicDir);
    const code = await run('npm', ['run', 'build', '-w', 'web', '--', '--outDir', outDir], {
      cwd: root,
      env,
    });
    if (code !== 0) console.warn('⚠ The web build failed; Hosting serves nothing until it builds.');
    mkdirSync(publicDir, { recursive: true });
  }

  console.log('▸ Starting the mail catcher (MailDev)');
  try {
    children.mail = await startMailCatcher(root, harness.mail);
  } catch (error) {
    return fail(error.message);
  }
  console.log('▸ Starting the webhook receiver');
  try {
    children.webhooks = await startWebhookReceiver(root, harness.webhooks);
  } catch (error) {
    return fail(error.message);
  }

  console.log(`▸ Starting emulators: ${harness.only.join(', ')}${harness.ui ? ', ui' : ''}`);
  const emulatorsStartedAt = Date.now();
  const [node, firebaseArgs] = firebaseCommand(root, [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    harness.configFile,
    '--only',
    harness.only.join(','),
  ]);
  children.firebase = startGroup(node, firebaseArgs, { cwd: root, env });
  let firebaseExit = null;
  void children.firebase.exited.then((code) => {
    firebaseExit = `firebase-tools exited with code ${code}`;
    if (!stopping) void fail(`The emulators stopped (${firebaseExit}); see the output above.`);
  });

  try {
    await waitFor(
      async () => {
        const response = await fetch(`http://${endpoints.hub}/emulators`);
        const running = Object.keys(await response.json());
        return harness.only.every((name) => running.includes(name));
      },
      { timeoutMs: 180_000, what: 'Emulators', abort: () => firebaseExit },
    );
    // The Functions emulator lists itself before it has loaded our code. One patient request:
    // every concurrent request would cold-start a worker process of its own.
    await waitFor(() => httpOk(`${endpoints.functionsBaseUrl}/health`, 60_000), {
      timeoutMs: 120_000,
      what: 'Functions emulator (health function)',
      abort: () => firebaseExit,
    });
  } catch (error) {
    return fail(error.message);
  }
  const emulatorSeconds = ((Date.now() - emulatorsStartedAt) / 1000).toFixed(1);
  console.log(`✔ Emulators ready in ${emulatorSeconds} s`);

  console.log('▸ Seeding demo data');
  const seedCode = await run(process.execPath, [join(root, 'functions/lib/dev/seed.js')], {
    cwd: root,
    env: {
      ...env,
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: endpoints.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: endpoints.auth,
      // SEED_PRODUCTS (in env) adds a catalogue; its triggers are paused through the hub.
      FIREBASE_EMULATOR_HUB: endpoints.hub,
    },
  });
  if (seedCode !== 0) return fail('Seeding failed (see above).');

  // Rebuild functions on change; the Functions emulator reloads from functions/lib by itself.
  children.tsc = startGroup(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(root, 'functions/tsconfig.build.json'),
      '--watch',
      '--preserveWatchOutput',
    ],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  pipeLines(
    children.tsc.child.stdout,
    '[functions tsc]',
    (line) => /error|Found \d+ error/.test(line) && !/Found 0 errors/.test(line),
  );
  pipeLines(children.tsc.child.stderr, '[functions tsc]');

  children.vite = startGroup(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: join(root, 'web'),
    env,
  });
  void children.vite.exited.then((code) => {
    if (!stopping) void fail(`The Vite dev server exited with code ${code}.`);
  });
  const appUrl = `http://127.0.0.1:${vitePort}/`;
  try {
    await waitFor(() => httpOk(appUrl), { timeoutMs: 60_000, what: 'Vite dev server' });
  } catch (error) {
    return fail(error.message);
  }

  const rebuildHint = offset
    ? `QR_EMULATOR_PORT_OFFSET=${offset} npm run build -w web -- --outDir ${relative(join(root, 'web'), publicDir)}`
    : 'npm run build -w web';
  const line = '─'.repeat(78);
  console.log(`
${line}
  QR Reviews is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s, emulators ${emulatorSeconds} s)

  App (Vite dev server, hot reload)   ${appUrl}
  Built app on the Hosting emulator   ${endpoints.hostingUrl}/   (${harness.publicDir}; refresh: ${rebuildHint})
  Emulator UI                         ${endpoints.ui ? `http://${endpoints.ui}/` : 'off (not cached on this machine, see above)'}
  Emulator hub                        http://${endpoints.hub}/emulators
  Functions                           ${endpoints.functionsBaseUrl}/<function>   (/api on the dev server)
  Storage emulator                    ${endpoints.storage ? endpoints.storage : 'off (not cached on this machine, see above)'}
  Mail catcher (MailDev inbox)        ${harness.mail.webUrl}/   (SMTP ${harness.mail.smtp}; every email the app sends)
  Webhook receiver                    ${harness.webhooks.url}/   (add ${harness.webhooks.url}/hooks/<name> as a webhook; /status/500 fails)

  Sign in: on /login use the demo sign-in (emulators only), or 'Sign in with Google' and pick
  ${DEMO_SELLER.displayName} <${DEMO_SELLER.email}> in the emulator's popup: the seeded products are theirs.

  Ctrl-C stops everything.
${line}`);
}

await main();
