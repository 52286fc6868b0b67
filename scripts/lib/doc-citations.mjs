/**
 * Code, tests, rules and docs cite the project's documents by section name:
 * `docs/decisions.md, "Ceilings"`, `decisions.md, section "Lifetimes"`, `docs/data-model.md ("Cases")`,
 * `README, "Ports"`, and inside a document `section "Analytics"` for one of its own sections. These
 * helpers find every such citation and the headings of each cited document, so a test can fail when
 * a name no longer leads anywhere (a heading renamed, a record merged, a section moved).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The documents cited by section: `docs/<name>`, and the README at the root. */
export const CITED_DOCUMENTS = [
  'decisions.md',
  'data-model.md',
  'page-speed.md',
  'cost.md',
  'privacy.md',
  'imports.md',
  'deploy.md',
  'troubleshooting.md',
  'README.md',
];

/** Where a cited document lives, relative to the repository root. */
export const documentPath = (name) => (name === 'README.md' ? 'README.md' : `docs/${name}`);

/** Where citations live, relative to the repository root. */
export const CITING_ROOTS = [
  '.github',
  'extensions',
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
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|rules|json|html|css|yml|env)$/;

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
// spaces and line breaks with their comment markers (`*`, `//`, `#`), and the word "section". The
// README is named with or without `.md`, never as a path (docs/benchmarks/README.md is another).
const CITED_FILE = CITED_DOCUMENTS.map((name) =>
  name === 'README.md' ? '(?<![/.])README(?:\\.md)?' : name.replace('.', '\\.'),
).join('|');
const documentName = (cited) => (cited.startsWith('README') ? 'README.md' : cited);
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
    const document = documentName(match[1]);
    found.push({ line, document, section: unwrap(match[2]) });
    let rest = text.slice(match.index + match[0].length);
    for (let more = MORE_SECTIONS.exec(rest); more; more = MORE_SECTIONS.exec(rest)) {
      found.push({ line, document, section: unwrap(more[1]) });
      rest = rest.slice(more[0].length);
    }
  }
  for (const match of text.matchAll(UNQUOTED)) {
    found.push({
      line: lineAt(text, match.index),
      document: documentName(match[1]),
      unquoted: true,
    });
  }
  const ownName = file.replace(/^.*\//, '');
  if (CITED_DOCUMENTS.includes(ownName) && file === documentPath(ownName)) {
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
    const path = join(root, documentPath(name));
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
          `${where}: "${citation.section}" is not a heading of ${documentPath(citation.document)}`,
        );
      }
    }
  }
  return broken;
}

/*
 * Names and paths the docs mention. README.md and docs/**\/*.md name deployed functions
 * (`processProductWrite`), constants (`MAX_PRODUCTS_PER_SELLER`), code (`queueMail`) and files
 * (functions/src/shared/paths.ts). A rename or a removal leaves them naming nothing, or calling a
 * function deployed that no deployment has any more; these helpers find such names.
 */

/** Every Markdown document a reader is sent to: the README and everything under docs/. */
export function markdownDocuments(root) {
  const files = ['README.md'];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.md')) files.push(relative(root, child));
    }
  };
  walk(join(root, 'docs'));
  return files.sort();
}

