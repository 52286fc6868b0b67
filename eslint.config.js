import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Readable dotted message ids ('products.list.empty'); generated hash ids are not used. */
const MESSAGE_ID = '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$';

/**
 * Feature boundaries (web/src), with ESLint's own no-restricted-imports: only app/ composes
 * features; features and shared code (components, lib, hooks, the card kit) never import a
 * feature; app/ reaches a feature, and everyone the card kit, only through its index. The
 * project's import convention makes these plain path patterns: `@/` for anything outside the
 * folder you are in, relative paths only inside it (checked below: no `../../`).
 */
const noFeatures = {
  group: ['@/features', '@/features/**'],
  message:
    'Only web/src/app composes features. Move what two features share into components/, lib/, hooks/ or the card kit (web/src/card).',
};
const noAppShell = {
  group: ['@/app', '@/app/**'],
  message: 'The app shell composes features and shared code, never the other way round.',
};
const cardKitByIndex = {
  group: ['@/card/**'],
  message: 'Use the card kit through its index: @/card.',
};

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
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['web/src/{card,components,hooks,i18n,lib,config}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatures, noAppShell] }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noFeatures,
            noAppShell,
            cardKitByIndex,
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
    // Emulator tests next to a feature's api/ use the repo's one rules-test helper
    // (functions/test/support/rules-env.ts), which lies outside web/src.
    files: ['web/src/**/*.emulator.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noFeatures, noAppShell, cardKitByIndex] }],
    },
  },
  {
    files: ['web/src/app/**/*.{ts,tsx}'],
    // A route's test may render a feature's internal component with the route's real actions.
    ignores: ['web/src/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*/**'],
              message: 'Import a feature through its index: @/features/<name>.',
            },
            cardKitByIndex,
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
