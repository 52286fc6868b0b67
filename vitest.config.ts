import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest projects (scripts/test.mjs runs them inside the emulators):
 * - unit:      pure TypeScript (shared module, functions domain code, scripts); no emulator
 * - web:       React components and hooks in jsdom; no emulator
 * - emulator:  security rules and functions' code against the real Firestore/Auth emulators,
 *              each file under a project id of its own
 * - functions: the deployed functions on the Functions emulator (HTTP calls and triggers), in
 *              the app's demo project
 * - e2e:       the built app in Debian's Chromium (playwright-core) against the emulators; its
 *              global setup writes the product list test's 1,000 products with the triggers paused
 * `npx vitest run --project unit --project web` is the quick loop that needs nothing running.
 *
 * groupOrder orders the groups of one vitest run (unit+web, emulator, functions, e2e).
 * The full `npm test` runs them in two stages instead (scripts/lib/suites.mjs): functions beside
 * emulator and unit+web, before any browser has run (the Firestore emulator keeps a closed page's
 * query listeners, and later writes pay for them), then e2e.
 * Workers: unit and web keep vitest's default (one fewer than the cores: one on a 2-core CI
 * machine); with two, jsdom tests with short waits timed out on a loaded 2-core machine. The
 * emulator files run on every core: each clears and reads only its own project id, and they
 * mostly wait on the emulator. The functions files run one at a time: the Functions emulator
 * starts a Node process per request in flight, and on two cores two files' bursts starve each
 * other's requests past their timeouts. The browser tests run two at a time (each its own
 * Chromium and sellers); none pauses the triggers (their events would be dropped meanwhile).
 * Isolation: unit, web, emulator and e2e files share their worker's modules (isolate: false).
 * The run is bound by CPU, and a new worker, jsdom and the Firebase SDKs or playwright-core for
 * each file cost about half of these projects' CPU. web/src/testing/setup.ts gives each web file
 * freshly evaluated app modules and puts back timers, globals and the address; each emulator
 * file uses a project id of its own, each browser file its own Chromium and sellers
 * (docs/decisions.md, "Tests run together").
 */
const CORES = availableParallelism();

const root = fileURLToPath(new URL('.', import.meta.url));

/** A test file that works in the app's demo project, where the deployed functions run. */
const USES_FUNCTIONS = /DEMO_PROJECT_ID|review-api-env|cases-env/;

/** The emulator test files (paths from the repo root) that use the Functions emulator. */
function functionsTestFiles(): string[] {
  const candidates = [
    ...readdirSync(`${root}functions/test`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `functions/test/${file}`),
    ...readdirSync(`${root}web/src`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.emulator.test.ts'))
      .map((file) => `web/src/${file}`),
  ];
  return candidates.filter((file) => USES_FUNCTIONS.test(readFileSync(`${root}${file}`, 'utf8')));
}
const FUNCTIONS_TESTS = functionsTestFiles();

const EMULATOR_TESTS = ['functions/test/**/*.test.ts', 'web/src/**/*.emulator.test.ts'];

// The product paging test runs the web app's query builders against the emulator.
const EMULATOR_ALIASES = {
  '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./web/src', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          isolate: false,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
          exclude: ['src/**/*.emulator.test.ts'],
          setupFiles: ['./src/testing/setup.ts'],
          isolate: false,
          // Above the 10 s that findBy* and waitFor wait (src/testing/setup.ts).
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: EMULATOR_ALIASES },
        test: {
          name: 'emulator',
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: CORES,
          isolate: false,
          include: EMULATOR_TESTS,
          exclude: FUNCTIONS_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: EMULATOR_ALIASES },
        test: {
          name: 'functions',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: FUNCTIONS_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 3 },
          maxWorkers: 2,
          isolate: false,
          include: ['web/e2e/**/*.test.ts'],
          // Writes the big catalogue with the triggers paused, before any browser test runs.
          globalSetup: ['web/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
