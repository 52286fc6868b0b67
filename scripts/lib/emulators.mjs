// The emulator harness shared by `npm start` and `npm test`. Node builtins only.
//
// firebase.json is the one place ports live. Everything here derives from it:
// - QR_EMULATOR_PORT_OFFSET=N shifts every emulator port, the hosting port and the Vite ports by N,
//   so a second copy (npm test while npm start runs, or another engineer) does not collide. The
//   shifted config is written next to firebase.json, because firebase-tools resolves every path in
//   a config (rules, functions source, hosting public) from the directory the config file is in.
// - Firestore runs from firebase-tools' own cached jar when it has one, otherwise from Debian's
//   google-cloud-cli-firestore-emulator through a launcher jar (see launcher-jar.mjs).
// - Storage and the Emulator UI are downloads only: switched on only when already cached.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { writeLauncherJar } from './launcher-jar.mjs';

export const PROJECT_ID = 'demo-qr-reviews';
const FUNCTIONS_REGION = 'europe-west1';
const MIN_JAVA_MAJOR = 17;
export const VITE_DEV_PORT = 5173;
/**
 * The local mail catcher (MailDev): its SMTP port takes what the emulator-only mail delivery
 * sends, its web inbox shows it. Shifted by QR_EMULATOR_PORT_OFFSET like every other port.
 */
export const MAIL_CATCHER_PORTS = { smtp: 1025, web: 1080 };

/** The mail catcher's addresses for one port offset. */
export function mailCatcher(offset) {
  const smtp = MAIL_CATCHER_PORTS.smtp + offset;
  const web = MAIL_CATCHER_PORTS.web + offset;
  return {
    smtpPort: smtp,
    webPort: web,
    smtp: `127.0.0.1:${smtp}`,
    webUrl: `http://127.0.0.1:${web}`,
  };
}

/**
 * The local webhook receiver (webhook-receiver-server.mjs): what the app's webhooks send on the
 * emulators, for people and tests to read. Shifted by QR_EMULATOR_PORT_OFFSET too.
 */
export const WEBHOOK_RECEIVER_PORT = 1090;

/** The webhook receiver's address for one port offset. */
export function webhookReceiver(offset) {
  const port = WEBHOOK_RECEIVER_PORT + offset;
  return { port, url: `http://127.0.0.1:${port}` };
}

const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export function readPortOffset(env = process.env) {
  const raw = env.QR_EMULATOR_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`QR_EMULATOR_PORT_OFFSET must be a whole number 0–50000, got "${raw}"`);
  }
  return offset;
}

export function readFirebaseJson(root) {
  return JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
}

/** firebase.json with every emulator port shifted by `offset` and storage/UI switched as given. */
export function emulatorConfig(
  firebaseJson,
  { offset = 0, storage = false, ui = false, hostingPublic },
) {
  const config = structuredClone(firebaseJson);
  for (const entry of Object.values(config.emulators)) {
    if (entry && typeof entry === 'object' && typeof entry.port === 'number') entry.port += offset;
  }
  config.emulators.ui = { ...config.emulators.ui, enabled: ui };
  if (!storage) delete config.emulators.storage;
  if (hostingPublic) config.hosting = { ...config.hosting, public: hostingPublic };
  // The production mail extension is not emulated (its source is a download); the emulator-only
  // delivery worker and the mail catcher stand in for it.
  delete config.extensions;
  return config;
}

