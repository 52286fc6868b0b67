import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A page of docs/ served as it is written (plain text, which every browser shows): the build
 * writes it into dist, the dev server answers it. The seller guide to imports (docs/imports.md)
 * is linked from the imports screen this way, with the repository's file its one source.
 */
export function docsPagePlugin(options: { urlPath: string; file: URL }): Plugin {
  const read = () => readFileSync(options.file, 'utf8');
  return {
    name: 'qr-reviews:docs-page',
    configureServer(server) {
      server.middlewares.use(options.urlPath, (_request, response) => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(read());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: options.urlPath.slice(1), source: read() });
    },
  };
}
