// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(src, '../..');
const features = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const BOUNDARY_RULES = ['import-x/no-restricted-paths', 'no-restricted-imports'];
// The snippets below are not files of a TypeScript project: lint them without type information
// (the boundary rules need none).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/**
 * The import-boundary errors ESLint reports for `code` as if it were the file at `path`. The
 * rule judges the file an import resolves to, so every import below names a real file.
 */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('feature boundaries', { timeout: 60_000 }, () => {
  it.each(features)('features/%s has one public index', (feature) => {
    expect(existsSync(join(src, 'features', feature, 'index.ts'))).toBe(true);
  });

  it('a feature may not import another feature, however the path is spelled', async () => {
    const file = 'web/src/features/products/components/x.tsx';
    expect(
      await boundaryErrors(file, "import { TemplatesScreen } from '@/features/templates';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(file, "import { x } from '@/features/templates/lib/new-template';\n"),
    ).toHaveLength(1);
    // Two rules say no: the boundary, and the convention that relative paths stay inside.
    expect(
      await boundaryErrors(file, "import { x } from '../../templates/lib/new-template';\n"),
    ).toHaveLength(2);
    // A file at the feature's root climbs one level into another feature: only the resolved
    // file shows it.
    expect(
      await boundaryErrors(
        'web/src/features/products/x.ts',
        "import { x } from '../templates/lib/new-template';\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors(file, "import { x } from '../lib/list-params';\n")).toEqual([]);
    expect(
      await boundaryErrors(file, "import { x } from '@/features/products/lib/list-params';\n"),
    ).toEqual([]);
  });

  it('shared code may not import a feature or the app shell', async () => {
    for (const file of [
      'web/src/card/lib/x.ts',
      'web/src/lib/x.ts',
      'web/src/components/ui/x.tsx',
    ]) {
      expect(await boundaryErrors(file, "import { x } from '@/features/products';\n")).toHaveLength(
        1,
      );
      expect(await boundaryErrors(file, "import { x } from '@/app/router';\n")).toHaveLength(1);
    }
    expect(
      await boundaryErrors('web/src/lib/x.ts', "import { x } from '../features/products';\n"),
    ).toHaveLength(1);
  });

  it('app/ composes features through their index only; everyone uses the card kit by its index', async () => {
    const route = 'web/src/app/routes/x.tsx';
    expect(
      await boundaryErrors(route, "import { ProductListScreen } from '@/features/products';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        route,
        "import { x } from '@/features/products/components/product-form';\n",
      ),
    ).toHaveLength(1);
    expect(await boundaryErrors(route, "import { QrCard } from '@/card';\n")).toEqual([]);
    expect(await boundaryErrors(route, "import { x } from '@/card/lib/card-png';\n")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors(route, "import { x } from '../../features/products/lib/list-params';\n"),
    ).toHaveLength(1);
    // A route's test may render a feature's internal component.
    expect(
      await boundaryErrors(
        'web/src/app/routes/x.test.tsx',
        "import { x } from '@/features/products/components/product-form';\n",
      ),
    ).toEqual([]);
  });
});
