import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../constants.js';
import { SellerProfileInput } from './seller.js';

const valid = { displayName: 'Ana Pop', email: 'ana@example.ro', locale: 'ro' };

describe('SellerProfileInput', () => {
  it('accepts a profile', () => {
    expect(v.safeParse(SellerProfileInput, valid).success).toBe(true);
    expect(v.safeParse(SellerProfileInput, { ...valid, displayName: '' }).success).toBe(true);
  });

  it.each([
    ['display name at the limit', { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH) }, true],
    [
      'display name over the limit',
      { displayName: 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1) },
      false,
    ],
    ['email over the limit', { email: `${'x'.repeat(EMAIL_MAX_LENGTH)}@a.ro` }, false],
    ['unsupported locale', { locale: 'xx' }, false],
    ['every supported locale works: bg', { locale: 'bg' }, true],
    ['display name not a string', { displayName: 5 }, false],
  ])('%s', (_name, change, ok) => {
    expect(v.safeParse(SellerProfileInput, { ...valid, ...change }).success).toBe(ok);
  });
});
