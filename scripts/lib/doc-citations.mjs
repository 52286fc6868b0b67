/**
 * Code, tests, rules and docs cite the project's documents by section name:
 * `docs/decisions.md, "Ceilings"`, `decisions.md, section "Lifetimes"`, `docs/data-model.md ("Cases")`,
 * and inside a document `section "Analytics"` for one of its own sections. These helpers find every
 * such citation and the headings of each cited document, so a test can fail when a name no longer
 * leads anywhere (a heading renamed, a record merged).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The documents cited by section, as `docs/<name>`. */
export const CITED_DOCUMENTS = [
  'decisions.md',
  'data-model.md',
  'page-speed.md',
  'cost.md',
  'privacy.md',
  'imports.md',
];

/** Where citations live, relative to the repository root. */
export const CITING_ROOTS = [
  'web/src',
  'web/e2e',
  'web/vite-plugins',
  'web/vite.config.ts',
  'functions/src',
  'functions/test',
  'scripts',
  'docs',
  'README.md',
  'firestore.rules',
  'storage.rules',
  'eslint.config.js',
  'vitest.config.ts',
];

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'test-results', 'messages']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|rules|json|html|css)$/;

/**
 * Every text file under the citing roots (build output, dependencies and catalogs left out, and
 * these helpers and their test, whose examples are not citations).
 */
export function citingFiles(root) {
  const files = [];
  const walk = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!SKIPPED_DIRECTORIES.has(entry)) walk(join(path, entry));
      }
    } else if (TEXT_FILE.test(path) && !/doc-citations(\.test)?\.mjs$/.test(path)) {
      files.push(relative(root, path));
    }
  };
  for (const start of CITING_ROOTS) walk(join(root, start));
  return files.sort();
}

/**
 * The headings of a Markdown document, without their `#`s (fenced code left out, where a `#` is a
 * shell comment).
 */
export function headingsOf(markdown) {
  const headings = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(heading[1]);
  }
  return headings;
}

/**
 * A cited name leads to a heading that is that name, or that name followed by a description
 * (data-model.md's `## Cases — the resolution loop (…)`, page-speed.md's `## Byte budgets (…)`).
 */
export function isHeadingOf(name, headings) {
  return headings.some(
    (heading) =>
      heading === name || heading.startsWith(`${name} — `) || heading.startsWith(`${name} (`),
  );
}

// A quoted section name, which may wrap onto a second line (after the comment marker there).
const NAME = '["“]([^"”\\n]+(?:\\n[ \\t]*(?:\\*|//|#)?[ \\t]*[^"”\\n]+)?)["”]';
const unwrap = (name) => name.replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ');

// A document's name, then what may stand between it and the quoted section: a comma, a bracket,
// spaces and line breaks with their comment markers (`*`, `//`, `#`), and the word "section".
const CITED_FILE = CITED_DOCUMENTS.map((name) => name.replace('.', '\\.')).join('|');
const CITATION = new RegExp(
  `(?<![\\w-])(${CITED_FILE})(?:[ \\t]*,?[ \\t]*(?:\\n[ \\t]*(?:\\*|//|#)?)?[ \\t]*\\(?[ \\t]*)(?:section[ \\t]+)?${NAME}`,
  'g',
);
// A document citing one of its own sections: `section "Analytics"`.
const OWN_SECTION = new RegExp(`(?<![\\w.])section\\s+${NAME}`, 'g');
// `decisions.md, Trust`: a section named without quotes cannot be checked.
const UNQUOTED = new RegExp(
  `(?<![\\w-])(${CITED_FILE}),[ \\t]*(?!section[ \\t]+["“])(?=[A-Za-z])`,
  'g',
);
// Further sections of the same citation: `decisions.md, "Analytics" and "Long jobs one way"`.
const MORE_SECTIONS = new RegExp(`^(?:,[ \\t]*|\\s+and\\s+|,[ \\t]*and\\s+)${NAME}`);

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * Every citation in one file's text: `{ line, document, section }`, and `{ line, document,
 * unquoted: true }` for a section named without quotes.
 * @param {string} file the file's path (a document's own `section "…"` citations refer to it)
 */
export function citationsIn(file, text) {
  const found = [];
  for (const match of text.matchAll(CITATION)) {
    const line = lineAt(text, match.index);
    found.push({ line, document: match[1], section: unwrap(match[2]) });
    let rest = text.slice(match.index + match[0].length);
    for (let more = MORE_SECTIONS.exec(rest); more; more = MORE_SECTIONS.exec(rest)) {
      found.push({ line, document: match[1], section: unwrap(more[1]) });
      rest = rest.slice(more[0].length);
    }
  }
  for (const match of text.matchAll(UNQUOTED)) {
    found.push({ line: lineAt(text, match.index), document: match[1], unquoted: true });
  }
  const ownName = file.replace(/^.*\//, '');
  if (file.startsWith('docs/') && CITED_DOCUMENTS.includes(ownName)) {
    for (const match of text.matchAll(OWN_SECTION)) {
      // `decisions.md, section "X"` is already counted above as a citation of that document.
      const before = text.slice(Math.max(0, match.index - 40), match.index);
      if (new RegExp(`(${CITED_FILE})[ \\t,(]*(\\n[ \\t]*)?$`).test(before)) continue;
      found.push({ line: lineAt(text, match.index), document: ownName, section: unwrap(match[1]) });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Every citation under `root` that leads nowhere, as `file:line: message` lines (empty when every
 * cited section is a heading of its document).
 */
export function brokenCitations(root) {
  // A document that does not exist has no headings: every citation of it is broken.
  const headingsIn = (name) => {
    const path = join(root, 'docs', name);
    return statSync(path, { throwIfNoEntry: false }) ? headingsOf(readFileSync(path, 'utf8')) : [];
  };
  const headings = new Map(CITED_DOCUMENTS.map((name) => [name, headingsIn(name)]));
  const broken = [];
  for (const file of citingFiles(root)) {
    for (const citation of citationsIn(file, readFileSync(join(root, file), 'utf8'))) {
      const where = `${file}:${citation.line}`;
      if (citation.unquoted) {
        broken.push(`${where}: a section of ${citation.document} named without quotes`);
      } else if (!isHeadingOf(citation.section, headings.get(citation.document))) {
        broken.push(
          `${where}: "${citation.section}" is not a heading of docs/${citation.document}`,
        );
      }
    }
  }
  return broken;
}
