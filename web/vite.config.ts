import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildIdPlugin, bundleGuardPlugin } from './vite-plugins/build-info.js';
import { docsPagePlugin } from './vite-plugins/docs-page.js';
import { pagesPlugin } from './vite-plugins/pages.js';
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

const routerUsers = new Map<string, boolean>();
/** react-router itself, or a source module that imports it. */
function usesRouter(id: string): boolean {
  if (/\/node_modules\/react-router(-dom)?\//.test(id)) return true;
  if (!/\/src\/.*\.tsx?$/.test(id)) return false;
  let uses = routerUsers.get(id);
  if (uses === undefined) {
    uses = existsSync(id) && /from 'react-router(-dom)?'/.test(readFileSync(id, 'utf8'));
    routerUsers.set(id, uses);
  }
  return uses;
}

const UNUSED_SDKS = fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url));

/**
 * reactfire's bundle imports Firebase Realtime Database, Functions, Remote Config and Storage at
 * its top level, which keeps those SDKs in every signed-in screen's first load; the app never uses
 * the first three, and loads Storage itself where cards need it (lib/firebase-storage.tsx).
 * Firestore imports re2js only to evaluate pipeline queries' regular expressions, which the app
 * never builds. Those imports resolve to src/lib/unused-firebase-sdks.ts (docs/page-speed.md).
 */
function unusedSdksPlugin(): Plugin {
  return {
    name: 'qr-reviews:unused-sdks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 're2js' && importer?.includes('/node_modules/@firebase/firestore/')) {
        return UNUSED_SDKS;
      }
      if (
        importer?.includes('/node_modules/reactfire/') &&
        /^firebase\/(database|functions|remote-config|storage)$/.test(source)
      ) {
        return UNUSED_SDKS;
      }
      return null;
    },
  };
}

/**
 * react-router 7 publishes only its development build through package.json (upstream issue
 * remix-run/react-router#14102; its dist/production differs in this one constant): the
 * production build turns its development warnings off, so the minifier drops them.
 */
function reactRouterProductionPlugin(): Plugin {
  const DEV_WARNINGS = 'var ENABLE_DEV_WARNINGS = true;';
  return {
    name: 'qr-reviews:react-router-production',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/development/')) return null;
      if (!code.includes(DEV_WARNINGS)) return null;
      return { code: code.replace(DEV_WARNINGS, 'var ENABLE_DEV_WARNINGS = false;'), map: null };
    },
  };
}

const signedIn = [
  'src/app/mui-shell.tsx',
  'src/app/seller-routes.ts',
  'src/app/seller-shell.tsx',
  'src/components/layouts/auth-layout.tsx',
  'src/app/data-shell.tsx',
  'src/components/layouts/default-layout.tsx',
];
/** The seller screens' lazy modules, by first path segment (app.html preloads them). */
const sellerScreens = {
  login: [
    'src/app/mui-shell.tsx',
    'src/app/seller-routes.ts',
    'src/app/seller-shell.tsx',
    'src/app/routes/login.tsx',
  ],
  products: [...signedIn, 'src/app/routes/products.tsx'],
  edit: [...signedIn, 'src/app/routes/edit.tsx'],
  dashboard: [...signedIn, 'src/app/routes/dashboard.tsx'],
  overview: [...signedIn, 'src/app/routes/overview.tsx'],
  templates: [...signedIn, 'src/app/routes/templates.tsx'],
  imports: [...signedIn, 'src/app/routes/imports.tsx'],
};

