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
import { toPageVariants } from '../src/lib/page-variants.js';
import { deferAppStart, inlineScript } from './app-start.js';

/** /reviews/{id} and /{locale}/reviews/{id}: the review page's own HTML (see firebase.json). */
export const REVIEW_PAGE_PATH = /^\/(?:[^/]+\/)?reviews\/[^/]+\/?$/;
/** /cases/{token} and /{locale}/cases/{token}: the case page's own HTML (see firebase.json). */
export const CASE_PAGE_PATH = /^\/(?:[^/]+\/)?cases\/[^/]+\/?$/;

/**
 * Seller screens' lazy modules (relative to the web root), by the first path segment after the
 * locale prefix: app-{screen}.html preloads the chunks of its screen, instead of discovering them
 * one lazy import after another.
 */
export type ScreenModules = Record<string, string[]>;

export interface PagesOptions {
  screens: ScreenModules;
  /** Plugins of the build-time (Node) renders: the app's own transforms (React, messages). */
  renderPlugins: () => PluginOption[];
  /** Most gzip bytes (KiB) of reviews.html: it should arrive in the first round trip. */
  reviewHtmlMaxKiB: number;
  /** Most gzip bytes (KiB) of a pre-rendered landing page. */
  landingHtmlMaxKiB: number;
  /** Most gzip bytes (KiB) of login.html (every locale's login page in its inline script). */
  loginHtmlMaxKiB: number;
  /**
   * The origins a signed-in screen asks first, from the build's environment (its `VITE_` values):
   * each screen's shell preconnects to them.
   */
  dataOrigins: (env: Record<string, string>) => string[];
}

