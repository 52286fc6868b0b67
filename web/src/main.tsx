import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { reloadOnNavigationWhenStale, startPageBuildCheck } from '@/lib/build-check';
import { markHydrating } from '@/lib/hydration';
// Colours and baseline of every page (MUI screens add their own theme on top, same values).
import '@/components/ui/plain/plain.css';

const router = createAppRouter();

// Spec §4: a newer deployed build turns the next navigation into a full page load.
if (import.meta.env.PROD) {
  reloadOnNavigationWhenStale(router, startPageBuildCheck(), (href) =>
    window.location.assign(href),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
if (container.hasAttribute('data-prerendered')) {
  // The landing and login pages, pre-rendered by the build (vite-plugins/pages.ts): hydrate once
  // the router has loaded the route's chunks and messages, so that the first render is the HTML's.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  markHydrating();
  // A transition: React hydrates in slices that yield to the browser (a click or a tap is
  // handled in between), not in one long task, which is what a phone's main thread and
  // Lighthouse's total blocking time pay for.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The signed-in screens (app.html, no pre-rendered markup): rendered in a transition too, so
  // that React renders the layout and the screen in slices that yield to the browser.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}
