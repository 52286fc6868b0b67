import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { FUNCTION_DOMAINS } from '../../eslint.config.js';
import { circles, importGraph, layerFigures, specifiersOf } from './import-graph.mjs';

/**
 * The functions' layers (docs/decisions.md, "Functions in three layers"): each lint zone fires
 * however an import is spelled, and the import graph of functions/src has nothing running up the
 * layers, no two domains importing each other, and no circle.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const src = join(repoRoot, 'functions/src');

const LAYER_RULES = ['import-x/no-restricted-paths', 'import-x/no-cycle'];
// The snippets are not files of a TypeScript project: lint them without type information (the
// layer rules need none).
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layer errors ESLint reports for `code` as if it were functions/src/`path`. */
async function layerErrors(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(src, path) });
  return (result?.messages ?? [])
    .filter((message) => LAYER_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('the functions’ layers', { timeout: 60_000 }, () => {
  it('rank every domain folder, and only those', () => {
    const folders = readdirSync(join(src, 'domains'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...FUNCTION_DOMAINS].sort()).toEqual(folders.sort());
  });

  it('shared/ imports nothing else of functions/src', async () => {
    expect(await layerErrors('shared/x.ts', "import { paths } from './paths.js';\n")).toEqual([]);
    expect(
      await layerErrors(
        'shared/schemas/x.ts',
        "import { adminApp } from '../../platform/admin.js';\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'shared/x.ts',
        "import { appealOf } from '../domains/reviews/decision.js';\n",
      ),
    ).toHaveLength(1);
  });

  it('platform/ imports shared/ only: no domain, no entry point', async () => {
    const file = 'platform/jobs/x.ts';
    expect(await layerErrors(file, "import { paths } from '../../shared/index.js';\n")).toEqual([]);
    expect(await layerErrors(file, "import { x } from '../firestore.js';\n")).toEqual([]);
    expect(
      await layerErrors(file, "import { x } from '../../domains/products/running-jobs.js';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors(file, "import { JOB_KINDS } from '../../entry/job-kinds.js';\n"),
    ).toHaveLength(1);
    expect(await layerErrors(file, "import { x } from '../../dev/seed.js';\n")).toHaveLength(1);
  });

  it('a domain imports only the domains ranked below it, however the path is spelled', async () => {
    const reviews = 'domains/reviews/x.ts';
    // cases is ranked above reviews: cases may use reviews, never the other way round.
    expect(await layerErrors(reviews, "import { x } from '../cases/open-case.js';\n")).toHaveLength(
      1,
    );
    expect(
      await layerErrors(reviews, "import { x } from '../../domains/cases/open-case.js';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('domains/cases/x.ts', "import { x } from '../reviews/review-id.js';\n"),
    ).toEqual([]);
    expect(
      await layerErrors(reviews, "import { x } from '../analytics/count-events.js';\n"),
    ).toEqual([]);
    expect(await layerErrors(reviews, "import { x } from './decision.js';\n")).toEqual([]);
    expect(
      await layerErrors(reviews, "import { x } from '../../platform/rate-limit.js';\n"),
    ).toEqual([]);
    // Nor does a domain reach an entry point or a script.
    expect(
      await layerErrors(reviews, "import { x } from '../../entry/http/review-api-handler.js';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors(reviews, "import { x } from '../../tools/one-off.js';\n"),
    ).toHaveLength(1);
  });

  it('each domain is refused every domain ranked above it', async () => {
    // A real file of each domain: the rule judges the file an import resolves to.
    const fileOf = (domain) =>
      readdirSync(join(src, 'domains', domain)).find((name) => /(?<!\.test)\.ts$/.test(name));
    for (const [rank, domain] of FUNCTION_DOMAINS.entries()) {
      for (const [other, target] of FUNCTION_DOMAINS.entries()) {
        if (other === rank) continue;
        const file = fileOf(target).replace(/\.ts$/, '.js');
        const errors = await layerErrors(
          `domains/${domain}/x.ts`,
          `import * as x from '../${target}/${file}';\n`,
        );
        expect(errors, `${domain} → ${target}`).toHaveLength(other > rank ? 1 : 0);
      }
    }
  });

  it('entry points compose everything; index.ts and the scripts are imported by nobody', async () => {
    const trigger = 'entry/triggers/x.ts';
    for (const spec of [
      '../../domains/cases/open-case.js',
      '../../platform/admin.js',
      '../job-kinds.js',
      '../../shared/index.js',
    ]) {
      expect(await layerErrors(trigger, `import { x } from '${spec}';\n`)).toEqual([]);
    }
    expect(await layerErrors(trigger, "import { x } from '../../index.js';\n")).toHaveLength(1);
    expect(await layerErrors(trigger, "import { x } from '../../dev/seed.js';\n")).toHaveLength(1);
  });

  it('no import closes a circle', async () => {
    // shared/index.ts re-exports constants.ts: constants importing the index closes a circle.
    expect(
      await layerErrors('shared/constants.ts', "import { paths } from './index.js';\n"),
    ).toEqual(['Dependency cycle detected']);
  });
});

describe('the import graph of functions/src', () => {
  const graph = importGraph(src);

  it('has no import up the layers, no domains that import each other, and no circle', () => {
    expect(layerFigures(graph, FUNCTION_DOMAINS)).toEqual({
      upImports: [],
      domainOrderBreaks: [],
      mutualFolders: [],
      circles: [],
    });
  });

  it('counts what the lint does not: type-only imports close a circle too', () => {
    const specifiers = specifiersOf(
      "import type { A } from './a.js';\nimport { type B } from './b.js';\nexport * from './c.js';\nconst d = () => import('./d.js');\n",
    );
    expect(specifiers).toEqual([
      { specifier: './a.js', typeOnly: true },
      { specifier: './b.js', typeOnly: true },
      { specifier: './c.js', typeOnly: false },
      { specifier: './d.js', typeOnly: false },
    ]);
    const edges = (...to) => to.map((file) => ({ to: file, typeOnly: true }));
    const circular = new Map([
      ['a.ts', edges('b.ts')],
      ['b.ts', edges('c.ts')],
      ['c.ts', edges('a.ts')],
      ['d.ts', edges('a.ts')],
    ]);
    expect(circles(circular)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('finds an import up the layers, a domain ranked too low, and folders that import each other', () => {
    const edge = (to) => ({ to, typeOnly: false });
    const figures = layerFigures(
      new Map([
        ['platform/x.ts', [edge('domains/cases/y.ts')]],
        ['domains/cases/y.ts', [edge('domains/reviews/z.ts')]],
        ['domains/reviews/z.ts', [edge('domains/cases/y.ts')]],
      ]),
      ['reviews', 'cases'],
    );
    expect(figures.upImports).toEqual(['platform/x.ts → domains/cases/y.ts']);
    expect(figures.domainOrderBreaks).toEqual(['domains/reviews/z.ts → domains/cases/y.ts']);
    expect(figures.mutualFolders).toEqual(['domains/cases ↔ domains/reviews']);
  });
});

describe('the entry points', () => {
  const index = readFileSync(join(src, 'index.ts'), 'utf8');
  const reexports = [
    ...index.matchAll(/export \{ (\w+) \} from '\.\/entry\/(\w+)\/([\w-]+)\.js';/g),
  ];
  const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

  it('index.ts only re-exports them', () => {
    const imports = specifiersOf(index).map(({ specifier }) => specifier);
    expect(imports.filter((spec) => !spec.startsWith('./entry/'))).toEqual([
      './platform/global-options.js',
    ]);
    expect(reexports.length).toBeGreaterThan(10);
  });

  it('define one deployed function per file, the file named for the function', () => {
    for (const [, name, folder, file] of reexports) {
      expect(['triggers', 'http']).toContain(folder);
      expect(file).toBe(kebab(name));
      const source = readFileSync(join(src, 'entry', folder, `${file}.ts`), 'utf8');
      expect(
        [...source.matchAll(/^export const (\w+) = on[A-Z]\w*[<(]/gm)].map((m) => m[1]),
      ).toEqual([name]);
    }
    const triggers = readdirSync(join(src, 'entry/triggers')).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    // deliverMailLocally is re-exported under a condition (emulator only).
    const exported = new Set([...reexports.map((match) => match[3]), 'deliver-mail-locally']);
    expect(triggers.filter((file) => !exported.has(file.replace(/\.ts$/, '')))).toEqual([]);
  });
});
