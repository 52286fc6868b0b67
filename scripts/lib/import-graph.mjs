import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of functions/src's production code, and the figures its layers are held to
 * (docs/decisions.md, "Functions in three layers"): imports up the layers, domains that import
 * a domain ranked above them, folders that import each other, and circles of files.
 * `node scripts/lib/import-graph.mjs` prints them.
 */

/** Production TypeScript files under `root` (tests excluded), as paths relative to it. */
export function productionFiles(root, dir = '') {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) return productionFiles(root, path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every module specifier `code` imports or re-exports, statically or with import(). */
export function specifiersOf(code, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(
            node.importClause?.isTypeOnly ||
            (node.importClause &&
              !node.importClause.name &&
              node.importClause.namedBindings &&
              ts.isNamedImports(node.importClause.namedBindings) &&
              node.importClause.namedBindings.elements.length > 0 &&
              node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)),
          )
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a relative specifier names (NodeNext: `./x.js` is ./x.ts), relative to `root`, or
 * null for a package or a file outside the graph.
 */
export function resolveSpecifier(root, from, specifier, files) {
  if (!specifier.startsWith('.')) return null;
  const target = relative(root, resolve(root, dirname(from), specifier)).replaceAll('\\', '/');
  const base = target.replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Map of file → the files it imports ({ to, typeOnly }), over `root`'s production files. */
export function importGraph(root) {
  const files = new Set(productionFiles(root));
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    for (const { specifier, typeOnly } of specifiersOf(readFileSync(join(root, file), 'utf8'))) {
      const to = resolveSpecifier(root, file, specifier, files);
      if (to) edges.push({ to, typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): circles. */
export function circles(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const connect = (file) => {
    indexes.set(file, index);
    lows.set(file, index);
    index++;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!indexes.has(to)) {
        connect(to);
        lows.set(file, Math.min(lows.get(file), lows.get(to)));
      } else if (onStack.has(to)) {
        lows.set(file, Math.min(lows.get(file), indexes.get(to)));
      }
    }
    if (lows.get(file) === indexes.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some(({ to }) => to === file);
      if (component.length > 1 || selfImport) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indexes.has(file)) connect(file);
  return found;
}

/**
 * Where a file of functions/src sits: its layer (shared 0, platform 1, domains 2, entry 3: the
 * entry points, index.ts, dev/ and tools/), and its folder (a domain's folder, else the first one).
 */
export function placeOf(file) {
  const [first, second] = file.split('/');
  if (first === 'shared') return { layer: 0, folder: 'shared' };
  if (first === 'platform') return { layer: 1, folder: 'platform' };
  if (first === 'domains') return { layer: 2, folder: `domains/${second}`, domain: second };
  return { layer: 3, folder: file.includes('/') ? first : file };
}

/**
 * The figures for `graph`: `place` says where each file sits, `domainOrder` ranks the domains
 * (lowest first: a domain may import only those before it).
 */
export function layerFigures(graph, domainOrder, place = placeOf) {
  const upImports = [];
  const domainOrderBreaks = [];
  const folderEdges = new Set();
  for (const [file, edges] of graph) {
    const from = place(file);
    for (const { to } of edges) {
      const target = place(to);
      if (target.layer > from.layer) upImports.push(`${file} → ${to}`);
      if (
        from.domain &&
        target.domain &&
        from.domain !== target.domain &&
        !(
          domainOrder.indexOf(target.domain) < domainOrder.indexOf(from.domain) &&
          domainOrder.includes(target.domain)
        )
      ) {
        domainOrderBreaks.push(`${file} → ${to}`);
      }
      if (from.folder !== target.folder) folderEdges.add(`${from.folder}\u0000${target.folder}`);
    }
  }
  const mutualFolders = [...folderEdges]
    .map((edge) => edge.split('\u0000'))
    .filter(([a, b]) => a < b && folderEdges.has(`${b}\u0000${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`)
    .sort();
  return {
    upImports: upImports.sort(),
    domainOrderBreaks: domainOrderBreaks.sort(),
    mutualFolders,
    circles: circles(graph),
  };
}

/** Lines of the production files under `root`. */
export function productionLines(root) {
  return productionFiles(root).reduce(
    (sum, file) => sum + readFileSync(join(root, file), 'utf8').split('\n').length - 1,
    0,
  );
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const { FUNCTION_DOMAINS } = await import('../../eslint.config.js');
  const root = resolve(import.meta.dirname, '../../functions/src');
  const figures = layerFigures(importGraph(root), FUNCTION_DOMAINS);
  console.log(JSON.stringify({ ...figures, productionLines: productionLines(root) }, null, 2));
}
