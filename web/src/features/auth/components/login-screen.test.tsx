import { fireEvent, screen } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { SessionProvider } from '@/lib/auth/session';
import { renderApp, renderWithProviders } from '@/testing/render';
import { LoginCard } from './login-card';
import { LoginScreen } from './login-screen';

// A real, signed-out Firebase Auth instance; nothing here talks to a server.
const app = initializeApp(
  { apiKey: 'test-key', projectId: 'demo-login-test', appId: '1:1:web:1' },
  'login-test',
);
const auth = initializeAuth(app, { persistence: inMemoryPersistence });

function renderLoginScreen(url = '/login') {
  return renderWithProviders(
    <SessionProvider auth={auth}>
      <LoginScreen />
    </SessionProvider>,
    { url },
  );
}

describe('login screen', () => {
  it('shows the welcome text, Google sign-in and the terms statement', async () => {
    renderLoginScreen();
    expect(await screen.findByRole('heading', { name: 'Welcome to QR Reviews' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByText(/you agree to our/).textContent).toBe(
      'By signing in with Google, you agree to our Terms of Service and Privacy Policy.',
    );
  });

  it('offers the demo sign-in against the demo (emulator) project of web/.env', async () => {
    renderLoginScreen();
    expect(
      await screen.findByRole('button', { name: 'Demo sign-in (emulator only)' }),
    ).toBeTruthy();
  });

  it('never shows the demo sign-in without a demo handler (real projects)', () => {
    renderWithProviders(<LoginCard busy={null} onGoogle={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Demo sign-in/ })).toBeNull();
    expect(screen.queryByTestId('demo-sign-in')).toBeNull();
  });

  it('calls the handlers and disables the buttons while signing in', () => {
    const onGoogle = vi.fn();
    const onDemo = vi.fn();
    const { rerender } = renderWithProviders(
      <LoginCard busy={null} onGoogle={onGoogle} onDemo={onDemo} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    fireEvent.click(screen.getByRole('button', { name: 'Demo sign-in (emulator only)' }));
    expect(onGoogle).toHaveBeenCalledTimes(1);
    expect(onDemo).toHaveBeenCalledTimes(1);
    rerender(<></>);
  });

  it('is translated', async () => {
    renderWithProviders(<LoginCard busy="google" onGoogle={() => undefined} />, {
      locale: 'ro',
      messages: ro,
    });
    expect(screen.getByRole('heading', { name: 'Bine ați venit la QR Reviews' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Autentificare cu Google' }).disabled,
    ).toBe(true);
  });
});

describe('auth guard', () => {
  it('sends a signed-out visitor of /products to the login page, remembering the way back', async () => {
    const { router } = renderApp('/ro/products?page=2');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Bine ați venit la QR Reviews' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ro/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/ro/products?page=2',
    );
  }, 15_000);
});
