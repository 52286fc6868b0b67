import { describe, expect, it } from 'vitest';
import {
  localizePath,
  paths,
  safeRedirectTarget,
  splitLocalePrefix,
  switchLocalePath,
  withAccount,
} from './paths';

describe('paths', () => {
  it('builds unprefixed links and prefixes them with a locale', () => {
    expect(paths.dashboard.getHref('abc')).toBe('/dashboard/abc');
    expect(paths.productEdit.getHref('a b')).toBe('/edit/a%20b');
    expect(localizePath(paths.products.getHref(), 'ro')).toBe('/ro/products');
    expect(localizePath(paths.home.getHref(), 'ro')).toBe('/ro');
    expect(localizePath('/products')).toBe('/products');
    expect(paths.login.getHref('/ro/products?q=1')).toBe(
      '/login?redirect=%2Fro%2Fproducts%3Fq%3D1',
    );
  });

  it('names the account in a link’s query, keeping the rest of it and the hash', () => {
    expect(withAccount('/products', 'A1')).toBe('/products?account=A1');
    expect(withAccount('/dashboard/p?tab=reviews#top', 'A1')).toBe(
      '/dashboard/p?tab=reviews&account=A1#top',
    );
    expect(withAccount('/products?account=old', 'A1')).toBe('/products?account=A1');
    expect(withAccount('/products', null)).toBe('/products');
  });

  it('splits only valid locale prefixes', () => {
    expect(splitLocalePrefix('/ro/products')).toEqual({ locale: 'ro', path: '/products' });
    expect(splitLocalePrefix('/ro')).toEqual({ locale: 'ro', path: '/' });
    expect(splitLocalePrefix('/products')).toEqual({ path: '/products' });
    expect(splitLocalePrefix('/xx/products')).toEqual({ path: '/xx/products' });
  });

  it('switches the locale of the same page, keeping query and hash', () => {
    expect(switchLocalePath('/fr/products', '?q=1', '#top', 'ro')).toBe('/ro/products?q=1#top');
    expect(switchLocalePath('/', '', '', 'de')).toBe('/de');
  });

  it('accepts only same-site redirect targets after sign-in', () => {
    expect(safeRedirectTarget('/ro/dashboard/x?y=1', '/products')).toBe('/ro/dashboard/x?y=1');
    expect(safeRedirectTarget('https://evil.example', '/products')).toBe('/products');
    expect(safeRedirectTarget('//evil.example', '/products')).toBe('/products');
    expect(safeRedirectTarget('/\\evil.example', '/products')).toBe('/products');
    expect(safeRedirectTarget(null, '/products')).toBe('/products');
  });
});
