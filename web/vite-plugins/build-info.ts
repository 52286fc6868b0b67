import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Spec §4 "build updates": every production build gets an id. The app is compiled with it
 * (__BUILD_ID__) and the build writes dist/build.json = {"id": …}; the running app polls that file
 * and reloads on the next navigation when a newer build has been deployed.
 */
export function buildIdPlugin(id = process.env.QR_BUILD_ID || createBuildId()): Plugin {
  return {
    name: 'qr-reviews:build-id',
    config(_config, env) {
      // Dev and tests keep a fixed id: there is no dist/build.json to compare against.
      const buildId = env.command === 'build' ? id : 'dev';
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ id })}\n`,
      });
    },
  };
}

function createBuildId(): string {
  return `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(4).toString('hex')}`;
}

interface RouteBudget {
  /** Report label, e.g. "review". */
  name: string;
  /** The page's entry module (relative to the web root), e.g. src/main.tsx. */
  entry: string;
  /** Modules (relative to the web root) a visit to the route loads besides the entry. */
  modules: string[];
  /** Module ids matching any of these must never load on this route (besides `forbidden`). */
  forbidden?: RegExp[];
  /**
   * The feature folders (src/features/<name>/) whose code the route may load in its first load;
   * a module of any other feature fails the build. Undefined: not checked.
   */
  features?: string[];
  /** A seller-side route (/login, signed-in screens): the options' `forbidden` does not apply. */
  sellerSide?: boolean;
  /** Most gzip kB (KiB) of JS the route may load; above it the build fails. */
  maxJsKiB?: number;
  /** Whether its CSS is inlined into its HTML (then the HTML's budget covers it). */
  cssInHtml?: boolean;
}

interface BundleGuardOptions {
  routes: RouteBudget[];
  /** Module ids matching any of these must never load on the guarded routes. */
  forbidden: RegExp[];
  /** Module ids matching any of these may be in no chunk of the page bundle (workers only). */
  workerOnly?: RegExp[];
  /** Module ids matching any of these may be in a page chunk only when no route loads it first. */
  lazyOnly?: RegExp[];
}

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  css: string[];
}

/**
 * Fails the build when the customer review page or the landing page would load Firebase Auth,
 * Firestore, reactfire or seller-only code (the size rule), or a route's own forbidden
 * modules, or more than its gzip budget; prints the gzip size of what each guarded route loads:
 * entry chunk + route chunks + their static imports and CSS. Measured on the files as written
 * (writeBundle), so Vite's preload map, added after generateBundle, counts too.
 */
export function bundleGuardPlugin(options: BundleGuardOptions): Plugin {
  return {
    name: 'qr-reviews:bundle-guard',
    apply: 'build',
    writeBundle(_output, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      const assets = new Map<string, string | Uint8Array>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          const meta = (item as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
          chunks.set(item.fileName, {
            fileName: item.fileName,
            code: item.code,
            imports: item.imports,
            moduleIds: item.moduleIds,
            isEntry: item.isEntry,
            css: [...(meta?.importedCss ?? [])],
          });
        } else {
          assets.set(item.fileName, item.source);
        }
      }
      const normalize = (id: string) => id.replaceAll('\\', '/');

      for (const chunk of chunks.values()) {
        const inPage = chunk.moduleIds
          .map(normalize)
          .find((id) => options.workerOnly?.some((re) => re.test(id)));
        if (inPage) {
          this.error(
            `bundle guard: ${inPage} is in the page chunk ${chunk.fileName}; it may only be ` +
              'loaded by a web worker (see workerOnly in vite.config.ts).',
          );
        }
      }

      const lines: string[] = [];
      for (const route of options.routes) {
        // An HTML page's entry chunk holds its entry module (its facade is the HTML file).
        const entry = [...chunks.values()].find(
          (chunk) =>
            chunk.isEntry &&
            chunk.moduleIds.some((id) => normalize(id).endsWith(`/${route.entry}`)),
        );
        if (!entry)
          this.error(`bundle guard: no entry chunk for ${route.entry} (route ${route.name})`);
        const start = new Set([entry.fileName]);
        for (const module of route.modules) {
          const owner = [...chunks.values()].find((chunk) =>
            chunk.moduleIds.some((id) => normalize(id).endsWith(`/${module}`)),
          );
          if (!owner) this.error(`bundle guard: no chunk contains ${module} (route ${route.name})`);
          start.add(owner.fileName);
        }
        const closure = new Set<string>();
        const visit = (fileName: string) => {
          if (closure.has(fileName)) return;
          closure.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        start.forEach(visit);

        let js = 0;
        let css = 0;
        const cssFiles = new Set<string>();
        for (const fileName of closure) {
          const chunk = chunks.get(fileName);
          if (!chunk) continue;
          const forbidden = [
            ...(route.sellerSide ? [] : options.forbidden),
            ...(route.forbidden ?? []),
            ...(options.lazyOnly ?? []),
          ];
          const bad = chunk.moduleIds
            .map(normalize)
            .find(
              (id) =>
                forbidden.some((re) => re.test(id)) ||
                (route.features !== undefined &&
                  !route.features.includes(/\/src\/features\/([^/]+)\//.exec(id)?.[1] ?? '') &&
                  /\/src\/features\//.test(id)),
            );
          if (bad) {
            this.error(
              `bundle guard: route "${route.name}" would load ${bad} (in ${fileName}). ` +
                'Seller code and Firebase Auth/Firestore must stay in the lazily loaded seller shell, ' +
                "and a feature's code loads only on the screens that use it (the route's forbidden " +
                'and features lists in vite.config.ts); load it lazily where it is first wanted.',
            );
          }
          js += gzipSync(chunk.code).length;
          chunk.css.forEach((file) => cssFiles.add(file));
        }
        for (const file of cssFiles) {
          const source = assets.get(file);
          if (source !== undefined) css += gzipSync(source).length;
        }
        // Heaviest first: what to look at when a budget is exceeded.
        const sizes = [...closure]
          .map((f) => ({ f, kB: gzipSync(chunks.get(f)?.code ?? '').length / 1024 }))
          .sort((a, b) => b.kB - a.kB)
          .map(({ f, kB }) => `${f} ${kB.toFixed(1)} kB`);
        if (process.env.QR_BUNDLE_REPORT) lines.push(`  ${route.name}: ${sizes.join(', ')}`);
        const summary =
          `${closure.size} JS chunks, ${(js / 1024).toFixed(1)} kB JS gzip + ` +
          `${(css / 1024).toFixed(1)} kB CSS gzip${route.cssInHtml ? ' (inlined in its HTML)' : ''}`;
        if (route.maxJsKiB !== undefined && js > route.maxJsKiB * 1024) {
          this.error(
            `bundle guard: route "${route.name}" loads ${summary}, over its JS budget of ` +
              `${route.maxJsKiB} kB. Heaviest chunks: ` +
              `${sizes.slice(0, process.env.QR_BUNDLE_REPORT ? undefined : 12).join(', ')}. ` +
              'QR_BUNDLE_REPORT=1 npx vite build (in web/) lists them all.',
          );
        }
        const budget = route.maxJsKiB === undefined ? '' : `, JS budget ${route.maxJsKiB} kB`;
        lines.push(`  ${route.name.padEnd(10)} ${summary} (without the locale catalog${budget})`);
      }
      const firebaseChunks = [...chunks.values()]
        .filter((chunk) =>
          chunk.moduleIds.some((id) =>
            /node_modules\/(@firebase|firebase|reactfire)\//.test(normalize(id)),
          ),
        )
        .map((chunk) => chunk.fileName);
      console.log(
        `bundle guard passed:\n${lines.join('\n')}\n  chunks with Firebase: ${firebaseChunks.join(', ')}`,
      );
    },
  };
}
