// @vitest-environment node
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompileMessagesPlugin } from '../../vite-plugins/precompile-messages';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = `${webRoot}/src/__precompile-fixture__.ts`;

/** Builds one source module (as if it were web/src/…) with the plugin; returns the output code. */
async function buildSource(code: string): Promise<string> {
  const fixture: Plugin = {
    name: 'fixture',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? code : null),
  };
  const output = (await build({
    root: webRoot,
    configFile: false,
    logLevel: 'silent',
    plugins: [fixture, precompileMessagesPlugin()],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('precompileMessagesPlugin (production builds)', () => {
  it('ships defaultMessages as ICU ASTs and react-intl without the ICU parser', async () => {
    const code = await buildSource(`
      import { createIntl, defineMessages } from 'react-intl';
      const messages = defineMessages({
        greeting: { id: 'test.greeting', defaultMessage: 'Hello {name}, {count, plural, one {# star} other {# stars}}' },
      });
      const intl = createIntl({ locale: 'en', messages: {} });
      console.log(intl.formatMessage(messages.greeting, { name: 'Ana', count: 2 }));
    `);
    expect(code).not.toContain('Hello {name}');
    expect(code).toMatch(/"type":\s*6/); // the plural element
    // The parser's own error names are gone; the no-parser stub is what remains.
    expect(code).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(code).toContain('without parser');
  }, 60_000);

  it('fails the build for a defaultMessage that is not a string literal', async () => {
    await expect(
      buildSource(`
        import { defineMessage } from 'react-intl';
        const text = 'Hi';
        export const m = defineMessage({ id: 'test.dynamic', defaultMessage: text });
      `),
    ).rejects.toThrow(/string literal/);
  }, 60_000);

  it('fails the build for invalid ICU syntax', async () => {
    await expect(
      buildSource(`
        import { defineMessage } from 'react-intl';
        export const m = defineMessage({ id: 'test.broken', defaultMessage: 'Hello {name' });
      `),
    ).rejects.toThrow(/invalid ICU message/);
  }, 60_000);
});