/** The text with every fenced block's lines blanked (line numbers kept). */
const withoutFences = (markdown) => {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      const fence = /^\s*(```|~~~)/.test(line);
      if (fence) fenced = !fenced;
      return fence || fenced ? '' : line;
    })
    .join('\n');
};

/** The names functions/src/index.ts exports: the deployed functions' names. */
export function exportedFunctions(indexSource) {
  const names = new Set();
  for (const [, list] of indexSource.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  for (const [, name] of indexSource.matchAll(
    /export\s+(?:const|let|async\s+function|function)\s+(\w+)/g,
  )) {
    names.add(name);
  }
  return names;
}

/** The functions an upgrade step deletes: every name after `functions:delete` in the text. */
export function deletedFunctions(text) {
  const names = new Set();
  for (const [, list] of text.matchAll(/functions:delete((?:[ \t]+[A-Za-z]\w*)+)/g)) {
    for (const name of list.trim().split(/\s+/)) names.add(name);
  }
  return names;
}

/**
 * Every identifier in the code, rules and configuration (the docs and these helpers left out):
 * what a name in the docs may stand for besides a function.
 */
export function codeWords(root) {
  const words = new Set();
  for (const file of citingFiles(root)) {
    if (file.endsWith('.md')) continue;
    for (const [word] of readFileSync(join(root, file), 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) {
      words.add(word);
    }
  }
  for (const file of ['package.json', 'web/package.json', 'functions/package.json', '.ci/run']) {
    const path = join(root, file);
    if (!statSync(path, { throwIfNoEntry: false })) continue;
    for (const [word] of readFileSync(path, 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}

/** Names the docs use for things outside this repository's code (a marketplace's report type). */
export const EXTERNAL_NAMES = new Set(['GET_MERCHANT_LISTINGS_ALL_DATA']);

const FUNCTION_LIKE = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/;
const CONSTANT_LIKE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
// `name` function / trigger / task; function `name`; functions (`a`, `b`, …).
const CALLED_A_FUNCTION_AFTER = /^`\s+(?:functions?|triggers?|tasks?)\b/;
const CALLED_A_FUNCTION_BEFORE =
  /\b(?:(?:function|trigger)s?\s+|(?:functions|triggers)\s+\((?:`\w+`,\s*)*)$/i;
// A sentence that says a function is gone: where the docs may still name one.
const GONE = /\b(?:former(?:ly)?|renamed|replaced|removed|no longer deployed)\b/i;

/**
 * The problems with the names one Markdown file mentions in inline code, as `file:line: message`:
 * - a name that is neither a deployed function (`deployed`), nor one an upgrade step deletes
 *   (`deleted`), nor an identifier anywhere in the code (`words`): made up, or renamed since;
 * - a name the text calls a function, trigger or task that functions/src/index.ts does not export;
 * - a deleted function named in a sentence that does not say it is gone (former, renamed,
 *   replaced, removed, no longer deployed).
 */
export function nameProblems(file, markdown, { deployed, deleted, words }) {
  const problems = [];
  const text = withoutFences(markdown);
  // The sentence around `index`: from the end of the one before (or the paragraph's or table
  // cell's start) to its own end.
  const sentenceAt = (index) => {
    const before = text.slice(0, index);
    const start = Math.max(
      before.lastIndexOf('\n\n'),
      before.lastIndexOf('|'),
      ...[...before.matchAll(/[.!?:](?=\s)/g)].map((stop) => stop.index),
    );
    const end = text.slice(index).search(/[.!?](?=\s|$)|\n\n|\|/);
    return text.slice(start + 1, end < 0 ? text.length : index + end);
  };
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const name = match[1].replace(/\(\)$/, '');
    const functionLike = FUNCTION_LIKE.test(name);
    if (!functionLike && !CONSTANT_LIKE.test(name)) continue;
    const where = `${file}:${lineAt(text, match.index)}`;
    if (deployed.has(name)) continue;
    if (deleted.has(name)) {
      if (!GONE.test(sentenceAt(match.index))) {
        problems.push(
          `${where}: \`${name}\` is a deleted function, named where the text does not say it is gone`,
        );
      }
      continue;
    }
    if (!words.has(name) && !EXTERNAL_NAMES.has(name)) {
      problems.push(`${where}: \`${name}\` names nothing in the code`);
      continue;
    }
    const after = text.slice(match.index + match[0].length - 1);
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    if (
      functionLike &&
      (CALLED_A_FUNCTION_AFTER.test(after) || CALLED_A_FUNCTION_BEFORE.test(before))
    ) {
      problems.push(
        `${where}: \`${name}\` is called a function, but functions/src/index.ts does not export it`,
      );
    }
  }
  return problems;
}

/** What the names in the docs are checked against, read from the repository. */
export function nameContext(root) {
  const deploy = join(root, 'docs/deploy.md');
  return {
    deployed: exportedFunctions(readFileSync(join(root, 'functions/src/index.ts'), 'utf8')),
    deleted: statSync(deploy, { throwIfNoEntry: false })
      ? deletedFunctions(readFileSync(deploy, 'utf8'))
      : new Set(),
    words: codeWords(root),
  };
}

/** Every name problem in the README and docs/ (empty when each name leads somewhere). */
export function unknownNames(root) {
  const context = nameContext(root);
  return markdownDocuments(root).flatMap((file) =>
    nameProblems(file, readFileSync(join(root, file), 'utf8'), context),
  );
}

// A path from the repository's root, up to a glob or placeholder (`*`, `<…>`, `{…}`).
const ROOT_FOLDER = '(?:functions|web|scripts|docs|extensions|\\.github|\\.ci)\\/';
const ROOT_PATH = new RegExp(`(?<![\\w./-])${ROOT_FOLDER}[\\w./-]*(?![\\w./*<{-])`, 'g');
const FROM_ROOT = new RegExp(`^${ROOT_FOLDER}`);
// A path relative to some folder of the app (`lib/hydration.ts`, app/data-shell.tsx): a file.
const RELATIVE_FILE =
  /(?<![\w./-])[\w-]+(?:\/[\w.-]+)+\.(?:ts|tsx|mjs|js|json|css|html|rules|yml|md)(?![\w*<{/-])/g;
// What a build, a run or the reader makes, never committed: checked by its shape only.
const MADE_LOCALLY =
  /(?:^|\/)(?:dist(?:-[\w-]*)?|node_modules|test-results|\.cache)(?:\/|$)|^functions\/lib(?:\/|$)|(?:^|\/)\.env\b/;

/** Every file under the root, as relative paths (dependencies, output and .git left out). */
function repositoryFiles(root) {
  const files = [];
  const skipped = new Set(['node_modules', '.git', 'dist', 'test-results', '.cache']);
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith('dist-')) continue;
      const child = join(path, entry.name);
      if (relative(root, child) === join('functions', 'lib')) continue;
      if (entry.isDirectory()) walk(child);
      else files.push(relative(root, child));
    }
  };
  walk(root);
  return files;
}

