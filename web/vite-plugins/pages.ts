import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  build,
  loadEnv,
  type Connect,
  type Plugin,
  type PluginOption,
  type ResolvedConfig,
  type Rolldown,
} from 'vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../functions/src/shared/locales.js';

/** /reviews/{id} and /{locale}/reviews/{id}: the review page's own HTML (see firebase.json). */
export const REVIEW_PAGE_PATH = /^\/(?:[^/]+\/)?reviews\/[^/]+\/?$/;

export interface PagesOptions {
  /** Plugins of the build-time (Node) renders: the app's own transforms (React, messages). */
  renderPlugins: () => PluginOption[];
  /** Most gzip bytes (KiB) of reviews.html: it should arrive in the first round trip. */
  reviewHtmlMaxKiB: number;
  /** Most gzip bytes (KiB) of a pre-rendered landing page. */
  landingHtmlMaxKiB: number;
}

interface Prerender {
  renderLanding(locale: Locale | undefined): Promise<{
    html: string;
    styles: string;
    title: string;
    description: string;
  }>;
  renderReviewSkeleton(locale: Locale): Promise<string>;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A script inside <script>…</script>: nothing in it may close the element. */
const inlineScript = (code: string) => `<script>${code.replaceAll('</', '<\\/')}</script>`;

/**
 * The pages the build writes besides the app's chunks (docs/decisions.md, "Page speed"):
 * - reviews.html, the customer review page's document: its CSS inlined, and an inline script
 *   (src/review-boot.ts) that asks for the product at once and shows the first step, pre-rendered
 *   in every locale, before the app's script has arrived;
 * - the landing page pre-rendered for every locale: index.html (/, English, with a redirect to
 *   the visitor's language when the cookie or browser asks for another one) and {locale}.html
 *   (/ro, /de …), with their styles, lang, title, description, canonical and hreflang links;
 * - app.html, the empty shell every other route of the seller app is served (firebase.json).
 * The dev server serves reviews.html for the review paths too.
 */
export function pagesPlugin(options: PagesOptions): Plugin {
  let config: ResolvedConfig;
  /** Locale → URL of its review messages' chunk (preloaded by the review page's inline script). */
  const reviewCatalogs: Record<string, string> = {};
  /** Whether this build wrote its bundle (closeBundle also runs after a failed build). */
  let written = false;

  const serveReviewPage: Connect.NextHandleFunction = (req, _res, next) => {
    const [path = '', query] = (req.url ?? '').split('?');
    if (REVIEW_PAGE_PATH.test(path) && !/^\/(@|src\/|node_modules\/)/.test(path)) {
      req.url = `/reviews.html${query ? `?${query}` : ''}`;
    }
    next();
  };

  /** A small script bundled into one IIFE (no imports left), for inlining into a page. */
  const buildInlineScript = async (entry: string, define: Record<string, string>) => {
    const output = (await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      resolve: { alias: config.resolve.alias },
      define: { ...config.define, ...define },
      build: {
        write: false,
        minify: true,
        target: 'es2020',
        lib: { entry, formats: ['iife'], name: 'qrBoot', fileName: 'boot' },
        rolldownOptions: {
          treeshake: {
            moduleSideEffects: (id) => /\.css$/.test(id),
            propertyReadSideEffects: false,
          },
        },
      },
    })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput;
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
    const chunk = chunks.find((item) => item.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error(`pages: no script built for ${entry}`);
    return chunk.code.trim();
  };

  /** Replaces the stylesheet links of a built page with the stylesheets themselves. */
  const inlineStylesheets = (html: string, outDir: string) =>
    html.replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
      (_link, file: string) => `<style>${readFileSync(join(outDir, file), 'utf8')}</style>`,
    );

  const sizeCheck = (label: string, html: string, maxKiB: number) => {
    const kib = gzipSync(html).length / 1024;
    if (kib > maxKiB) {
      throw new Error(`pages: ${label} is ${kib.toFixed(1)} kB gzip, over its ${maxKiB} kB budget`);
    }
    return `${label} ${kib.toFixed(1)} kB gzip (budget ${maxKiB} kB)`;
  };

