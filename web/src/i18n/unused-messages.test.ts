// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The app's own source under `root`: not tests, not test helpers. */
const sourceUnder = (root: string) => (file: string) =>
  file.startsWith(join(root, 'src/')) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.includes('/src/testing/');

/** The string literal value of `id` in a message descriptor object, if it has one. */
function messageId(node: ts.Node | undefined): string | undefined {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  for (const property of node.properties) {
    if (
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'id' &&
      ts.isStringLiteralLike(property.initializer)
    ) {
      return property.initializer.text;
    }
  }
  return undefined;
}

/** The variable whose initializer holds `node` (the object a message lives in), if any. */
function enclosingVariable(node: ts.Node): ts.VariableDeclaration | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isVariableDeclaration(at)) return at;
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) return undefined;
  }
  return undefined;
}

/**
 * Message ids declared with defineMessages / defineMessage in the app's source that no source
 * file uses. A message counts as used when its descriptor is referenced (`messages.key`, an
 * imported `defineMessage` constant), or when the object holding it is used as a whole or by a
 * computed key (`messages[key]`, passed on, spread). Tests do not count as use.
 */
function unusedMessageIds(root: string): string[] {
  const isAppSource = sourceUnder(root);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const program = ts.createProgram({
    rootNames: config.fileNames.filter(isAppSource),
    options: config.options,
  });
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((file) => isAppSource(file.fileName));

  // Keyed by declaration node: the checker may hand out a fresh (transient) symbol for a
  // property of an object literal's type, but it keeps pointing at the same declaration.
  const idsByDeclaration = new Map<ts.Node, string[]>();
  const idsByContainer = new Map<ts.Node, string[]>();
  const add = (map: Map<ts.Node, string[]>, key: ts.Node, id: string) =>
    map.set(key, [...(map.get(key) ?? []), id]);
  const declare = (declaration: ts.Node, id: string) => {
    add(idsByDeclaration, declaration, id);
    const variable = enclosingVariable(declaration);
    if (variable && variable !== declaration) add(idsByContainer, variable, id);
  };
  for (const file of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [argument] = node.arguments;
        if (node.expression.text === 'defineMessages' && argument) {
          if (ts.isObjectLiteralExpression(argument)) {
            for (const property of argument.properties) {
              const id = ts.isPropertyAssignment(property)
                ? messageId(property.initializer)
                : undefined;
              if (id) declare(property, id);
            }
          }
        } else if (node.expression.text === 'defineMessage') {
          const id = messageId(argument);
          const parent = node.parent;
          if (id && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))) {
            declare(parent, id);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const used = new Set<string>();
  for (const file of sources) {
    const visit = (node: ts.Node) => {
      // Neither `typeof messages` in a type nor an import or export names a message's use.
      if (ts.isTypeQueryNode(node) || ts.isImportDeclaration(node) || ts.isExportSpecifier(node)) {
        return;
      }
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias)
          symbol = checker.getAliasedSymbol(symbol);
        const declarations = symbol?.declarations ?? [];
        const isDeclaration = declarations.some((d) => (d as ts.NamedDeclaration).name === node);
        const parent = node.parent;
        const byName = ts.isPropertyAccessExpression(parent) && parent.expression === node;
        for (const declaration of isDeclaration ? [] : declarations) {
          idsByDeclaration.get(declaration)?.forEach((id) => used.add(id));
          if (!byName) idsByContainer.get(declaration)?.forEach((id) => used.add(id));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const declared = [...idsByDeclaration.values()].flat();
  return [...new Set(declared)].filter((id) => !used.has(id)).sort();
}

describe('message ids', { timeout: 120_000 }, () => {
  it('every message the app declares is used by the app (remove the unused ones)', () => {
    expect(unusedMessageIds(webRoot)).toEqual([]);
  });

  it('the check itself: finds what nothing uses, counts every kind of use', () => {
    // Inside the repository so that react-intl's types resolve.
    const cache = join(webRoot, '../.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(join(cache, 'unused-messages-'));
    try {
      mkdirSync(join(root, 'src'));
      writeFileSync(
        join(root, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            noEmit: true,
          },
          include: ['src'],
        }),
      );
      writeFileSync(
        join(root, 'src/messages.ts'),
        [
          "import { defineMessage, defineMessages } from 'react-intl';",
          "export const m = defineMessages({ used: { id: 'a.used', defaultMessage: 'U' }, unused: { id: 'a.unused', defaultMessage: 'X' } });",
          "export const single = defineMessage({ id: 'a.single', defaultMessage: 'S' });",
          "export const alone = defineMessage({ id: 'a.alone', defaultMessage: 'A' });",
          "export const byKey = defineMessages({ one: { id: 'b.one', defaultMessage: '1' }, two: { id: 'b.two', defaultMessage: '2' } });",
          "const held = { yes: defineMessage({ id: 'c.yes', defaultMessage: 'Y' }), no: defineMessage({ id: 'c.no', defaultMessage: 'N' }) };",
          'export const heldYes = held.yes;',
          'export type Keys = keyof typeof m;',
        ].join('\n'),
      );
      writeFileSync(
        join(root, 'src/screen.ts'),
        [
          "import { m as messages, single, byKey } from './messages';",
          "export const shown = [messages.used, single, byKey['one' as keyof typeof byKey]];",
        ].join('\n'),
      );
      writeFileSync(
        join(root, 'src/screen.test.ts'),
        "import { alone } from './messages';\nexport const t = alone;",
      );
      // byKey: computed key, so both count; a test's use does not count.
      expect(unusedMessageIds(root)).toEqual(['a.alone', 'a.unused', 'c.no']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