interface Prerender {
  renderLanding(locale: Locale | undefined): Promise<{
    html: string;
    styles: string;
    title: string;
    description: string;
  }>;
  renderLogin(locale: Locale): Promise<{ html: string; styles: string; title: string }>;
  renderReviewSkeleton(locale: Locale): Promise<string>;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The text of an HTML-escaped string (React's escapes), for document.title. */
const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** A script inside <script>…</script>: nothing in it may close the element. */

/**
 * The pages the build writes besides the app's chunks (docs/decisions.md, "Page speed and accessibility"):
 * - reviews.html, the customer review page's document: its CSS inlined, and an inline script
 *   (src/review-boot.ts) that asks for the product at once and shows the first step, pre-rendered
 *   in every locale, before the app's script has arrived;
 * - the landing page pre-rendered for every locale: index.html (/, English, with a redirect to
 *   the visitor's language when the cookie or browser asks for another one) and {locale}.html
 *   (/ro, /de …), with their styles, lang, title, description, canonical and hreflang links;
 * - login.html (/login and /{locale}/login): every locale's login page, pre-rendered, in an inline
 *   script (src/login-boot.ts) that shows the visitor's before the app has arrived;
 * - app-{screen}.html (/products, /edit/{id} …, each with and without a locale prefix): the empty
 *   shell with the screen's chunks preloaded from the HTML (firebase.json's rewrites);
 * - app.html, the empty shell for every other path (the not-found screen), without preloads.
 * The dev server serves reviews.html for the review paths too, and cases.html for the case paths.
 */
export function pagesPlugin(options: PagesOptions): Plugin {
  let config: ResolvedConfig;
  /** Locale → URL of its review messages' chunk (preloaded by the review page's inline script). */
  const reviewCatalogs: Record<string, string> = {};
  /** Whether this build wrote its bundle (closeBundle also runs after a failed build). */
  let written = false;
  /** Screen → the chunk files it loads (app-{screen}.html's preloads). */
  let screenChunks: Record<string, string[]> = {};

  const serveReviewPage: Connect.NextHandleFunction = (req, _res, next) => {
    const [path = '', query] = (req.url ?? '').split('?');
    if (/^\/(@|src\/|node_modules\/)/.test(path)) return next();
    const page = REVIEW_PAGE_PATH.test(path)
      ? 'reviews.html'
      : CASE_PAGE_PATH.test(path)
        ? 'cases.html'
        : null;
    if (page) req.url = `/${page}${query ? `?${query}` : ''}`;
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
      // The modules an inline script imports may load catalog parts lazily (never what the script
      // itself runs, so tree-shaking drops them): without the precompile plugin, an empty module.
      plugins: [
        {
          name: 'qr-reviews:inline-no-catalogs',
          enforce: 'pre',
          resolveId: (source: string) =>
            /\.json\?part=\w+$/.test(source) ? '\0qr-inline-empty-catalog' : null,
          load: (id: string) => (id === '\0qr-inline-empty-catalog' ? 'export default {};' : null),
        },
      ],
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

  /**
   * app-{screen}.html: the shell with every chunk of the screen as a `<link rel="modulepreload">`
   * tag, all asked for at once by the browser's preload scanner while the HTML arrives, instead of
   * one lazy route after another (firebase.json serves each screen's paths its own file). Before,
   * one app.html had a script that inserted the links for the screen in the URL: some hundred
   * links from script, 26 ms of main thread on a phone, after the page had been parsed.
   */
  const withStaticPreloads = (html: string, files: string[], origins: string[]) => {
    const present = new Set(
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      ),
    );
    const links = files
      .map((file) => `${config.base}${file}`)
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    // Firebase's requests are CORS requests without credentials: `crossorigin` (anonymous) makes
    // the preconnected socket the one they use.
    const preconnects = origins
      .map((origin) => `<link rel="preconnect" crossorigin href="${escapeAttribute(origin)}">`)
      .join('');
    return html.replace('</head>', `${preconnects}${links}</head>`);
  };

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
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const closure = (modules: string[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
        };
        for (const module of modules) {
          const owner = chunks.find((chunk) =>
            chunk.moduleIds.some((id) => id.endsWith(`/${module}`)),
          );
          if (!owner) this.error(`pages: no chunk contains ${module}`);
          visit(owner.fileName);
        }
        return [...files];
      };
      screenChunks = Object.fromEntries(
        Object.entries(options.screens).map(([screen, modules]) => [screen, closure(modules)]),
      );
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
          for (const [screen, files] of Object.entries(screenChunks)) {
            if (screen === 'login') continue;
            writeFileSync(
              join(outDir, `app-${screen}.html`),
              withStaticPreloads(template, files, options.dataOrigins(config.env)),
            );
          }
          const landingTemplate = deferAppStart(
            inlineStylesheets(template, outDir),
            'on-first-interaction',
          );
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

          // 3. login.html (/login and /{locale}/login): every locale's login page in its inline
          // script, which shows the visitor's; the app, started after that paint, hydrates it.
          const loginPages: Record<string, string> = {};
          const loginTitles: Record<string, string> = {};
          let loginStyles: string | undefined;
          for (const locale of LOCALES) {
            const page = await prerender.renderLogin(locale);
            loginPages[locale] = page.html;
            loginTitles[locale] = unescapeHtml(page.title);
            loginStyles ??= page.styles;
            if (page.styles !== loginStyles) {
              throw new Error(`pages: the login page needs other styles in ${locale}`);
            }
          }
          const loginBoot = await buildInlineScript('src/login-boot.ts', {
            __QR_LOGIN_PAGES__: JSON.stringify(toPageVariants(loginPages)),
            __QR_LOGIN_TITLES__: JSON.stringify(loginTitles),
          });
          const loginHtml = deferAppStart(
            inlineStylesheets(template, outDir),
            'after-first-paint',
            (screenChunks.login ?? []).map((file) => `${config.base}${file}`),
          )
            .replace('</head>', `${loginStyles ?? ''}</head>`)
            .replace('<div id="root"></div>', `<div id="root"></div>${inlineScript(loginBoot)}`);
          if (!loginHtml.includes('<div id="root"></div><script>'))
            throw new Error('pages: index.html has no #root');
          writeFileSync(join(outDir, 'login.html'), loginHtml);
          reports.push(sizeCheck('login.html', loginHtml, options.loginHtmlMaxKiB));

          // 4. reviews.html: inline CSS, and the boot script with the first step per locale.
          const skeletons: Record<string, string> = {};
          for (const locale of LOCALES)
            skeletons[locale] = await prerender.renderReviewSkeleton(locale);
          const boot = await buildInlineScript('src/review-boot.ts', {
            __QR_REVIEW_SKELETONS__: JSON.stringify(toPageVariants(skeletons)),
            __QR_REVIEW_CATALOGS__: JSON.stringify(reviewCatalogs),
          });
          const reviewsFile = join(outDir, 'reviews.html');
          const reviews = inlineStylesheets(readFileSync(reviewsFile, 'utf8'), outDir);
          if (!reviews.includes('<!--qr-review-boot-->')) {
            throw new Error('pages: reviews.html has lost its <!--qr-review-boot--> marker');
          }
          const reviewsHtml = deferAppStart(
            reviews.replace('<!--qr-review-boot-->', inlineScript(boot)),
            'after-first-paint',
          );
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
