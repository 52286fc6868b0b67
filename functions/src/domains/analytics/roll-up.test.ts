import { describe, expect, it } from 'vitest';
import { isDocumentTooLarge } from './roll-up.js';

const error = (code: unknown, message: string) => Object.assign(new Error(message), { code });

describe('isDocumentTooLarge', () => {
  it('knows Firestore’s and the emulator’s answers to a document over 1 MiB', () => {
    expect(
      isDocumentTooLarge(
        error(
          3,
          "3 INVALID_ARGUMENT: Document 'projects/p/databases/(default)/documents/sellers/u/rankings/2026' cannot be written because its size (1,048,667 bytes) exceeds the maximum allowed size of 1,048,576 bytes.",
        ),
      ),
    ).toBe(true);
    expect(
      isDocumentTooLarge(
        error(
          3,
          '3 INVALID_ARGUMENT: A document cannot be written because it exceeds the maximum size allowed.',
        ),
      ),
    ).toBe(true);
    expect(
      isDocumentTooLarge(error(3, '3 INVALID_ARGUMENT: maximum entity size is 1048576 bytes')),
    ).toBe(true);
  });

  it('takes no other error for it', () => {
    expect(isDocumentTooLarge(error(3, '3 INVALID_ARGUMENT: invalid field path'))).toBe(false);
    expect(isDocumentTooLarge(error(10, 'maximum entity size is 1048576 bytes'))).toBe(false);
    expect(isDocumentTooLarge(null)).toBe(false);
  });
});
