import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The test files share one jsdom and one module cache (isolate: false in vitest.config.ts). Each
// file starts from freshly evaluated app modules, as a page load does: their once-per-load state
// (caches, the query client, the first screen's decisions) and any module that imported another
// file's mock start anew. Libraries in node_modules stay loaded, which is what saves the time.
vi.resetModules();

// findBy* and waitFor give up after 1 s by default: a chart or a lazy chunk on a loaded 2-core
// machine can take longer to appear. They return as soon as it does, so passing tests stay fast.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; MUI's useMediaQuery and transitions ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(async () => {
  cleanup();
  // Each test starts with an empty server-state cache (no answers, no listeners). Imported here,
  // after the test, so a test file that never reads loads no Firestore before its tests.
  const { queryClient } = await import('@/lib/server-state/query-client');
  queryClient.clear();
  if (typeof document === 'undefined') return;
  // Each test starts without a locale cookie or stored chunk-reload marks.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

// What a test file may leave behind for the next one in the same jsdom (vitest restores spies
// between files itself): fake timers, stubbed globals and env, and the page's address.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
