import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Readable dotted message ids ('products.list.empty'); generated hash ids are not used. */
const MESSAGE_ID = '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$';

/**
 * Feature boundaries (web/src), checked on the files imports resolve to (eslint-plugin-import-x's
 * no-restricted-paths over the TypeScript resolver, which knows the `@/` and `@shared` aliases),
 * so no spelling of a path gets round them (docs/decisions.md, "Feature boundaries"): only app/
 * composes features; features and shared code (components, lib, hooks, i18n, config, the card
 * kit) never import another feature or the app shell; app/ reaches a feature, and everyone the
 * card kit, only through its index.
 */
const WEB = 'web/src';
const FEATURES = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_CODE = ['card', 'components', 'hooks', 'i18n', 'lib', 'config'].map(
  (folder) => `${WEB}/${folder}`,
);
const NO_FEATURES =
  'Only web/src/app composes features. Move what two features share into components/, lib/, hooks/ or the card kit (web/src/card).';
const NO_APP_SHELL = 'The app shell composes features and shared code, never the other way round.';
/** Every file of `folder` but its index.ts: the folder's internals. */
const internalsOf = (folder) => [`${folder}/*/**`, `${folder}/!(index).*`];
/** A feature's internals: all but its index and its route-reads.ts (what a route's loader starts). */
const featureInternalsOf = (folder) => [`${folder}/*/**`, `${folder}/!(index|route-reads).*`];
const boundaryZones = [
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: NO_FEATURES,
  })),
  { target: SHARED_CODE, from: `${WEB}/features`, message: NO_FEATURES },
  { target: [`${WEB}/features`, ...SHARED_CODE], from: `${WEB}/app`, message: NO_APP_SHELL },
  {
    target: [`${WEB}/app`, `${WEB}/features`, ...SHARED_CODE.filter((f) => !f.endsWith('/card'))],
    from: internalsOf(`${WEB}/card`),
    message: 'Use the card kit through its index: @/card.',
  },
];
const appThroughFeatureIndexes = {
  target: `${WEB}/app`,
  from: FEATURES.flatMap((feature) => featureInternalsOf(`${WEB}/features/${feature}`)),
  message: 'Import a feature through its index: @/features/<name>.',
};
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];

/**
 * The functions' layers (functions/src), checked the same way on resolved paths
 * (docs/decisions.md, "Functions in three layers"): shared/ imports nothing else of functions/src;
 * platform/ imports shared/ only and knows no domain (domains register what it runs); a domain
 * imports platform/, shared/ and only the domains ranked below it; the entry points (entry/,
 * index.ts, and the dev/ and tools/ scripts) compose them all, and nothing imports them.
 */
const FUNCTIONS = 'functions/src';
/**
 * The domains, lowest first: each may import only those before it, so no two domains import
 * each other. A new domain folder gets its place here (scripts/lib/functions-layers.test.mjs
 * checks that every folder of functions/src/domains has one).
 */
export const FUNCTION_DOMAINS = [
  'activity',
  'accounts',
  'sellers',
  'cards',
  'analytics',
  'products',
  'templates',
  'imports',
  'mail',
  'alerts',
  'reviews',
  'cases',
  'webhooks',
  'invitations',
];
const FUNCTION_ENTRY_POINTS = ['entry', 'dev', 'tools', 'index.ts'].map(
  (path) => `${FUNCTIONS}/${path}`,
);
const functionLayerZones = [
  {
    target: `${FUNCTIONS}/shared`,
    from: FUNCTIONS,
    except: ['./shared'],
    message: 'shared/ is shared with the web app: it imports nothing else of functions/src.',
  },
  {
    target: `${FUNCTIONS}/platform`,
    from: [`${FUNCTIONS}/domains`, ...FUNCTION_ENTRY_POINTS],
    message:
      'platform/ knows no domain: a domain registers what the platform runs (job kinds, sweep purges) in an entry point.',
  },
  ...FUNCTION_DOMAINS.map((domain, rank) => ({
    target: `${FUNCTIONS}/domains/${domain}`,
    from: [
      ...FUNCTION_DOMAINS.slice(rank + 1).map((above) => `${FUNCTIONS}/domains/${above}`),
      ...FUNCTION_ENTRY_POINTS,
    ],
    message: `A domain imports only the domains ranked below it (eslint.config.js, FUNCTION_DOMAINS): move what both need down, or compose it in an entry point.`,
  })),
  {
    target: `${FUNCTIONS}/entry`,
    from: FUNCTION_ENTRY_POINTS.filter((path) => !path.endsWith('/entry')),
    message: 'index.ts, dev/ and tools/ import the entry points, never the other way round.',
  },
];

