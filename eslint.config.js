import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Readable dotted message ids ('products.list.empty'); generated hash ids are not used. */
const MESSAGE_ID = '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$';

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
