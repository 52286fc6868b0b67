// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@shared';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const messagesDir = join(webRoot, 'src/i18n/messages');
type Messages = Record<string, string>;
const readCatalog = (locale: string) =>
  JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Messages;
const en = readCatalog('en');

/** What a message's structure is made of; translations must keep it, word order aside. */
interface MessageShape {
  /** Argument and tag names ({name}, plurals, selects, <tag>). */
  arguments: string[];
  /**
   * Each plural's argument, kind and categories (exact `=n` options aside). A language may use a
   * plural where English needs none (ro: "20 de caractere"), so plurals are not matched to en.
   */
  plurals: { argument: string; ordinal: boolean; categories: string[] }[];
  /** Each select's argument and option keys. */
  selects: string[];
}

function shapeOf(message: string): MessageShape {
  const names = new Set<string>();
  const plurals: MessageShape['plurals'] = [];
  const selects = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural) {
        plurals.push({
          argument: el.value,
          ordinal: el.pluralType === 'ordinal',
          categories: Object.keys(el.options).filter((key) => !key.startsWith('=')),
        });
      }
      if (el.type === TYPE.select) {
        selects.add(`${el.value}: ${Object.keys(el.options).sort().join(' ')}`);
      }
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        Object.values(el.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parse(message));
  return { arguments: [...names].sort(), plurals, selects: [...selects].sort() };
}

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

/**
 * Messages that may read exactly as in English in any language: brand and store names, codes and
 * messages made only of arguments or international abbreviations. Everything else is translated.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'app.name',
  'store.amazon',
  'store.emag',
  'store.shopify',
]);
/** At most this share of a catalog may equal English beyond the allow-list (codes, "OK", "Logo"…). */
const MAX_SAME_AS_ENGLISH = 0.03;

describe('message catalogs', () => {
  it('exist for exactly the 23 supported locales', () => {
    const files = readdirSync(messagesDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(TRANSLATED)('%s has every id that en has and no other', (locale) => {
    const catalog = readCatalog(locale);
    expect({
      missing: Object.keys(en).filter((id) => !(id in catalog)),
      extra: Object.keys(catalog).filter((id) => !(id in en)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)(
    '%s messages are valid ICU with the same arguments, tags and selects',
    (locale) => {
      const catalog = readCatalog(locale);
      for (const [id, message] of Object.entries(catalog)) {
        if (!(id in en)) continue;
        const shape = shapeOf(message);
        const english = shapeOf(en[id] ?? '');
        expect(shape.arguments, `${locale}: ${id}`).toEqual(english.arguments);
        expect(shape.selects, `${locale}: ${id}`).toEqual(english.selects);
      }
    },
  );

  // formatjs accepts a plural without the language's categories and silently falls back to
  // `other` ("1 recenzii"); the language's own rules say which categories it needs.
  it.each(LOCALES)('%s plurals have exactly the categories the language uses', (locale) => {
    const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories;
    for (const [id, message] of Object.entries(readCatalog(locale))) {
      for (const plural of shapeOf(message).plurals) {
        const needed = plural.ordinal ? ordinal : cardinal;
        expect([...plural.categories].sort(), `${locale}: ${id} {${plural.argument}}`).toEqual(
          [...needed].sort(),
        );
      }
    }
  });

  it.each(TRANSLATED)('%s is translated: few messages read exactly as in English', (locale) => {
    const catalog = readCatalog(locale);
    const same = Object.keys(en).filter(
      (id) => catalog[id] === en[id] && !SAME_AS_ENGLISH_ALLOWED.has(id),
    );
    expect(same.length / Object.keys(en).length, same.join(', ')).toBeLessThanOrEqual(
      MAX_SAME_AS_ENGLISH,
    );
  });

  it.each(LOCALES)('%s.json is sorted by id and formatted, so diffs stay readable', (locale) => {
    const raw = readFileSync(join(messagesDir, `${locale}.json`), 'utf8');
    const sorted = Object.fromEntries(
      Object.entries(JSON.parse(raw) as Messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(raw).toBe(`${JSON.stringify(sorted, null, 2)}\n`);
  });

  it('en.json matches a fresh extraction from the source (run npm run i18n:extract -w web)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qr-i18n-'));
    try {
      const out = join(dir, 'en.json');
      const cli = join(webRoot, '../node_modules/@formatjs/cli/bin/formatjs');
      execFileSync(
        process.execPath,
        [
          cli,
          'extract',
          'src/**/*.{ts,tsx}',
          '--ignore',
          'src/**/*.test.*',
          '--ignore',
          'src/testing/**',
          '--out-file',
          out,
          '--format',
          'simple',
          '--throws',
        ],
        { cwd: webRoot, stdio: 'pipe' },
      );
      expect(en).toEqual(JSON.parse(readFileSync(out, 'utf8')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
