import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isDemoProject } from '../functions/src/shared/demo.js';
import { buildIdPlugin, bundleGuardPlugin } from './vite-plugins/build-info.js';
import { docsPagePlugin } from './vite-plugins/docs-page.js';
import { pagesPlugin } from './vite-plugins/pages.js';
import { precompileMessagesPlugin } from './vite-plugins/precompile-messages.js';
import { sharedHeadPlugin } from './vite-plugins/shared-head.js';

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

/**
 * What a signed-in screen asks first, before its code has finished arriving: Firebase Auth's
 * account lookup, then Firestore's listen stream. Each screen's shell preconnects to both, so
 * their DNS, TCP and TLS overlap the screen's download (docs/page-speed.md, "Preconnected data
 * origins"). A demo project talks to the emulators only.
 */
function dataOrigins(env: Record<string, string>): string[] {
  return isDemoProject(env.VITE_FIREBASE_PROJECT_ID ?? '')
    ? [`http://${emulatorHost('firestore')}`, `http://${emulatorHost('auth')}`]
    : ['https://firestore.googleapis.com', 'https://identitytoolkit.googleapis.com'];
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

/**
 * What only the customer pages load first (the review page and the case page share it): in a
 * chunk of their own, never in the `shared` chunk every seller screen loads too. The review API's
 * codes (review-api-codes.ts) and the review's request schemas (schemas/review.ts), which the
 * seller screens' schemas use too, are in `shared`: each chunk costs a phone one more request and
 * its headers (about 0.55 kB measured by bench:pages), more than their 0.7 kB gzip cost the
 * seller screens (docs/page-speed.md, "Byte budgets").
 */
const CUSTOMER_ONLY =
  /\/(web\/src\/features\/review-flow\/|web\/src\/components\/ui\/plain\/alert\.tsx$|functions\/src\/shared\/(review-api|stored-doc|schemas\/(review-answers|case-answers|cases))\.ts$)/;

const UNUSED_SDKS = fileURLToPath(new URL('./src/lib/unused-firebase-sdks.ts', import.meta.url));

/**
 * reactfire's bundle imports Firebase Realtime Database, Functions, Remote Config and Storage at
 * its top level, which keeps those SDKs in every signed-in screen's first load; the app never uses
 * the first three, and loads Storage itself where cards need it (lib/firebase-storage.tsx).
 * Firestore imports re2js only to evaluate pipeline queries' regular expressions, which the app
 * never builds. Those imports resolve to src/lib/unused-firebase-sdks.ts.
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
/** The seller screens' lazy modules, by first path segment (app-{screen}.html preloads them). */
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

/** Parts of one screen (or loaded on use) that no other screen's first load may hold. */
const importsParser =
  /\/src\/features\/imports\/(lib\/(parse|import-file|decode-text|sheet|workbook|preview)|components\/(imports-screen|file-step))/;
/** The imports screen's later steps: loaded once a file is chosen. */
const importSteps =
  /\/src\/features\/imports\/components\/(mapping-step|preview-step|job-panel|issues-table)\.tsx$/;
const templatesScreen = /\/src\/features\/templates\/components\/templates-screen\.tsx$/;
/** The template editor: loaded when the seller opens it. */
const templateEditor =
  /\/src\/features\/templates\/components\/(template-editor-dialog|logo-field|delete-template-dialog)\.tsx$/;
const cardEditor = /\/src\/card\/components\/(card-design-editor|color-field)\.tsx$/;
const productForm =
  /\/src\/features\/products\/components\/(product-edit-screen|product-form)\.tsx$/;
const productList =
  /\/src\/features\/products\/components\/(product-list-(screen|view|controls)|products-table)\.tsx$/;
const printSheet = /\/src\/features\/print-sheet\//;
/** MUI X Charts and d3: drawn after the first paint (dashboard/components/lazy-charts.tsx). */
const chartsLibrary = /\/node_modules\/(@mui\/x-charts|d3-[a-z-]+)\//;

/** Every part above except the ones a screen loads itself. */
function allBut(...own: RegExp[]): RegExp[] {
  return [
    importsParser,
    importSteps,
    templatesScreen,
    templateEditor,
    cardEditor,
    productForm,
    productList,
    printSheet,
    chartsLibrary,
  ].filter((part) => !own.includes(part));
}

/**
 * The signed-in screens' first loads (docs/page-speed.md, "Byte budgets"): the build fails above a
 * screen's JS budget (what it reached on 2026-11-27 with Firestore's IndexedDB cache, 22 to 23 kB
 * of every screen's first load, plus 5 %: docs/decisions.md, "This device's cache"), or when it
 * would load a feature it does not use
 * (`features`: the src/features folders it may load; `forbidden`: parts of those it must not).
 * The reviews inbox is part of /dashboard/{id}'s first load.
 */
const sellerScreenBudgets = [
  {
    name: 'products',
    modules: sellerScreens.products,
    // Export products (imports) and the template filter (templates): their buttons only.
    features: ['products', 'imports', 'templates'],
    forbidden: allBut(productList),
    maxJsKiB: 397,
  },
  {
    name: 'edit',
    modules: sellerScreens.edit,
    features: ['products', 'templates'],
    forbidden: allBut(productForm),
    maxJsKiB: 476,
  },
  {
    name: 'dashboard',
    modules: sellerScreens.dashboard,
    features: ['dashboard', 'reviews-inbox'],
    forbidden: allBut(),
    maxJsKiB: 434,
  },
  {
    name: 'overview',
    modules: sellerScreens.overview,
    // reviews-inbox: the customer requests' numbers of every product (CaseNumbers); webhooks:
    // the account's webhook settings, loaded after the screen (their own chunk).
    features: ['dashboard', 'reviews-inbox', 'webhooks'],
    forbidden: allBut(),
    maxJsKiB: 434,
  },
  {
    name: 'templates',
    modules: sellerScreens.templates,
    features: ['templates'],
    forbidden: allBut(templatesScreen),
    maxJsKiB: 413,
  },
  {
    name: 'imports',
    modules: sellerScreens.imports,
    features: ['imports'],
    forbidden: allBut(importsParser),
    maxJsKiB: 448,
  },
].map((screen) => ({ ...screen, entry: 'src/main.tsx', sellerSide: true }));

/** The Vite dev server's proxy to one HTTPS function on the Functions emulator. */
function functionProxy(functionId: string) {
  return {
    target: `http://${emulatorHost('functions')}`,
    rewrite: (path: string) => `/demo-qr-reviews/europe-west1/${functionId}${path}`,
  };
}

export default defineConfig({
  plugins: [
    react(),
    sharedHeadPlugin(),
    unusedSdksPlugin(),
    reactRouterProductionPlugin(),
    buildIdPlugin(),
    // The imports screen links the seller guide (components/source-options.tsx, IMPORTS_GUIDE_PATH).
    docsPagePlugin({
      urlPath: '/imports-guide.txt',
      file: new URL('../docs/imports.md', import.meta.url),
    }),
    precompileMessagesPlugin({
      customerPartEntries: ['src/review-main.tsx', 'src/case-main.tsx'],
    }),
    pagesPlugin({
      renderPlugins: () => [react(), precompileMessagesPlugin()],
      screens: sellerScreens,
      // A phone on a slow connection gets the first ~14 kB in the first round trip.
      reviewHtmlMaxKiB: 12,
      landingHtmlMaxKiB: 14,
      loginHtmlMaxKiB: 14,
      dataOrigins,
    }),
    // Byte budgets of the pages a visitor opens first (docs/decisions.md, "Byte budgets"): the
    // build fails above them, and when a page would load code it must not.
    bundleGuardPlugin({
      routes: [
        {
          name: 'review',
          entry: 'src/review-main.tsx',
          modules: [],
          // Plain-CSS components only and no router (docs/decisions.md, "How the review route
          // stays small"): MUI and emotion stay in the MUI shell, notistack in the lazy toast host.
          // Nor the loaders of the catalog parts it never shows (docs/page-speed.md).
          forbidden: [
            /\/node_modules\/(@mui|@emotion|notistack|goober|react-router|@remix-run)\//,
            /\/src\/i18n\/parts\/(app|landing)\.ts$/,
          ],
          // Page speed: a customer scanning a code on a phone loads at most this much JS.
          maxJsKiB: 95,
          cssInHtml: true,
        },
        {
          name: 'case',
          entry: 'src/case-main.tsx',
          modules: [],
          // The customer's case page (/cases/{token}): as light as the review page, same rules.
          forbidden: [
            /\/node_modules\/(@mui|@emotion|notistack|goober|react-router|@remix-run)\//,
            /\/src\/i18n\/parts\/(app|landing)\.ts$/,
          ],
          maxJsKiB: 95,
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
          // Before sign-in only Firebase Auth; Firestore, Storage and the server-state cache after it
          // (docs/page-speed.md, "The login page").
          forbidden: [
            /\/node_modules\/(@firebase\/(firestore|storage)|firebase\/(firestore|storage)|@tanstack)\//,
            /\/src\/(lib\/firebase\.ts|app\/data-shell\.tsx)$/,
          ],
          maxJsKiB: 215,
        },
        ...sellerScreenBudgets,
      ],
      forbidden: [
        /\/node_modules\/(@firebase\/(auth|firestore)|firebase\/(auth|firestore)|@tanstack)\//,
        /\/src\/(lib\/firebase(-auth)?\.ts|app\/(seller-(shell|routes)|data-shell)\.tsx?|components\/layouts\/(default|auth)-layout\.tsx)$/,
      ],
      // SheetJS runs only in the imports worker, never in a page chunk (docs/decisions.md, "One
      // spreadsheet library"); papaparse also writes the CSV downloads, loaded when a file is
      // written, never with a screen (docs/decisions.md, "CSV writer").
      workerOnly: [/\/node_modules\/@e965\/xlsx\//],
      lazyOnly: [/\/node_modules\/papaparse\//],
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
    // `npm start`: /api is the reviewApi Cloud Function and /mail/* the email link and alert
    // address functions (firebase.json's rewrites), which the Functions emulator serves under its
    // project/region prefix.
    proxy: {
      '/api': functionProxy('reviewApi'),
      '/mail/stop': functionProxy('mailStop'),
      '/mail/confirm': functionProxy('mailConfirm'),
      '/mail/address': functionProxy('mailAddress'),
      '/account/members': functionProxy('accountMembers'),
      '/account/invitations': functionProxy('accountInvitations'),
    },
  },
  preview: { port: 4173 + portOffset, strictPort: true, host: '127.0.0.1' },
  // ES module workers, so the imports worker loads SheetJS only when a file is a workbook.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Browsers without <link rel=modulepreload> (Safari < 17) still load every chunk, only later;
    // the polyfill would cost every page, the customer review page included, its bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Three documents: the seller app with the landing page (index.html), the customer review
      // page (reviews.html: no router, no MUI; see vite-plugins/pages.ts) and the customer's case
      // page (cases.html, the same light kind).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        reviews: fileURLToPath(new URL('./reviews.html', import.meta.url)),
        cases: fileURLToPath(new URL('./cases.html', import.meta.url)),
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
          // guard checks that the review page loads none of them); the customer pages' own code
          // to them only.
          groups: [
            {
              name: 'shared',
              tags: ['$initial'],
              minShareCount: 2,
              test: (id) => !usesRouter(id) && !CUSTOMER_ONLY.test(id),
            },
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
