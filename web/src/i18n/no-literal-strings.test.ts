// @vitest-environment node
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe('UI text', () => {
  it('every component renders text through react-intl, never literal strings, re-cased or concatenated', async () => {
    // The repo's own ESLint config, limited to the formatjs rules that guard translations.
    const eslint = new ESLint({
      cwd: repoRoot,
      ruleFilter: ({ ruleId }) =>
        ruleId.startsWith('formatjs/') || ruleId === 'no-restricted-syntax',
    });
    const results = await eslint.lintFiles(['web/src/**/*.{ts,tsx}']);
    const problems = results.flatMap((result) =>
      result.messages.map(
        (m) => `${result.filePath.slice(repoRoot.length + 1)}:${m.line} ${m.ruleId}: ${m.message}`,
      ),
    );
    expect(problems).toEqual([]);
    // Lints all of web/src: 33-44 s on the busy 2-core machine, 62-70 s at a load average of 20.
  }, 180_000);
});