/** The emulators' addresses and the URLs the harness prints and polls, for one config. */
export function endpoints(config) {
  const at = (name) => {
    const entry = config.emulators[name];
    return entry ? `${entry.host ?? '127.0.0.1'}:${entry.port}` : null;
  };
  const functions = at('functions');
  return {
    auth: at('auth'),
    firestore: at('firestore'),
    functions,
    storage: at('storage'),
    hub: at('hub'),
    ui: config.emulators.ui?.enabled ? at('ui') : null,
    hostingUrl: `http://${at('hosting')}`,
    functionsBaseUrl: `http://${functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
    ports: Object.entries(config.emulators)
      .filter(([, entry]) => entry && typeof entry === 'object' && typeof entry.port === 'number')
      .filter(([name]) => name !== 'ui' || config.emulators.ui.enabled)
      .map(([name, entry]) => ({ name, port: entry.port })),
  };
}

/** Parses `java -version` output ("17.0.15", "21", "1.8.0_392") to a major version. */
export function javaMajor(versionOutput) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return null;
  const first = Number(match[1]);
  return first === 1 ? Number(match[2]) : first;
}

/** Returns a one-line problem with what to install, or null when Java will do. */
function checkJava() {
  const install =
    `install a Java ${MIN_JAVA_MAJOR}+ runtime (21 recommended), e.g. ` +
    '`sudo apt-get install openjdk-17-jre-headless` or Temurin 21 from adoptium.net, and put `java` on PATH';
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return `Java was not found. The Firebase emulators need it: ${install}.`;
  const output = `${result.stderr}${result.stdout}`;
  const major = javaMajor(output);
  if (major === null) return `Could not read the Java version from \`java -version\`: ${install}.`;
  if (major < MIN_JAVA_MAJOR)
    return `Java ${major} is too old for the Firebase emulators: ${install}.`;
  return null;
}

function firebaseToolsCacheDir(env) {
  return env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

function downloadableInfo(root) {
  const file = join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * What is available on this machine. `env` is the environment firebase-tools will get; returns the
 * extra variables it needs, whether storage and the UI can start, and one-line notices.
 */
function detectEmulators(root, env = process.env) {
  const info = downloadableInfo(root);
  const cache = firebaseToolsCacheDir(env);
  const extraEnv = {};
  const notices = [];

  let firestore;
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) {
    firestore = 'FIRESTORE_EMULATOR_BINARY_PATH';
  } else if (existsSync(join(cache, info.firestore.downloadPathRelativeToCacheDir))) {
    firestore = 'firebase-tools cache';
  } else if (existsSync(DEBIAN_FIRESTORE_JAR)) {
    const launcher = join(root, '.cache', 'emulators', 'firestore-launcher.jar');
    writeLauncherJar(launcher, {
      mainClass: FIRESTORE_MAIN_CLASS,
      classPath: DEBIAN_FIRESTORE_JAR,
    });
    extraEnv.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    firestore = 'Debian google-cloud-cli-firestore-emulator';
  } else {
    firestore = 'download';
    notices.push(
      'Firestore emulator: not cached; firebase-tools will download it now (needs internet). ' +
        'Offline, install Debian/Ubuntu package google-cloud-cli-firestore-emulator instead.',
    );
  }

  const storage =
    Boolean(env.STORAGE_EMULATOR_BINARY_PATH) ||
    existsSync(join(cache, info.storage.downloadPathRelativeToCacheDir));
  if (!storage) {
    notices.push(
      'Storage emulator: off (its rules runtime is a download not cached on this machine); ' +
        'the app runs without it. Run `npx firebase setup:emulators:storage` once online to enable it.',
    );
  }
  const ui = existsSync(join(cache, info.ui.main.binaryPathRelativeToCacheDir));
  if (!ui) {
    notices.push(
      'Emulator UI: off (a download not cached on this machine). ' +
        'Run `npx firebase setup:emulators:ui` once online to enable it.',
    );
  }
  return { firestore, storage, ui, extraEnv, notices };
}

/** Where the built web app for this offset lives (relative to the repo root). */
export function webDistDir(offset) {
  // Each offset gets its own build: the bundle embeds the emulator ports it talks to.
  return offset === 0 ? 'web/dist' : `web/dist-${offset}`;
}

/**
 * The Firestore emulator's JVM options (JDK_JAVA_OPTIONS, read by the `java` launcher only), unless
 * the caller set their own: C1 only (`-XX:TieredStopAtLevel=1`). The emulator runs for minutes,
 * where the C2 compiler's work never pays back: the rules tests took 38 CPU-seconds of Java instead
 * of 64, and 30,000 writes 7.5 instead of 17 (docs/decisions.md, "Tests run together").
 */
export function firestoreJvmOptions(env = process.env) {
  return env.JDK_JAVA_OPTIONS ?? '-XX:TieredStopAtLevel=1';
}

/**
 * Everything a firebase-tools run needs: checks Java, detects what can start, writes the shifted
 * config and returns the CLI arguments and environment. Throws Error with a one-line message.
 */
export function prepareEmulators(root, { env = process.env, hostingPublic } = {}) {
  const javaProblem = checkJava();
  if (javaProblem) throw new Error(javaProblem);
  const offset = readPortOffset(env);
  const detected = detectEmulators(root, env);
  const publicDir = hostingPublic ?? webDistDir(offset);
  const config = emulatorConfig(readFirebaseJson(root), {
    offset,
    storage: detected.storage,
    ui: detected.ui,
    hostingPublic: publicDir,
  });
  // Root-level on purpose (see top of file); gitignored.
  const configFile = `firebase.emulators-${offset}.local.json`;
  writeFileSync(join(root, configFile), `${JSON.stringify(config, null, 2)}\n`);
  const only = [
    'auth',
    'firestore',
    'functions',
    'hosting',
    ...(detected.storage ? ['storage'] : []),
  ];
  return {
    offset,
    config,
    configFile,
    only,
    publicDir,
    endpoints: endpoints(config),
    notices: detected.notices,
    storage: detected.storage,
    ui: detected.ui,
    firestoreSource: detected.firestore,
    mail: mailCatcher(offset),
    webhooks: webhookReceiver(offset),
    env: {
      ...env,
      ...detected.extraEnv,
      QR_EMULATOR_PORT_OFFSET: String(offset),
      JDK_JAVA_OPTIONS: firestoreJvmOptions(env),
      // The Functions emulator passes its environment on to the functions: the delivery worker
      // sends to this SMTP server, tests read the catcher's inbox.
      QR_MAIL_SMTP: mailCatcher(offset).smtp,
      QR_MAIL_CATCHER_URL: mailCatcher(offset).webUrl,
      // Tests read what the app's webhooks sent here.
      QR_WEBHOOK_RECEIVER_URL: webhookReceiver(offset).url,
      // The alert follow-up window on the emulators (ten minutes in production), unless set.
      QR_ALERT_WINDOW_SECONDS: env.QR_ALERT_WINDOW_SECONDS ?? '20',
      // How long firebase-tools waits for the functions' code to load and name its functions
      // (30 s by default), unless set: on a loaded 2-core machine it took longer.
      FUNCTIONS_DISCOVERY_TIMEOUT: env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
      // The hub's locator file lives in the temp dir, keyed by project id only: give each offset
      // its own so two suites for demo-qr-reviews do not overwrite each other's.
      TMPDIR: ensureDir(join(root, '.cache', 'emulators', `tmp-${offset}`)),
    },
  };
}

function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** `node …/firebase.js <args>`: no npx wrapper between us and the process we signal. */
export function firebaseCommand(root, args) {
  return [
    process.execPath,
    [join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'), ...args],
  ];
}
