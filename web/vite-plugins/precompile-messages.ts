import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import {
  CATALOG_PARTS,
  catalogPart,
  catalogPartOf,
  type CatalogPart,
} from '../src/i18n/catalog-parts.js';

type Parse = (message: string) => unknown[];

/** Resolves modules the way react-intl's formatter (intl-messageformat) does at runtime. */
function formatterRequire(): NodeJS.Require {
  const reactIntl = createRequire(import.meta.url).resolve('react-intl');
  return createRequire(createRequire(reactIntl).resolve('intl-messageformat'));
}

/**
 * `../messages/ro.json?part=review` (i18n/parts/review.ts) is loaded as the module
 * `\0qr-catalog:review:/abs/…/ro.json`: JavaScript, not JSON, so no JSON transform touches it.
 */
const CATALOG_PART_ID = /^\0qr-catalog:(\w+):(.*\/src\/i18n\/messages\/[\w-]+\.json):js$/;

function catalogPartRequest(id: string): { file: string; part: CatalogPart } | null {
  const match = CATALOG_PART_ID.exec(id);
  if (!match || !(CATALOG_PARTS as readonly string[]).includes(match[1]!)) return null;
  return { file: match[2]!, part: match[1] as CatalogPart };
}

const CUSTOMER_PARTS: readonly CatalogPart[] = ['review', 'case'];

export interface PrecompileMessagesOptions {
  /**
   * Entry modules (relative to the web root) of the customer pages, which download only the
   * `review` and `case` parts of the catalogs (a lazily loaded module loads the `case` part before
   * it renders): the build fails when any module they load declares a message of another part.
   */
  customerPartEntries?: string[];
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
export function precompileMessagesPlugin(options: PrecompileMessagesOptions = {}): Plugin {
  let parse: Parse | undefined;
  let isBuild = false;
  /** Module id → the message ids it declares (build only, recorded by `transform`). */
  const messageIds = new Map<string, string[]>();
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
      throw new Error(
        `invalid ICU message in ${where}: ${JSON.stringify(message)} (${String(error)})`,
      );
    }
  };

  return {
    name: 'qr-reviews:precompile-messages',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    config(_config, env) {
      if (env.command !== 'build') return;
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
    resolveId: {
      order: 'pre',
      async handler(source, importer) {
        const match = /^(.*\.json)\?part=(\w+)$/.exec(source);
        if (!match) return null;
        const resolved = await this.resolve(match[1]!, importer, { skipSelf: true });
        return resolved ? `\0qr-catalog:${match[2]}:${resolved.id}:js` : null;
      },
    },
    async load(id) {
      // One part of a locale's catalog (dev and tests too): its messages, as ASTs in builds.
      const request = catalogPartRequest(id);
      const file = request?.file ?? (/\/src\/i18n\/messages\/[\w-]+\.json$/.test(id) ? id : null);
      if (!file) return null;
      this.addWatchFile(file);
      let catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      if (request) catalog = catalogPart(catalog, request.part);
      if (isBuild) {
        for (const [key, message] of Object.entries(catalog)) {
          catalog[key] = JSON.parse(await compile(message as string, `${file} (${key})`));
        }
      }
      if (!request) return JSON.stringify(catalog);
      // JSON.parse of a string literal: faster than an object literal for large catalogs.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});`;
    },
    async transform(code, id) {
      if (!isBuild) return null;
      if (id.includes('/node_modules/') || !/\/src\/.*\.[jt]sx?$/.test(id)) return null;
      if (!code.includes('defaultMessage')) return null;
      const edits = new MagicString(code);
      const pending: Promise<void>[] = [];
      const ids: string[] = [];
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const current = node as Record<string, unknown> & { type?: string };
        if (current.type === 'ObjectExpression') {
          const declared = messageIdOf(current.properties as Record<string, unknown>[]);
          if (declared) ids.push(declared);
        }
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
          const text = value.value;
          pending.push(
            compile(text, id).then((ast) => void edits.overwrite(value.start, value.end, ast)),
          );
          return;
        }
        for (const [key, child] of Object.entries(current)) if (key !== 'type') visit(child);
      };
      visit(this.parse(code));
      messageIds.set(id, ids);
      await Promise.all(pending);
      if (!edits.hasChanged()) return null;
      return { code: edits.toString(), map: edits.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_output, bundle) {
      const entries = options.customerPartEntries ?? [];
      if (entries.length === 0) return;
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || seen.has(fileName)) return;
        seen.add(fileName);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      for (const entry of entries) {
        const chunk = [...chunks.values()].find((c) =>
          c.moduleIds.some((id) => id.endsWith(`/${entry}`)),
        );
        if (!chunk) this.error(`precompile-messages: no entry chunk for ${entry}`);
        visit(chunk.fileName);
      }
      for (const fileName of seen) {
        for (const moduleId of chunks.get(fileName)!.moduleIds) {
          const outside = (messageIds.get(moduleId) ?? []).filter(
            (id) => !CUSTOMER_PARTS.includes(catalogPartOf(id)),
          );
          if (outside.length > 0) {
            this.error(
              `${moduleId} is loaded by a customer page but declares messages outside ` +
                `the catalog's review and case parts (${outside.join(', ')}): the page would show ` +
                'them in English. Add their prefix to one of those parts in ' +
                'src/i18n/catalog-parts.ts, or keep the module off the customer pages.',
            );
          }
        }
      }
    },
  };
}

/** The literal `id` of an object that also has a literal `defaultMessage` (a message descriptor). */
function messageIdOf(properties: Record<string, unknown>[]): string | undefined {
  let id: string | undefined;
  let hasDefault = false;
  for (const property of properties) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as { type: string; name?: string; value?: unknown };
    const name = key.type === 'Identifier' ? key.name : key.value;
    const value = property.value as { type: string; value?: unknown };
    if (name === 'defaultMessage') hasDefault = true;
    if (name === 'id' && value.type === 'Literal' && typeof value.value === 'string') {
      id = value.value;
    }
  }
  return hasDefault ? id : undefined;
}

function isDefaultMessageKey(property: Record<string, unknown>): boolean {
  const key = property.key as { type: string; name?: string; value?: unknown };
  if (property.computed) return false;
  return (
    (key.type === 'Identifier' && key.name === 'defaultMessage') ||
    (key.type === 'Literal' && key.value === 'defaultMessage')
  );
}
