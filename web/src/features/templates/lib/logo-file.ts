import DOMPurify from 'dompurify';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type LogoContentType } from '@shared';
import { isOneOf } from '@shared/narrow';

export type LogoFileProblem = 'type' | 'size' | 'unsafe';

function isLogoContentType(type: string): type is LogoContentType {
  return isOneOf(LOGO_CONTENT_TYPES, type);
}

/** Same limits as storage.rules: PNG, JPEG or SVG, at most LOGO_MAX_BYTES. */
export function checkLogoFile(file: { type: string; size: number }): LogoFileProblem | null {
  if (!isLogoContentType(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

const EXTERNAL_URL = /url\(\s*['"]?(?!#)/i;

/**
 * An uploaded SVG logo, made safe to show in the page and to draw on the card: DOMPurify (the
 * maintained, widely audited sanitiser, with an SVG profile) removes scripts, event handlers,
 * foreignObject and javascript: links; the hook below also drops every reference to anything
 * outside the file (href other than #id, url(...) in styles), so the card never loads a remote
 * resource and the server renderer, which refuses such logos, accepts it. Null when nothing of
 * an <svg> is left.
 */
export function sanitizeSvgLogo(svgText: string): string | null {
  const purify = DOMPurify();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !data.attrValue.trim().startsWith('#')) {
      data.keepAttr = false;
    }
    if (name === 'style' && EXTERNAL_URL.test(data.attrValue)) data.keepAttr = false;
  });
  const clean = purify.sanitize(svgText, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'image', 'foreignObject', 'a', 'script'],
  });
  return /^\s*<svg[\s>]/i.test(clean) ? clean : null;
}

/** A unique object name below logos/{uid}/ (LOGO_FILE_NAME_PATTERN). */
export function logoFileName(type: LogoContentType, now = Date.now()): string {
  const extension = type === 'image/png' ? 'png' : type === 'image/jpeg' ? 'jpg' : 'svg';
  const random = Math.random().toString(36).slice(2, 10);
  return `logo-${now}-${random}.${extension}`;
}
