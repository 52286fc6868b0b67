import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Parse = (message: string) => unknown[];

/** Resolves modules the way react-intl's formatter (intl-messageformat) does at runtime. */
function formatterRequire(): NodeJS.Require {
  const reactIntl = createRequire(import.meta.url).resolve('react-intl');
  return createRequire(createRequire(reactIntl).resolve('intl-messageformat'));
}

/**
 * FormatJS's "react-intl without parser" (formatjs.github.io/docs/guides/advanced-usage): the
 * production build ships every message as a precompiled ICU AST, so the ICU parser (~7 kB gzip)
 * is left out of the bundle. Two places hold messages:
 * - the source's English defaultMessage literals (defineMessages, <FormattedMessage>,
 *   formatMessage): replaced by their AST after the JSX transform;
 * - the locale catalogs src/i18n/messages/*.json: compiled to AST when loaded (what
 *   `formatjs compile --ast` writes).
 * Then `@formatjs/icu-messageformat-parser` resolves to its `no-parser` build. Dev server and
 * tests keep the parser and the plain strings.
 */
export function precompileMessagesPlugin(): Plugin {
  let parse: Parse | undefined;
  // Parse with the parser version react-intl's formatter (intl-messageformat) itself uses, so the
  // AST has exactly the shape it expects.
  const loadParser = async (): Promise<Parse> => {
    const parserPath = formatterRequire().resolve('@formatjs/icu-messageformat-parser');
    const parser = (await import(pathToFileURL(parserPath).href)) as { parse: Parse };
    return parser.parse;
  };
  const compile = async (message: string, where: string): Promise<string> => {
    parse ??= await loadParser();
    try {
      return JSON.stringify(parse(message));
    } catch (error) {
      throw new Error(`invalid ICU message in ${where}: ${JSON.stringify(message)} (${error})`);
    }
  };

  return {
    name: 'qr-reviews:precompile-messages',
    apply: 'build',
    enforce: 'post',
    config() {
      // npm keeps two identical nested copies of the formatjs runtime helpers (intl-messageformat's
      // and @formatjs/intl's); both resolve to intl-messageformat's, so the page ships one.
      const fromFormatter = formatterRequire();
      const parserDir = dirname(fromFormatter.resolve('@formatjs/icu-messageformat-parser'));
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: join(parserDir, 'no-parser.js'),
            },
            {
              find: /^@formatjs\/fast-memoize$/,
              replacement: fromFormatter.resolve('@formatjs/fast-memoize'),
            },
          ],
        },
      };
    },
    async load(id) {
      if (!/\/src\/i18n\/messages\/[\w-]+\.json$/.test(id)) return null;
      const catalog = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(catalog)) {
        compiled[key] = JSON.parse(await compile(message, `${id} (${key})`));
      }
      return JSON.stringify(compiled);
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\/src\/.*\.[jt]sx?$/.test(id)) return null;
      if (!code.includes('defaultMessage')) return null;
      const edits = new MagicString(code);
      const pending: Promise<void>[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const current = node as Record<string, unknown> & { type?: string };
        if (current.type === 'Property' && isDefaultMessageKey(current)) {
          const value = current.value as {
            type: string;
            value?: unknown;
            start: number;
            end: number;
          };
          if (value.type !== 'Literal' || typeof value.value !== 'string') {
            this.error(`${id}: a defaultMessage must be a string literal to be precompiled`);
          }
          const text = value.value as string;
          pending.push(
            compile(text, id).then((ast) => void edits.overwrite(value.start, value.end, ast)),
          );
          return;
        }
        for (const [key, child] of Object.entries(current)) if (key !== 'type') visit(child);
      };
      visit(this.parse(code));
      await Promise.all(pending);
      if (!edits.hasChanged()) return null;
      return { code: edits.toString(), map: edits.generateMap({ hires: 'boundary' }) };
    },
  };
}

function isDefaultMessageKey(property: Record<string, unknown>): boolean {
  const key = property.key as { type: string; name?: string; value?: unknown };
  if (property.computed) return false;
  return (
    (key.type === 'Identifier' && key.name === 'defaultMessage') ||
    (key.type === 'Literal' && key.value === 'defaultMessage')
  );
}
