import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readLocaleCookie } from '@/i18n/locale';
import { renderApp } from '@/testing/render';

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { name }, { timeout: 5_000 });

const SLOW = 30_000;

describe('app routes', () => {
  it(
    'an unknown route shows "Page Not Found" followed by the path',
    async () => {
      renderApp('/no-such-page');
      await heading('Page Not Found');
      expect(screen.getByTestId('error-path').textContent).toBe('/no-such-page');
    },
    SLOW,
  );

  it.each([
    ['an unknown locale-like prefix', '/xx/products'],
    ['a path below a screen', '/products/extra'],
  ])(
    '%s is a 404 with the path',
    async (_label, url) => {
      renderApp(url);
      await heading('Page Not Found');
      expect(screen.getByTestId('error-path').textContent).toBe(new URL(url, 'http://x').pathname);
    },
    SLOW,
  );

  it(
    'serves the landing page and its locale-prefixed variant',
    async () => {
      renderApp('/ro');
      await heading('Transformați fiecare colet într-o recenzie de produs');
      await waitFor(() => expect(document.documentElement.lang).toBe('ro'));
    },
    SLOW,
  );

  it(
    'takes the locale from the cookie when the URL has no prefix',
    async () => {
      document.cookie = 'locale=ro; Path=/';
      renderApp('/');
      await heading('Transformați fiecare colet într-o recenzie de produs');
    },
    SLOW,
  );

  it(
    'switching the locale writes the cookie and moves to the prefixed path',
    async () => {
      const { router } = renderApp('/?q=1');
      await heading('Turn every package into a product review');
      fireEvent.click(screen.getByRole('button', { name: 'EN, language: English' }));
      await act(async () => {
        fireEvent.click(await screen.findByRole('menuitem', { name: 'Română' }));
      });
      await heading('Transformați fiecare colet într-o recenzie de produs');
      expect(router.state.location.pathname).toBe('/ro');
      expect(router.state.location.search).toBe('?q=1');
      expect(readLocaleCookie(document.cookie)).toBe('ro');
      expect(document.documentElement.lang).toBe('ro');
      // Links keep the prefix.
      expect(screen.getByRole('link', { name: 'Autentificare' }).getAttribute('href')).toBe(
        '/ro/login',
      );
    },
    SLOW,
  );
});