  return {
    name: 'qr-reviews:pages',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(serveReviewPage);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveReviewPage);
    },
    generateBundle(_output, bundle) {
      for (const item of Object.values(bundle)) {
        const match =
          item.type === 'chunk' &&
          /^\0qr-catalog:review:.*\/([\w-]+)\.json:js$/.exec(item.facadeModuleId ?? '');
        if (match) reviewCatalogs[match[1]!] = `${config.base}${item.fileName}`;
      }
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr || !written) return;
        const outDir = resolve(config.root, config.build.outDir);
        const env = loadEnv(config.mode, config.root, 'VITE_');
        const origin = (
          env.VITE_APP_ORIGIN || `https://${env.VITE_FIREBASE_PROJECT_ID}.web.app`
        ).replace(/\/+$/, '');

        // 1. The renders: src/prerender.tsx bundled for Node, every dependency included.
        const ssrDir = mkdtempSync(join(tmpdir(), 'qr-prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            resolve: { alias: config.resolve.alias },
            define: config.define,
            plugins: options.renderPlugins(),
            ssr: { noExternal: true },
            build: {
              ssr: 'src/prerender.tsx',
              outDir: ssrDir,
              emptyOutDir: true,
              sourcemap: false,
              minify: false,
              target: 'node20',
            },
          });
          const prerender = (await import(
            pathToFileURL(join(ssrDir, 'prerender.js')).href
          )) as Prerender;

          // 2. The landing page, once per locale, and app.html for every other seller route.
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          writeFileSync(join(outDir, 'app.html'), template);
          const landingTemplate = inlineStylesheets(template, outDir);
          const hreflang = [
            ...LOCALES.map(
              (locale) =>
                `<link rel="alternate" hreflang="${locale}" href="${origin}/${locale}" />`,
            ),
            `<link rel="alternate" hreflang="x-default" href="${origin}/" />`,
          ].join('');
          const redirect = inlineScript(await buildInlineScript('src/landing-boot.ts', {}));
          const reports: string[] = [];
          for (const locale of [undefined, ...LOCALES]) {
            const page = await prerender.renderLanding(locale);
            const path = locale ? `/${locale}` : '/';
            const head = [
              `<title>${page.title}</title>`,
              `<meta name="description" content="${escapeAttribute(page.description)}" />`,
              `<link rel="canonical" href="${origin}${path}" />`,
              hreflang,
              // Only the unprefixed page sends a visitor on to their own language.
              locale ? '' : redirect,
              page.styles,
            ].join('');
            const html = landingTemplate
              .replace(/<html lang="[^"]*">/, `<html lang="${locale ?? DEFAULT_LOCALE}">`)
              .replace(/<title>.*?<\/title>/s, '')
              .replace(/<meta\s+name="description"[^>]*>/s, '')
              .replace('</head>', `${head}</head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root" data-prerendered="">${page.html}</div>`,
              );
            if (!html.includes('data-prerendered'))
              throw new Error('pages: index.html has no #root');
            writeFileSync(join(outDir, locale ? `${locale}.html` : 'index.html'), html);
            if (!locale || locale === 'ro') {
              reports.push(sizeCheck(`landing ${path}`, html, options.landingHtmlMaxKiB));
            }
          }

          // 3. reviews.html: inline CSS, and the boot script with the first step per locale.
          const skeletons: Record<string, string> = {};
          for (const locale of LOCALES)
            skeletons[locale] = await prerender.renderReviewSkeleton(locale);
          const boot = await buildInlineScript('src/review-boot.ts', {
            __QR_REVIEW_SKELETONS__: JSON.stringify(skeletons),
            __QR_REVIEW_CATALOGS__: JSON.stringify(reviewCatalogs),
          });
          const reviewsFile = join(outDir, 'reviews.html');
          const reviews = inlineStylesheets(readFileSync(reviewsFile, 'utf8'), outDir);
          if (!reviews.includes('<!--qr-review-boot-->')) {
            throw new Error('pages: reviews.html has lost its <!--qr-review-boot--> marker');
          }
          const reviewsHtml = reviews.replace('<!--qr-review-boot-->', inlineScript(boot));
          writeFileSync(reviewsFile, reviewsHtml);
          reports.push(sizeCheck('reviews.html', reviewsHtml, options.reviewHtmlMaxKiB));
          console.log(`pages written:\n  ${reports.join('\n  ')}`);
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
