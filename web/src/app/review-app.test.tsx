import type { PublicProductResponse } from '@shared/review-api';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootReviewPage } from '@/features/review-flow';
import { ReviewApp } from './review-app';

const product: PublicProductResponse = {
  id: 'product-1',
  title: 'Ceramic mug',
  minRating: 4,
  complianceMode: false,
  stores: [{ store: 'amazon', url: 'https://www.amazon.de/dp/B07PGL2ZSL' }],
  brandName: 'Acme',
  accentColor: '#1565c0',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Opens the review page at `path` the way review-main.tsx does: boot, then the app. */
function openReviewPage(path: string) {
  window.history.replaceState(null, '', path);
  const boot = bootReviewPage(window.location.pathname);
  render(<ReviewApp boot={boot} isStale={() => false} />);
  return boot;
}

/**
 * The customer review page without a router (reviews.html); the flow itself is tested in
 * features/review-flow, the whole page against the real function in web/e2e/review-flow.test.ts.
 */
describe('ReviewApp', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['an invalid product id', '/reviews/bad$id'],
    ['an id with a space', '/reviews/a%20b'],
    ['an unsupported locale prefix', '/xx/reviews/product-1'],
    ['more segments', '/reviews/product-1/extra'],
  ])('shows the 404 page with the path for %s, without asking for a product', async (_, path) => {
    openReviewPage(path);
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(screen.getByTestId('error-path').textContent).toBe(new URL(path, 'http://x').pathname);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a product the API does not know', async () => {
    fetchMock.mockResolvedValue(json(404, { error: 'product_not_found' }));
    openReviewPage('/reviews/no-such-product');
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(screen.getByTestId('error-path').textContent).toBe('/reviews/no-such-product');
  });

  it('shows the first step while the product loads, then the product below it, with one request', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const boot = openReviewPage('/reviews/product-1');
    expect(boot.locale).toBe('en');
    expect(
      screen.getByRole('heading', { name: 'Where did you purchase this product?' }),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading the product…' })).toBeTruthy();
    await act(async () => answer(json(200, product)));
    await screen.findByText('Ceramic mug');
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Amazon' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input] = fetchMock.mock.calls[0]!;
    expect(input instanceof Request ? input.url : input.toString()).toMatch(
      /^\/api\/products\/product-1\?lang=en/,
    );
  });

  it('offers a retry when the product could not be loaded, and asks again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    fetchMock.mockResolvedValueOnce(json(200, product));
    // Each test its own product: the page asks for a product once per page load.
    openReviewPage('/reviews/product-2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.setup({ delay: null }).click(retry);
    await screen.findByText('Ceramic mug');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('switches language in place: Romanian text, the /ro prefix and cookie, no new request', async () => {
    const user = userEvent.setup({ delay: null });
    fetchMock.mockResolvedValue(json(200, product));
    openReviewPage('/reviews/product-3?utm=card');
    await screen.findByText('Ceramic mug');
    await user.click(screen.getByRole('button', { name: 'EN, language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Română' }));
    await screen.findByRole('heading', { name: 'De unde ați cumpărat acest produs?' });
    expect(window.location.pathname + window.location.search).toBe(
      '/ro/reviews/product-3?utm=card',
    );
    expect(document.documentElement.lang).toBe('ro');
    expect(document.cookie).toContain('locale=ro');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Back: the unprefixed URL, whose language is now the cookie's.
    await act(async () => {
      window.history.back();
      await waitFor(() => expect(window.location.pathname).toBe('/reviews/product-3'));
    });
    expect(
      screen.getByRole('heading', { name: 'De unde ați cumpărat acest produs?' }),
    ).toBeTruthy();
  });
});
