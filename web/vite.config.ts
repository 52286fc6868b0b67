import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildIdPlugin, bundleGuardPlugin } from './vite-plugins/build-info.js';
import { precompileMessagesPlugin } from './vite-plugins/precompile-messages.js';

const firebaseJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../firebase.json', import.meta.url)), 'utf8'),
) as { emulators: Record<string, { host?: string; port?: number }> };

/**
 * Emulator addresses come from firebase.json, the one place ports are configured, shifted by
 * QR_EMULATOR_PORT_OFFSET like every port the dev harness (scripts/lib/emulators.mjs) uses.
 */
const portOffset = Number(process.env.QR_EMULATOR_PORT_OFFSET ?? 0) || 0;

function emulatorHost(name: string): string {
  const entry = firebaseJson.emulators[name];
  return entry?.port ? `${entry.host ?? '127.0.0.1'}:${entry.port + portOffset}` : '';
}

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(),
    precompileMessagesPlugin(),
    // The customer review page and the landing page stay tiny: no Firebase SDK, no seller code.
    bundleGuardPlugin({
      routes: [
        {
          name: 'landing',
          modules: [
            'src/app/routes/landing.tsx',
            'src/components/layouts/landing-layout.tsx',
            'src/app/mui-shell.tsx',
          ],
        },
        {
          name: 'review',
          modules: ['src/app/routes/review.tsx', 'src/components/layouts/login-layout.tsx'],
          // Plain-CSS components only (docs/decisions.md): MUI and emotion stay in the MUI shell,
          // notistack in the lazy toast host.
          forbidden: [/\/node_modules\/(@mui|@emotion|notistack|goober)\//],
          // Issue 4: a customer scanning a code on a phone loads at most this much JS + CSS.
          // Interim 121 while issues 8/11/12 land (+0.6 kB: one form hook, visitor marker,
          // copy tracking); issue 13 moves the route to its own entry and cuts it to 95.
          maxKiB: 121,
        },
      ],
      forbidden: [
        /\/node_modules\/(@firebase\/(auth|firestore)|firebase\/(auth|firestore)|reactfire|rxfire)\//,
        /\/src\/(lib\/firebase\.ts|app\/seller-(shell|routes)\.tsx?|components\/layouts\/(default|auth)-layout\.tsx)$/,
      ],
      // Issue 9: the spreadsheet libraries run only in the imports worker, never in a page chunk.
      workerOnly: [/\/node_modules\/(exceljs|papaparse)\//],
    }),
  ],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    __EMULATORS__: JSON.stringify({
      auth: emulatorHost('auth'),
      firestore: emulatorHost('firestore'),
      // Whether it runs is asked at run time (lib/firebase.ts isStorageAvailable).
      storage: emulatorHost('storage'),
    }),
  },
  server: {
    port: 5173 + portOffset,
    strictPort: true,
    host: '127.0.0.1',
    // `npm start`: /api is the reviewApi Cloud Function, which the Functions emulator serves
    // under its project/region prefix.
    proxy: {
      '/api': {
        target: `http://${emulatorHost('functions')}`,
        rewrite: (path) => `/demo-qr-reviews/europe-west1/reviewApi${path}`,
      },
    },
  },
  preview: { port: 4173 + portOffset, strictPort: true, host: '127.0.0.1' },
  // ES module workers, so the imports worker loads exceljs only when a file is an XLSX.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Browsers without <link rel=modulepreload> (Safari < 17) still load every chunk, only later;
    // the polyfill would cost every page, the customer review page included, its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // reactfire imports Realtime Database and Remote Config helpers the app never uses;
        // their registration side effects would otherwise keep ~70 kB gzip in the seller chunk.
        // @shared has no side effects either: a page importing one helper from its index must
        // not also get every schema the index re-exports (the review page's budget).
        moduleSideEffects: (id) =>
          /node_modules\/(@firebase\/(database|remote-config)|firebase\/(database|remote-config))\//.test(
            id,
          ) || /\/functions\/src\/shared\//.test(id)
            ? false
            : undefined,
      },
      output: {
        codeSplitting: {
          // Everything the entry needs (the customer review page included) in one chunk: gzip
          // compresses one file better than the six common chunks rolldown would otherwise split
          // off it.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
