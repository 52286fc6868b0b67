import { AUTO_ID_LENGTH } from '../../src/shared/index.js';

/**
 * A readable id of the auto-id shape (shared/ids.ts) for documents a test creates through the
 * rules, which accept no other: `label`'s letters and digits, padded with zeros to 20.
 */
export function testAutoId(label: string): string {
  const id = label.replace(/[^A-Za-z0-9]/g, '');
  if (id.length > AUTO_ID_LENGTH) throw new Error(`testAutoId: "${label}" is too long`);
  return id.padEnd(AUTO_ID_LENGTH, '0');
}
