import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers every suite (scripts/test.mjs runs it inside the emulators):
 * - unit:     pure TypeScript (shared module, functions domain code, scripts); no emulator
 * - web:      React components and hooks in jsdom; no emulator
 * - emulator: security rules and functions against the real Firestore/Auth/Functions emulators
 * - e2e:      the built app in Debian's Chromium (playwright-core) against the emulators
 * `npx vitest run --project unit --project web` is the quick loop that needs nothing running.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['functions/test/**/*.test.ts'],
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
          include: ['web/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
