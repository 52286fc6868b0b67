import type { Plugin } from 'vite';
import { SYSTEM_FONT_STACK } from '../src/config/font-stack.js';

/** Where a document (index.html, reviews.html, cases.html) takes the head they all share. */
const MARKER = '<!--shared head: vite-plugins/shared-head.ts-->';

/**
 * The head every document of the app shares, written once: character set, viewport, theme
 * colour, the inline icon (no extra request, nothing to 404), the title, and the page colour and
 * system font stack that match the MUI theme before anything renders, so nothing shifts or
 * flashes. Each document adds its own lines after it (description, robots, referrer).
 */
export const SHARED_HEAD = `<meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1565c0" />
    <link
      rel="icon"
      href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%231565c0' d='M3 3h8v8H3zm2 2v4h4V5zm8-2h8v8h-8zm2 2v4h4V5zM3 13h8v8H3zm2 2v4h4v-4zm13-2h3v2h-3zm-5 0h3v3h-3zm3 3h2v2h-2zm-3 3h3v2h-3zm5 0h3v2h-3z'/%3E%3C/svg%3E"
    />
    <title>QR Reviews</title>
    <style>
      html {
        background: #f7f8fa;
      }
      body {
        margin: 0;
        font-family: ${SYSTEM_FONT_STACK};
      }
    </style>`;

/** Puts the shared head into each document, in the dev server and the build alike. */
export function sharedHeadPlugin(): Plugin {
  return {
    name: 'qr-reviews:shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!html.includes(MARKER)) throw new Error(`shared-head: ${filename} has no ${MARKER}`);
        return html.replace(MARKER, SHARED_HEAD);
      },
    },
  };
}
