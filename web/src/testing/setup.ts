import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
