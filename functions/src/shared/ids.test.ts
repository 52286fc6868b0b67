import { describe, expect, it } from 'vitest';
import {
  FIRESTORE_REFUSED_IDS,
  NOT_AUTO_IDS,
  UNSHAPED_IDS,
  BAD_SUBMISSION_IDS,
} from '../../test/corpus/document-ids.js';
import { isAutoId, isDocId, isSubmissionId } from './ids.js';

describe('id shapes', () => {
  it('accepts what the app generates', () => {
    expect(isAutoId('Ab3dEf6hIj9lMn2pQr5t')).toBe(true);
    expect(isDocId('Ab3dEf6hIj9lMn2pQr5t')).toBe(true);
    expect(isSubmissionId('0123456789abcdef0123456789abcdef')).toBe(true);
  });

  it('reads ids stored before auto ids were required, but never creates under one', () => {
    for (const [name, id] of NOT_AUTO_IDS) {
      expect(isAutoId(id), name).toBe(false);
    }
    expect(isDocId('product-1')).toBe(true);
    expect(isDocId('it-0a1b2c3d4e5f')).toBe(true);
  });

  it.each([...FIRESTORE_REFUSED_IDS, ...UNSHAPED_IDS])('refuses %s everywhere', (_name, id) => {
    expect(isAutoId(id)).toBe(false);
    expect(isDocId(id)).toBe(false);
    expect(isSubmissionId(id)).toBe(false);
  });

  it.each(BAD_SUBMISSION_IDS)('refuses %s as a submission id', (_name, id) => {
    expect(isSubmissionId(id)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 12, {}, ['Ab3dEf6hIj9lMn2pQr5t']]) {
      expect(isAutoId(value)).toBe(false);
      expect(isDocId(value)).toBe(false);
      expect(isSubmissionId(value)).toBe(false);
    }
  });
});
