// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@shared';
import { describe, expect, it } from 'vitest';

/**
 * Each glossary (docs/i18n-glossary/<locale>.md) ends with a table, "Checked by the catalog
 * tests", of forms its language never uses; this test holds every message of that catalog to it.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
const SECTION = '## Checked by the catalog tests';

/** The forbidden forms: the first backticked text of each row of the section's table. */
function forbiddenForms(glossary: string): string[] {
  const start = glossary.indexOf(SECTION);
  if (start < 0) return [];
  const section = glossary.slice(start + SECTION.length).split(/\n## /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
    .filter((form): form is string => form !== undefined);
}

/** Where `form` occurs in `message`; a form starting with a letter only at a word's start. */
function containsForm(message: string, form: string): boolean {
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = /^\p{L}/u.test(form) ? `(?<!\\p{L})${escaped}` : escaped;
  return new RegExp(pattern, 'u').test(message);
}

describe('glossary checks', () => {
  it('finds a form only where the glossary means it', () => {
    expect(containsForm('Contul dvs. a atins', 'dvs.')).toBe(true);
    expect(containsForm('advs.', 'dvs.')).toBe(false);
    expect(containsForm('Așteptați...', '...')).toBe(true);
    expect(containsForm('Așteptați…', '...')).toBe(false);
    expect(containsForm("l'avis", "'")).toBe(true);
  });

  it.each(TRANSLATED)('%s: the glossary lists its checked forms', (locale) => {
    const glossary = readFileSync(join(repoRoot, `docs/i18n-glossary/${locale}.md`), 'utf8');
    expect(forbiddenForms(glossary)).toContain('...');
  });

  it.each(TRANSLATED)('%s: no message uses a form its glossary forbids', (locale) => {
    const glossary = readFileSync(join(repoRoot, `docs/i18n-glossary/${locale}.md`), 'utf8');
    const catalog = JSON.parse(
      readFileSync(join(repoRoot, `web/src/i18n/messages/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    const offending = forbiddenForms(glossary).flatMap((form) =>
      Object.entries(catalog)
        .filter(([, message]) => containsForm(message, form))
        .map(([id, message]) => `${id} uses "${form}": ${message}`),
    );
    expect(offending).toEqual([]);
  });
});
