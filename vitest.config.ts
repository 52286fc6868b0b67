import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every suite (scripts/test.mjs runs it inside the emulators):
 * - unit:     pure TypeScript (shared module, functions domain code, scripts); no emulator
 * - web:      React components and hooks in jsdom; no emulator
 * - emulator: security rules and functions against the real Firestore/Auth/Functions emulators
 * - e2e:      the built app in Debian's Chromium (playwright-core) against the emulators
 * `npx vitest run --project unit --project web` is the quick loop that needs nothing running.
 * groupOrder runs the groups one after another (unit+web, then emulator, then e2e): on two cores,
 * browser tests and 100-way transaction races starve each other when they overlap.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
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
        },
      },
      {
        // The product paging test runs the web app's query builders against the emulator.
        resolve: {
          alias: {
            '@shared': fileURLToPath(new URL('./functions/src/shared', import.meta.url)),
            '@': fileURLToPath(new URL('./web/src', import.meta.url)),
          },
        },
        test: {
          name: 'emulator',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['functions/test/**/*.test.ts', 'web/src/**/*.emulator.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Rules and function tests share one emulator; files clear data between them.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 2 },
          include: ['web/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
