import { LANGUAGE_COOKIE } from '@/config/constants';
import { describe, expect, it } from 'vitest';
import {
  localeCookie,
  localeFromLanguages,
  matchLocale,
  readLocaleCookie,
  resolveLocale,
  writeLocaleCookie,
} from './locale';

describe('resolveLocale', () => {
  it('prefers the route prefix over cookie and browser languages', () => {
    expect(resolveLocale({ routeLocale: 'de', cookie: 'locale=ro', languages: ['fr-FR'] })).toBe(
      'de',
    );
  });

  it('uses the cookie when the route has no (valid) prefix', () => {
    expect(resolveLocale({ cookie: 'a=1; locale=ro; b=2', languages: ['fr-FR'] })).toBe('ro');
    expect(resolveLocale({ routeLocale: 'xx', cookie: 'locale=ro', languages: ['fr'] })).toBe('ro');
  });

  it('falls back to the first supported browser language', () => {
    expect(resolveLocale({ cookie: 'locale=zz', languages: ['ja-JP', 'pt-BR', 'de'] })).toBe('pt');
  });

  it('falls back to English last', () => {
    expect(resolveLocale({ cookie: '', languages: ['ja', 'zh-CN'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });
});

describe('locale matching', () => {
  it('matches region and case variants to a supported locale', () => {
    expect(matchLocale('ro-RO')).toBe('ro');
    expect(matchLocale('EL')).toBe('el');
    expect(matchLocale('sv_SE')).toBe('sv');
    expect(matchLocale('ja')).toBeUndefined();
    expect(localeFromLanguages(['en-GB', 'ro'])).toBe('en');
  });
});

describe('locale cookie', () => {
  it('carries the spec attributes: 365 days, path /, SameSite=Lax', () => {
    const cookie = localeCookie('ro', false);
    expect(cookie).toBe('locale=ro; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(LANGUAGE_COOKIE.maxAgeDays * 86_400).toBe(31_536_000);
  });

  it('is Secure on https', () => {
    expect(localeCookie('de', true)).toMatch(/; Secure$/);
  });

  it('reads only supported values of the locale cookie', () => {
    expect(readLocaleCookie('other=ro; locale=fi')).toBe('fi');
    expect(readLocaleCookie('locale=klingon')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('is written to document.cookie and read back', () => {
    writeLocaleCookie('hu');
    expect(readLocaleCookie(document.cookie)).toBe('hu');
  });
});
