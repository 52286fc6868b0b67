import { LOGO_FILE_NAME_PATTERN, LOGO_MAX_BYTES } from '@shared';
import { describe, expect, it } from 'vitest';
import { checkLogoFile, logoFileName, sanitizeSvgLogo } from './logo-file';

describe('checkLogoFile', () => {
  it('accepts PNG, JPEG and SVG up to 1 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(checkLogoFile({ type: 'image/svg+xml', size: 2000 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkLogoFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: 'text/html', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: '', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('sanitizeSvgLogo', () => {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;

  it('keeps the drawing', () => {
    const clean = sanitizeSvgLogo(
      svg('<defs><linearGradient id="g"/></defs><circle cx="5" cy="5" r="4" fill="url(#g)"/>'),
    );
    expect(clean).toContain('<circle');
    expect(clean).toContain('url(#g)');
  });

  it('removes scripts, event handlers and foreign content', () => {
    const clean = sanitizeSvgLogo(
      svg(
        '<script>alert(1)</script><rect onload="alert(2)" width="5" height="5"/><foreignObject><div>x</div></foreignObject>',
      ),
    )!;
    expect(clean).not.toMatch(/script|onload|alert|foreignObject/i);
    expect(clean).toContain('<rect');
  });

  it('removes every reference outside the file', () => {
    const clean = sanitizeSvgLogo(
      svg(
        '<image href="https://evil.example/x.png"/><use xlink:href="https://evil.example/s.svg#a"/>' +
          '<rect style="fill:url(https://evil.example/p)"/><a href="javascript:alert(1)"><rect/></a>',
      ),
    )!;
    expect(clean).not.toMatch(/evil\.example|javascript/);
    expect(clean).toContain('<rect');
  });

  it('returns null when no svg is left', () => {
    expect(sanitizeSvgLogo('<script>alert(1)</script>')).toBeNull();
    expect(sanitizeSvgLogo('not an image')).toBeNull();
  });
});

describe('logoFileName', () => {
  it('fits the storage file name pattern', () => {
    const pattern = new RegExp(LOGO_FILE_NAME_PATTERN);
    expect(logoFileName('image/png')).toMatch(pattern);
    expect(logoFileName('image/svg+xml')).toMatch(/\.svg$/);
    expect(logoFileName('image/jpeg')).toMatch(/\.jpg$/);
  });
});
