import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import {
  createBuildCheck,
  reloadOnNavigationWhenStale,
  type ConnectionInfo,
} from '@/lib/build-check';
// Colours and baseline of every page (MUI screens add their own theme on top, same values).
import '@/components/ui/plain/plain.css';

const router = createAppRouter();

// Spec §4: a newer deployed build turns the next navigation into a full page load.
if (import.meta.env.PROD) {
  const check = createBuildCheck({
    currentId: __BUILD_ID__,
    baseUrl: import.meta.env.BASE_URL,
    fetchFn: (url, init) => fetch(url, init),
    now: Date.now,
    setTimer: (callback, ms) => window.setTimeout(callback, ms),
    connection: (navigator as Navigator & { connection?: ConnectionInfo }).connection,
  });
  if (document.readyState === 'complete') check.start();
  else window.addEventListener('load', () => check.start(), { once: true });
  reloadOnNavigationWhenStale(router, check, (href) => window.location.assign(href));
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
