import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';

/**
 * What `firebase deploy` does first with firestore.rules: compile it. The emulator compiles rules
 * as production does and rejects the load of a file that does not compile (npm run deploy:check).
 */
const RULES = readFileSync(
  fileURLToPath(new URL('../../../firestore.rules', import.meta.url)),
  'utf8',
);

function load(rules: string) {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  if (!address) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through `npm test`');
  const separator = address.lastIndexOf(':');
  return initializeTestEnvironment({
    projectId: 'demo-qr-reviews-rules-compile',
    firestore: {
      rules,
      host: address.slice(0, separator),
      port: Number(address.slice(separator + 1)),
    },
  });
}

describe('firestore.rules in the emulator', () => {
  it('compiles', async () => {
    const env = await load(RULES);
    await env.cleanup();
  });

  it('would be refused if it did not compile (a missing closing brace)', async () => {
    await expect(load(RULES.trimEnd().replace(/}$/, ''))).rejects.toThrow();
  });
});
