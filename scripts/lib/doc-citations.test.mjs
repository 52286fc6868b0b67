import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brokenCitations,
  citationsIn,
  citingFiles,
  deletedFunctions,
  exportedFunctions,
  headingsOf,
  isHeadingOf,
  markdownDocuments,
  missingPaths,
  nameContext,
  nameProblems,
  pathProblems,
  unknownNames,
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
      'g (README, "Ports") and docs/deploy.md, "Upgrading a deployment"',
      'h docs/benchmarks/README.md, "x" and README, Email',
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
      { line: 11, document: 'README.md', section: 'Ports' },
      { line: 11, document: 'deploy.md', section: 'Upgrading a deployment' },
      { line: 12, document: 'README.md', unquoted: true },
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

describe('names the docs mention in inline code', () => {
  it('are deployed functions, deleted ones where the text says so, or names in the code', () => {
    // Each entry names the file and line of a name that leads nowhere: a function renamed or
    // removed, a constant that went, a made-up name. Name what the code has now.
    expect(unknownNames(repository)).toEqual([]);
  });

  it('are read from the repository: the deployed functions, the deleted ones, the code', () => {
    const { deployed, deleted, words } = nameContext(repository);
    expect(deployed).toContain('processProductWrite');
    expect(deployed).toContain('reviewApi');
    expect(deployed).toContain('mailConfirm');
    expect(deployed).not.toContain('countSellerTemplates');
    expect(deleted).toEqual(
      new Set([
        'onProductWritten',
        'runTemplateJobOnCreate',
        'indexProduct',
        'syncPublicProduct',
        'renderProductCard',
        'countSellerTemplates',
        'rollUpAnalytics',
        'sendAlertFollowUp',
        'trackReviewAttention',
      ]),
    );
    expect(words.has('MAX_PRODUCTS_PER_SELLER')).toBe(true);
    expect(words.has('madeUpFunction')).toBe(false);
    expect(markdownDocuments(repository)).toEqual(
      expect.arrayContaining(['README.md', 'docs/deploy.md', 'docs/benchmarks/README.md']),
    );
  });

  it('fail on a made-up function name added to the README', () => {
    const readme = readFileSync(join(repository, 'README.md'), 'utf8');
    const context = nameContext(repository);
    expect(nameProblems('README.md', readme, context)).toEqual([]);
    const lines = readme.split('\n').length;
    expect(
      nameProblems(
        'README.md',
        `${readme}\nThe \`processOrderWrite\` function and \`QUEUE_MAX_ORDERS\`.\n`,
        context,
      ),
    ).toEqual([
      `README.md:${lines + 1}: \`processOrderWrite\` names nothing in the code`,
      `README.md:${lines + 1}: \`QUEUE_MAX_ORDERS\` names nothing in the code`,
    ]);
  });

  it('take the deployed names from index.ts and the deleted ones from the upgrade steps', () => {
    const index = [
      "export { health } from './triggers/health.js';",
      'export {',
      "  reviewApi, mailStop as stop } from './x.js';",
      'export const deliverMailLocally = undefined;',
    ].join('\n');
    expect(exportedFunctions(index)).toEqual(
      new Set(['health', 'reviewApi', 'stop', 'deliverMailLocally']),
    );
    const steps =
      '`npx firebase functions:delete indexProduct syncPublicProduct --region europe-west1`\n' +
      '```sh\nnpx firebase functions:delete countSellerTemplates\n```\n';
    expect(deletedFunctions(steps)).toEqual(
      new Set(['indexProduct', 'syncPublicProduct', 'countSellerTemplates']),
    );
  });

  it('report a name that leads nowhere, a function not deployed, a deleted one still current', () => {
    const context = {
      deployed: new Set(['reviewApi', 'processProductWrite']),
      deleted: new Set(['indexProduct']),
      words: new Set(['queueMail', 'ownerId', 'MAX_TEMPLATES_PER_SELLER', 'indexProduct']),
    };
    const text = [
      'The `reviewApi` function answers; `ownerId` and `MAX_TEMPLATES_PER_SELLER` exist;',
      '`queueMail()` queues mail in a transaction.',
      '',
      'The `processOrderWrite` trigger, `NO_SUCH_LIMIT` and the `queueMail` function.',
      'Deploy the functions (`reviewApi`, `queueMail`).',
      '',
      'The `indexProduct` function writes the list fields.',
      '',
      'The former `indexProduct` trigger was deleted (`npx firebase functions:delete indexProduct`).',
      '',
      '```sh',
      'echo `madeUpInFence`',
      '```',
    ].join('\n');
    expect(nameProblems('docs/x.md', text, context)).toEqual([
      'docs/x.md:4: `processOrderWrite` names nothing in the code',
      'docs/x.md:4: `NO_SUCH_LIMIT` names nothing in the code',
      'docs/x.md:4: `queueMail` is called a function, but functions/src/index.ts does not export it',
      'docs/x.md:5: `queueMail` is called a function, but functions/src/index.ts does not export it',
      'docs/x.md:7: `indexProduct` is a deleted function, named where the text does not say it is gone',
    ]);
  });
});

describe('paths the docs name', () => {
  it('exist, everywhere in the README and docs/', () => {
    // Each entry names the file and line of a path that leads nowhere (a file moved or removed):
    // name where it is now.
    expect(missingPaths(repository)).toEqual([]);
  });

  it('are found in the docs (the scan itself works)', () => {
    const context = { exists: () => false, files: [] };
    const found = markdownDocuments(repository).flatMap((file) =>
      pathProblems(file, readFileSync(join(repository, file), 'utf8'), context),
    );
    expect(found.length).toBeGreaterThan(100);
  });

  it('are checked from the root, or as the end of some file path; URLs and globs are not', () => {
    const files = ['web/src/lib/hydration.ts', 'functions/src/shared/paths.ts'];
    const context = { exists: (path) => files.includes(path), files };
    const text = [
      'functions/src/shared/paths.ts, and `lib/hydration.ts` (web).',
      'functions/src/jobs/job-runner.ts; `lib/gone.ts`; scripts/nowhere/',
      'functions/src/**/*.test.ts, web/dist-<offset>, docs/i18n-glossary/<locale>.md,',
      'functions/lib/tools/x.js, web/dist/build.json, web/.env.production.local,',
      'https://example.com/a/b.ts and apis.google.com/js/api.js.',
    ].join('\n');
    expect(pathProblems('README.md', text, context)).toEqual([
      'README.md:2: functions/src/jobs/job-runner.ts does not exist',
      'README.md:2: scripts/nowhere/ does not exist',
      "README.md:2: no file's path ends in lib/gone.ts",
    ]);
  });
});
