import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brokenCitations,
  citationsIn,
  citingFiles,
  headingsOf,
  isHeadingOf,
} from './doc-citations.mjs';

const repository = fileURLToPath(new URL('../..', import.meta.url));

describe('citations of docs by section name', () => {
  it('lead to a heading of the cited document, everywhere in the repository', () => {
    // Each entry names the file and line of a citation whose section is not a heading (renamed or
    // merged): rename the citation, or keep the heading.
    expect(brokenCitations(repository)).toEqual([]);
  });

  it('are found in the repository (the scan itself works)', () => {
    const found = citingFiles(repository).flatMap((file) =>
      citationsIn(file, readFileSync(join(repository, file), 'utf8')),
    );
    expect(found.length).toBeGreaterThan(100);
    expect(found.some((citation) => citation.document === 'data-model.md')).toBe(true);
  });

  it('are read in every form the code and docs use', () => {
    const text = [
      'a (docs/decisions.md, "Ceilings") b',
      'c decisions.md, section "Lifetimes"',
      '// docs/decisions.md "Server state"',
      ' * (docs/decisions.md,',
      ' * "Long jobs one way")',
      ' * (docs/decisions.md, "How the review route',
      ' * stays small")',
      'd docs/data-model.md ("Cases") and docs/decisions.md, "Analytics" and "Trust"',
      'e docs/decisions.md, Trust',
      'f docs/decisions.md (choices where the spec is silent)',
    ].join('\n');
    expect(citationsIn('web/src/x.ts', text)).toEqual([
      { line: 1, document: 'decisions.md', section: 'Ceilings' },
      { line: 2, document: 'decisions.md', section: 'Lifetimes' },
      { line: 3, document: 'decisions.md', section: 'Server state' },
      { line: 4, document: 'decisions.md', section: 'Long jobs one way' },
      { line: 6, document: 'decisions.md', section: 'How the review route stays small' },
      { line: 8, document: 'data-model.md', section: 'Cases' },
      { line: 8, document: 'decisions.md', section: 'Analytics' },
      { line: 8, document: 'decisions.md', section: 'Trust' },
      { line: 9, document: 'decisions.md', unquoted: true },
    ]);
  });

  it("read a document's references to its own sections", () => {
    const text = 'See section "Ceilings".\nAnd docs/cost.md, section "Measured per action".';
    expect(citationsIn('docs/decisions.md', text)).toEqual([
      { line: 1, document: 'decisions.md', section: 'Ceilings' },
      { line: 2, document: 'cost.md', section: 'Measured per action' },
    ]);
    expect(citationsIn('web/src/x.ts', 'section "Ceilings"')).toEqual([]);
  });

  it('match a heading by its name, or its name before a description', () => {
    const headings = headingsOf(
      '# Doc\n\n## Cases — the resolution loop\n\n```sh\n# not a heading\n```\n\n### Byte budgets (enforced)\n',
    );
    expect(headings).toEqual(['Doc', 'Cases — the resolution loop', 'Byte budgets (enforced)']);
    expect(isHeadingOf('Cases', headings)).toBe(true);
    expect(isHeadingOf('Byte budgets', headings)).toBe(true);
    expect(isHeadingOf('not a heading', headings)).toBe(false);
    expect(isHeadingOf('Case', headings)).toBe(false);
  });
});

describe('a broken citation', () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('is reported with its file and line', () => {
    root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
    write('docs/decisions.md', '# Decisions\n\n## Ceilings\n\nSee section "Lifetimes".\n');
    write('docs/data-model.md', '# Data model\n\n## Cases — the resolution loop\n');
    write(
      'functions/src/limits.ts',
      '// docs/decisions.md, "Ceilings"\n// docs/data-model.md, "Cases"\n\n// docs/decisions.md, "Ceiling"\n',
    );
    write('README.md', 'Upgrade (docs/decisions.md, Trust).\n');
    expect(brokenCitations(root)).toEqual([
      'README.md:1: a section of decisions.md named without quotes',
      'docs/decisions.md:5: "Lifetimes" is not a heading of docs/decisions.md',
      'functions/src/limits.ts:4: "Ceiling" is not a heading of docs/decisions.md',
    ]);
  });
});
