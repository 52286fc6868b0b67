import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '@shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { MuiProvider } from '@/app/mui-shell';
import { LocaleProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import type { Messages } from '@/i18n/catalogs';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  url?: string;
  /** Route pattern the element is mounted at (for useParams); defaults to every path. */
  path?: string;
  locale?: Locale;
  messages?: Messages;
  /** Extra routes next to the element (e.g. a login page to redirect to). */
  routes?: RouteObject[];
}

/**
 * Renders a component as the app would: MUI theme, react-intl (English defaults unless a catalog
 * is given), toasts and a memory router. Returns the router to inspect or drive navigation.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { url = '/', path = '*', locale = 'en', messages = {}, routes = [] } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [url] });
  const result: RenderResult = render(
    <MuiProvider>
      <LocaleProvider locale={locale} messages={messages}>
        <RouterProvider router={router} />
      </LocaleProvider>
    </MuiProvider>,
  );
  return { ...result, router };
}

/** Renders the real route tree (lazy chunks, locale resolution, error pages) at `url`. */
export function renderApp(url: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [url] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
