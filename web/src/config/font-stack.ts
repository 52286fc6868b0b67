/**
 * System fonts only: no web font is downloaded, so text never reflows when a font arrives
 * (no layout shift) and Greek/Cyrillic locales render with the platform's own fonts. The MUI
 * theme and every document's shared head (vite-plugins/shared-head.ts) use this one stack.
 */
export const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(', ');