/**
 * The paths one Markdown file names that lead nowhere, as `file:line: message`. A path from the
 * root (functions/src/…, web/src/…, scripts/…, docs/…) must exist as written; a shorter one
 * (`lib/hydration.ts`) must end the path of some file. URLs, globs and placeholders are not paths.
 */
export function pathProblems(file, markdown, { exists, files }) {
  const problems = [];
  const text = markdown.replace(/[a-z]+:\/\/[^\s)>`]+/g, (url) => ' '.repeat(url.length));
  const trim = (path) => path.replace(/[.,:;]+$/, '');
  for (const match of text.matchAll(ROOT_PATH)) {
    const path = trim(match[0]);
    if (MADE_LOCALLY.test(path) || exists(path)) continue;
    problems.push(`${file}:${lineAt(text, match.index)}: ${path} does not exist`);
  }
  for (const match of text.matchAll(RELATIVE_FILE)) {
    const path = trim(match[0]);
    if (FROM_ROOT.test(path) || MADE_LOCALLY.test(path)) continue;
    if (exists(path) || files.some((candidate) => candidate.endsWith(`/${path}`))) continue;
    problems.push(`${file}:${lineAt(text, match.index)}: no file's path ends in ${path}`);
  }
  return problems;
}

/** Every path in the README and docs/ that leads nowhere (empty when all exist). */
export function missingPaths(root) {
  const context = {
    exists: (path) => Boolean(statSync(join(root, path), { throwIfNoEntry: false })),
    files: repositoryFiles(root),
  };
  return markdownDocuments(root).flatMap((file) =>
    pathProblems(file, readFileSync(join(root, file), 'utf8'), context),
  );
}
