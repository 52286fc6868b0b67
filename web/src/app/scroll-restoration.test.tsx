import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider, type InitialEntry } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

function setup(
  Restoration: typeof ScrollRestoration = ScrollRestoration,
  initialEntries: InitialEntry[] = ['/a'],
) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Restoration />
            <Outlet />
          </>
        ),
        children: [
          { path: '/a', element: <p>a</p> },
          { path: '/b', element: <p id="details">b</p> },
        ],
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** jsdom's own scrollY, put back after each test: the test files share one window. */
const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');

afterEach(() => {
  vi.restoreAllMocks();
  if (jsdomScrollY) Object.defineProperty(window, 'scrollY', jsdomScrollY);
  // jsdom has no scrollIntoView; a later file must not find this test's.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the old position on back', async () => {
    const { router, scrollTo } = setup();
    scrollPageTo(480);
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollPageTo(120);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('scrolls to the element a #hash names', async () => {
    const { router, scrollTo } = setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    await act(() => router.navigate('/b#details'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to the position the page had before a reload', async () => {
    sessionStorage.setItem('qr-reviews:scroll-positions', JSON.stringify({ 'entry-1': 250 }));
    vi.resetModules();
    const fresh = await import('./scroll-restoration');
    const { scrollTo } = setup(fresh.ScrollRestoration, [{ pathname: '/a', key: 'entry-1' }]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 250);
  });

  it('keeps positions for a reload in sessionStorage when the page is hidden', async () => {
    const { router } = setup();
    scrollPageTo(300);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(
      sessionStorage.getItem('qr-reviews:scroll-positions') ?? '{}',
    ) as Record<string, number>;
    expect(saved[router.state.location.key]).toBe(300);
  });
});
