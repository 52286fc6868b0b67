import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/i18n/messages/de.json';
import { renderWithProviders } from '@/testing/render';
import { AcceptInvitationScreen } from './accept-invitation';

const user = {
  uid: 'sam',
  email: 'sam@example.org',
  getIdToken: () => Promise.resolve('id-token'),
};
vi.mock('@/lib/firebase', () => ({
  useUser: () => ({ data: user }),
  useAuth: () => ({}),
}));

const TOKEN = 'A'.repeat(43);
const calls: unknown[] = [];

/** The accountInvitations function, answering each call with the next of `answers`. */
function serve(...answers: [number, object][]) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      const [status, body] = answers.shift()!;
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitationScreen', { timeout: 60_000 }, () => {
  it('says in the person’s language why a link no longer works, and offers no accept', async () => {
    serve([410, { error: 'expired' }]);
    renderWithProviders(<AcceptInvitationScreen />, {
      url: `/invite?t=${TOKEN}`,
      locale: 'de',
      messages: de,
    });
    const error = await screen.findByTestId('invitation-error', {}, { timeout: 30_000 });
    expect(error.textContent).toBe(de['members.error.expired']);
    expect(screen.queryByTestId('invitation-accept')).toBeNull();
    expect(calls).toEqual([{ action: 'peek', token: TOKEN }]);
  });

  it('shows the invitation, accepts it, and opens the account it joined', async () => {
    serve(
      [
        200,
        {
          accountName: 'Kitchen Corner',
          role: 'support',
          email: 'sam@example.org',
          invitedByName: 'Ana',
          expiresAt: '2026-12-01T00:00:00.000Z',
        },
      ],
      [200, { accountId: 'shop-1' }],
    );
    const clicks = userEvent.setup({ delay: null });
    // Mounted at its route, as in the app: the account it opens unmounts it (under the catch-all
    // path the screen stayed and asked again for the token-less URL's invitation).
    const { router } = renderWithProviders(<AcceptInvitationScreen />, {
      url: `/invite?t=${TOKEN}`,
      path: '/invite',
      routes: [{ path: '/products', element: <p data-testid="products" /> }],
    });
    const details = await screen.findByTestId('invitation-details', {}, { timeout: 30_000 });
    expect(details.textContent).toBe(
      'Ana invited you to the account “Kitchen Corner” with the role “Support”.',
    );
    await clicks.click(screen.getByTestId('invitation-accept'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/products?account=shop-1',
      ),
    );
    await screen.findByTestId('products');
    expect(calls).toEqual([
      { action: 'peek', token: TOKEN },
      { action: 'accept', token: TOKEN },
    ]);
  });

  it('refuses another address with its reason and changes nothing on the page', async () => {
    serve(
      [
        200,
        {
          accountName: 'Kitchen Corner',
          role: 'viewer',
          email: 'someone@example.org',
          invitedByName: 'Ana',
          expiresAt: '2026-12-01T00:00:00.000Z',
        },
      ],
      [403, { error: 'wrong_email' }],
    );
    const clicks = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AcceptInvitationScreen />, {
      url: `/invite?t=${TOKEN}`,
    });
    await screen.findByText(
      'The invitation was sent to someone@example.org; you are signed in as sam@example.org.',
      {},
      { timeout: 30_000 },
    );
    await clicks.click(screen.getByTestId('invitation-accept'));
    expect((await screen.findByTestId('invitation-error')).textContent).toBe(
      'This invitation is for another email address. Sign in with Google as the address it was sent to.',
    );
    expect(router.state.location.pathname).toBe('/invite');
  });
});
