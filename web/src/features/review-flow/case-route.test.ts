import { describe, expect, it } from 'vitest';
import { parseCaseRoute } from './case-route';

const token = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('parseCaseRoute', () => {
  it('reads the token with and without a locale prefix', () => {
    expect(parseCaseRoute(`/cases/${token}`)).toEqual({ routeLocale: undefined, token });
    expect(parseCaseRoute(`/ro/cases/${token}/`)).toEqual({ routeLocale: 'ro', token });
  });

  it('is null for anything else: other paths, bad tokens, unsupported prefixes', () => {
    for (const path of [
      '/cases/',
      `/cases/${token}/more`,
      '/cases/short',
      '/cases/has%20space0123456789',
      `/xx/cases/${token}`,
      `/reviews/${token}`,
    ]) {
      expect(parseCaseRoute(path)).toBeNull();
    }
  });
});