/** Calls that return translated text: intl.formatMessage(…), formatMessage(…) and t(…). */
const TRANSLATED_CALLS = [
  "CallExpression[callee.property.name='formatMessage']",
  "CallExpression[callee.name='formatMessage']",
  "CallExpression[callee.name='t']",
];

export default defineConfig(
  {
    // functions/lib is the compiled output of functions/src (web/src/lib is source).
    ignores: [
      '**/dist/**',
      'web/dist-*/**',
      'functions/lib/**',
      '**/node_modules/**',
      '**/.cache/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Type-checked rules (floating and misused promises, unsafe any, needless assertions) on
    // every file a tsconfig covers: web (src, e2e, Vite config) and functions (src, test).
    files: ['web/**/*.{ts,tsx}', 'functions/**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // React Router's loaders throw data(null, { status: 404 }) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      // An async function without await is how a Promise-returning interface is implemented
      // (test doubles, async generators over in-memory pages); forgotten awaits are what
      // no-floating-promises and no-misused-promises catch.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...boundaryZones, appThroughFeatureIndexes]),
    },
  },
  {
    files: [`${FUNCTIONS}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'functions/tsconfig.json' }),
      ],
      // no-cycle follows imports into the files they name: it reads .ts files with the
      // TypeScript parser.
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(functionLayerZones),
      // No circle of imports, however long (type-only imports are erased and do not count here;
      // scripts/lib/functions-layers.test.mjs counts those too).
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A route's test may render a feature's internal component with the route's real actions.
    files: ['web/src/app/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(boundaryZones) },
  },
  {
    // The import convention: `@/` for anything outside the folder you are in, relative paths
    // only inside it. Emulator tests next to a feature's api/ use the repo's one rules-test
    // helper (functions/test/support/rules-env.ts), which lies outside web/src.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.emulator.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}',
              message: 'Relative imports stay inside the feature; reach shared code through @/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests feed deliberately malformed data to schemas, rules and functions.
    files: ['**/*.test.{ts,tsx}', 'functions/test/**', 'web/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Every message has an explicit readable id and a literal English defaultMessage.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-id': [
        'error',
        { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: [MESSAGE_ID] },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      // Translated text is shown as the translator wrote it: never re-cased (German nouns keep
      // their capital) nor glued to other text (word order differs); one sentence = one message.
      'no-restricted-syntax': [
        'error',
        ...TRANSLATED_CALLS.flatMap((call) => [
          {
            selector: `CallExpression[callee.property.name=/^to(Locale)?(Lower|Upper)Case$/] > MemberExpression.callee > ${call}.object`,
            message: 'Do not change the case of translated text; write the message as shown.',
          },
          {
            selector: `:matches(BinaryExpression[operator='+'], TemplateLiteral) > ${call}`,
            message: 'Do not concatenate translated text; use one message with arguments.',
          },
        ]),
      ],
    },
  },
  {
    // No untranslated UI text in components (tests may use literal strings).
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx', 'web/src/testing/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '(label|placeholder|title|helperText|alt|aria-label|aria-description)'],
            ],
          },
        },
      ],
    },
  },
);