export default defineConfig({
  plugins: [
    react(),
    unusedSdksPlugin(),
    reactRouterProductionPlugin(),
    buildIdPlugin(),
    // The imports screen links the seller guide (components/source-options.tsx, IMPORTS_GUIDE_PATH).
    docsPagePlugin({
      urlPath: '/imports-guide.txt',
      file: new URL('../docs/imports.md', import.meta.url),
    }),
    precompileMessagesPlugin({ reviewPartEntries: ['src/review-main.tsx'] }),
    pagesPlugin({
      renderPlugins: () => [react(), precompileMessagesPlugin()],
      screens: sellerScreens,
      // A phone on a slow connection gets the first ~14 kB in the first round trip.
      reviewHtmlMaxKiB: 12,
      landingHtmlMaxKiB: 14,
      loginHtmlMaxKiB: 14,
    }),
    // Byte budgets of the pages a visitor opens first (docs/decisions.md, "Page speed"): the
    // build fails above them, and when a page would load code it must not.
    bundleGuardPlugin({
      routes: [
        {
          name: 'review',
          entry: 'src/review-main.tsx',
          modules: [],
          // Plain-CSS components only and no router (docs/decisions.md): MUI and emotion stay in
          // the MUI shell, notistack in the lazy toast host.
          forbidden: [/\/node_modules\/(@mui|@emotion|notistack|goober|react-router|@remix-run)\//],
          // Page speed: a customer scanning a code on a phone loads at most this much JS.
          maxJsKiB: 95,
          cssInHtml: true,
        },
        {
          name: 'landing',
          entry: 'src/main.tsx',
          modules: [
            'src/app/routes/landing.tsx',
            'src/components/layouts/landing-layout.tsx',
            'src/app/mui-shell.tsx',
          ],
          // Its words are in the pre-rendered HTML; this is what hydrates them.
          maxJsKiB: 185,
          cssInHtml: true,
        },
        {
          name: 'login',
          entry: 'src/main.tsx',
          modules: sellerScreens.login,
          sellerSide: true,
          // Page speed: before sign-in only Firebase Auth; Firestore, Storage and reactfire after it.
          forbidden: [
            /\/node_modules\/(@firebase\/(firestore|storage)|firebase\/(firestore|storage)|reactfire|rxfire)\//,
            /\/src\/(lib\/firebase\.ts|app\/data-shell\.tsx)$/,
          ],
          maxJsKiB: 215,
        },
        {
          name: 'products',
          entry: 'src/main.tsx',
          modules: sellerScreens.products,
          sellerSide: true,
          // Page speed: the first screen after sign-in. 351, not 350: the lazily loaded "needs
          // attention" badge in the top navigation re-splits shared chunks by 1.1 kB
          // (docs/decisions.md, "Alerts on unhappy customers"); everything else of it is lazy.
          maxJsKiB: 351,
        },
      ],
      forbidden: [
        /\/node_modules\/(@firebase\/(auth|firestore)|firebase\/(auth|firestore)|reactfire|rxfire)\//,
        /\/src\/(lib\/firebase(-auth)?\.ts|app\/(seller-(shell|routes)|data-shell)\.tsx?|components\/layouts\/(default|auth)-layout\.tsx)$/,
      ],
      // Imports: the spreadsheet libraries run only in the imports worker, never in a page chunk.
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
      // Two documents: the seller app with the landing page (index.html), and the customer review
      // page (reviews.html: no router, no MUI; see vite-plugins/pages.ts).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        reviews: fileURLToPath(new URL('./reviews.html', import.meta.url)),
      },
      treeshake: {
        // The Firebase SDKs reactfire imports and the app never uses are aliased away (above);
        // should one come back, its registration side effects must not keep it in the bundle.
        // @shared has no side effects either: a page importing one helper from its index must
        // not also get every schema the index re-exports (the review page's budget). Nor has the
        // app's own source (entries aside, which always run): a screen importing the list's
        // parts from a feature's or the card kit's index must not also load the editor the
        // index re-exports (docs/page-speed.md: the product list's first load).
        moduleSideEffects: (id) =>
          /node_modules\/(@firebase\/(database|remote-config)|firebase\/(database|remote-config))\//.test(
            id,
          ) ||
          /\/functions\/src\/shared\//.test(id) ||
          /\/web\/src\/.*\.tsx?$/.test(id)
            ? false
            : undefined,
      },
      output: {
        codeSplitting: {
          // What both documents load first (React, react-intl, the shared plain components) in
          // one chunk, cached from one page to the other; the rest of each page's first load in
          // its entry chunk: gzip compresses a few larger files better than the dozens of small
          // common chunks rolldown would otherwise split off.
          // react-router, and the modules that use it, belong to the seller app only (the bundle
          // guard checks that the review page loads none of them).
          groups: [
            { name: 'shared', tags: ['$initial'], minShareCount: 2, test: (id) => !usesRouter(id) },
          ],
        },
        // Catalog parts are named after their locale and part (i18n/catalog-parts.ts).
        chunkFileNames: (chunk) => {
          const part = /^\0qr-catalog:(\w+):.*\/([\w-]+)\.json:js$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return part
            ? `assets/messages-${part[1]}-${part[2]}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
