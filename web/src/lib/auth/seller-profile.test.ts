import { DISPLAY_NAME_MAX_LENGTH } from '@shared';
import { describe, expect, it } from 'vitest';
import { sellerProfileInput } from './seller-profile';

describe('sellerProfileInput', () => {
  it('takes name, verified e-mail and the UI locale from the signed-in user', () => {
    expect(
      sellerProfileInput(
        { displayName: 'Ana', email: 'ana@example.com', emailVerified: true },
        'ro',
      ),
    ).toMatchObject({ displayName: 'Ana', email: 'ana@example.com', locale: 'ro' });
  });

  it('keeps no address the sign-in has not verified (alert emails go to it)', () => {
    const user = { displayName: 'Ana', email: 'ana@example.com', emailVerified: false };
    expect(sellerProfileInput(user, 'ro').email).toBe('');
  });

  it('adds the browser’s time zone for the analytics, when it is a valid one', () => {
    const user = { displayName: 'Ana', email: 'ana@example.com', emailVerified: true };
    expect(sellerProfileInput(user, 'ro', 'Europe/Bucharest').timeZone).toBe('Europe/Bucharest');
    expect(() => sellerProfileInput(user, 'ro', 'Not/AZone')).toThrow();
    expect(sellerProfileInput(user, 'ro').timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('fits long or missing Google profile fields into the schema', () => {
    const input = sellerProfileInput(
      { displayName: 'x'.repeat(300), email: null, emailVerified: false },
      'en',
    );
    expect(input.displayName).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
    expect(input.email).toBe('');
  });
});
