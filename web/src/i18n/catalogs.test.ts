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
const readCatalog = (locale: string) =>
  JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = readCatalog('en');

/** Argument names a message uses ({name}, plurals, selects, <tags>). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        Object.values(el.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  it('exist for exactly the 23 supported locales', () => {
    const files = readdirSync(messagesDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has no ids that en does not have', (locale) => {
    const extra = Object.keys(readCatalog(locale)).filter((id) => !(id in en));
    expect(extra).toEqual([]);
  });

  it.each(LOCALES)('%s messages are valid ICU with the same arguments as English', (locale) => {
    const catalog = readCatalog(locale);
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in en)) continue;
      expect(argumentsOf(message), `${locale}: ${id}`).toEqual(argumentsOf(en[id] ?? ''));
    }
  });

  it('ro is complete', () => {
    const ro = readCatalog('ro');
    expect(Object.keys(en).filter((id) => !(id in ro))).toEqual([]);
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
