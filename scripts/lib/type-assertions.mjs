import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The type assertions left in production code, and the ceilings they are held to
 * (docs/decisions.md, "Type assertions"). Counted on the syntax tree, so comments, strings and
 * `as` in import/export renames never count:
 * - a cast is an `x as T` or `<T>x` whose type is not `const` (`as const` asserts nothing);
 * - a double cast (`x as unknown as T`) is counted once, as a cast and as a double cast;
 * - a non-null assertion is `x!`.
 * Production code is web/src and functions/src without tests (`*.test.ts(x)`), declaration files,
 * web/src/testing (test helpers) and generated files (a header saying "Do not edit by hand").
 * Each assertion left says why in a comment on its line or the line above.
 * `node scripts/lib/type-assertions.mjs` prints the figures and every assertion.
 */
export const CEILINGS = { casts: 40, doubleCasts: 0, nonNull: 20 };

const repoRoot = resolve(import.meta.dirname, '../..');
const ROOTS = ['web/src', 'functions/src'];
const EXCLUDED_FOLDERS = ['web/src/testing'];
const GENERATED = /Do not edit by hand/;

/** Production TypeScript files (paths from the repo root). */
export function productionFiles(root = repoRoot) {
  const walk = (dir) =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = `${dir}/${name}`;
      if (statSync(join(root, path)).isDirectory()) {
        return EXCLUDED_FOLDERS.includes(path) ? [] : walk(path);
      }
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
        ? [path]
        : [];
    });
  return ROOTS.flatMap(walk).filter(
    (path) => !GENERATED.test(readFileSync(join(root, path), 'utf8').slice(0, 500)),
  );
}

const isConstType = (type) =>
  ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'const';

/** The assertions in `code`, each with its kind, line (1-based), text and whether a comment explains it. */
export function assertionsIn(code, fileName = 'file.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  // Comments are trivia: those before each node, and those after it on its line.
  const commentLines = new Set();
  const noteComments = (node) => {
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of [
        ...(ts.getLeadingCommentRanges(code, node.getFullStart()) ?? []),
        ...(ts.getTrailingCommentRanges(code, node.getEnd()) ?? []),
      ]) {
        const first = source.getLineAndCharacterOfPosition(range.pos).line;
        const last = source.getLineAndCharacterOfPosition(range.end).line;
        for (let line = first; line <= last; line++) commentLines.add(line);
      }
    }
    node.getChildren(source).forEach(noteComments);
  };
  noteComments(source);

  const found = [];
  const record = (node, what) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
    found.push({
      kind: what,
      line: line + 1,
      text: node.getText(source).replace(/\s+/g, ' ').slice(0, 120),
      explained: [line - 1, line, end].some((l) => commentLines.has(l)),
    });
  };
  const visit = (node) => {
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      !isConstType(node.type)
    ) {
      const inner = ts.skipPartiallyEmittedExpressions(node.expression);
      const innerIsUnknownCast =
        (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) &&
        inner.type.kind === ts.SyntaxKind.UnknownKeyword;
      if (innerIsUnknownCast) {
        record(node, 'doubleCast');
        ts.forEachChild(inner.expression, visit);
        return;
      }
      record(node, 'cast');
    } else if (ts.isNonNullExpression(node)) {
      record(node, 'nonNull');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every assertion in production code, with its file. */
export function productionAssertions(root = repoRoot) {
  return productionFiles(root).flatMap((file) =>
    assertionsIn(readFileSync(join(root, file), 'utf8'), file).map((found) => ({
      file,
      ...found,
    })),
  );
}

/** The figures the ceilings apply to. */
export function figures(assertions) {
  const count = (kind) => assertions.filter((found) => found.kind === kind).length;
  // A double cast is a cast too: `casts` counts both.
  return {
    casts: count('cast') + count('doubleCast'),
    doubleCasts: count('doubleCast'),
    nonNull: count('nonNull'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = productionAssertions();
  for (const found of all) {
    console.log(
      `${found.file}:${found.line}\t${found.kind}\t${found.explained ? '' : 'UNEXPLAINED\t'}${found.text}`,
    );
  }
  console.log(figures(all));
}
