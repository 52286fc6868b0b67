import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlertAddressStatus } from '@shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@/i18n/messages/de.json';
import { renderWithProviders } from '@/testing/render';
import { AlertAddressField } from './alert-address';

const user = vi.hoisted(() => ({ uid: 'u1', getIdToken: () => Promise.resolve('token') }));
vi.mock('@/lib/firebase', () => ({ useUser: () => ({ data: user }) }));
// The Owner of their own account (its id: their uid).
vi.mock('@/lib/account/account-context', () => ({
  useAccount: () => ({ accountId: 'u1', uid: 'u1', role: 'owner', access: 'member', accounts: [] }),
}));
const api = vi.hoisted(() => ({ callAlertAddress: vi.fn() }));
vi.mock('../api/alert-address', async (load) => ({
  ...(await load<typeof import('../api/alert-address')>()),
  callAlertAddress: api.callAlertAddress,
}));
const { AlertAddressError } = await import('../api/alert-address');

const status = (fields: Partial<AlertAddressStatus> = {}): AlertAddressStatus => ({
  address: 'ana@example.com',
  source: 'sign-in',
  pending: null,
  stopped: { alerts: false, digest: false, all: false },
  signInAddress: 'ana@example.com',
  canResume: false,
  ...fields,
});

beforeEach(() => {
  vi.clearAllMocks();
});

describe('AlertAddressField', () => {
  it('shows where alerts go; a stop its session may lift has a button that asks the server', async () => {
    const clicks = userEvent.setup({ delay: null });
    const stopped = status({
      stopped: { alerts: true, digest: false, all: false },
      canResume: true,
    });
    api.callAlertAddress.mockResolvedValueOnce(stopped).mockResolvedValueOnce(status());
    renderWithProviders(<AlertAddressField />);
    expect(
      await screen.findByText('Alert emails and the daily digest go to ana@example.com.'),
    ).toBeTruthy();
    expect(screen.getByText('It is the address you sign in with.')).toBeTruthy();
    expect(screen.getByText(/stopped the alert emails with the link/)).toBeTruthy();
    await clicks.click(screen.getByRole('button', { name: 'Switch them on again' }));
    expect(api.callAlertAddress).toHaveBeenLastCalledWith(user, {
      action: 'resume',
      accountId: 'u1',
    });
    await waitFor(() => expect(screen.queryByText(/stopped the alert emails/)).toBeNull());
  });

  it('a stop by the owner of another address offers no way around it', async () => {
    api.callAlertAddress.mockResolvedValueOnce(
      status({
        address: 'team@example.org',
        source: 'confirmed',
        stopped: { alerts: true, digest: true, all: true },
      }),
    );
    renderWithProviders(<AlertAddressField />);
    expect(await screen.findByText(/stopped every email from QR Reviews/)).toBeTruthy();
    expect(screen.getByText(/Only they can switch them on again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch them on again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use ana@example.com' })).toBeTruthy();
  });

  it('says in the seller’s language why an address is refused', async () => {
    const clicks = userEvent.setup({ delay: null });
    api.callAlertAddress
      .mockResolvedValueOnce(status())
      .mockRejectedValueOnce(new AlertAddressError('invalid_email'));
    renderWithProviders(<AlertAddressField />, { locale: 'de', messages: de });
    const field = await screen.findByRole('textbox', { name: 'Andere Adresse' });
    // Nothing typed: refused here, nothing asked.
    await clicks.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(api.callAlertAddress).toHaveBeenCalledTimes(1);
    // Not an address: the server's shared schema refuses it, and the field says so.
    await clicks.type(field, 'not an address');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeNull();
    await clicks.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    expect(api.callAlertAddress).toHaveBeenLastCalledWith(user, {
      action: 'request',
      email: 'not an address',
      accountId: 'u1',
    });
  });

  it('asks for another address, shows it pending, and says when the day’s links are used up', async () => {
    const clicks = userEvent.setup({ delay: null });
    api.callAlertAddress
      .mockResolvedValueOnce(status())
      .mockResolvedValueOnce(
        status({ pending: { email: 'team@example.org', expiresAt: '2026-12-06T10:00:00.000Z' } }),
      )
      .mockRejectedValueOnce(new AlertAddressError('request_limit'));
    renderWithProviders(<AlertAddressField />);
    const field = await screen.findByRole('textbox', { name: 'Another address' });
    await clicks.type(field, ' team@example.org ');
    await clicks.click(screen.getByRole('button', { name: 'Send link' }));
    expect(api.callAlertAddress).toHaveBeenLastCalledWith(user, {
      action: 'request',
      email: 'team@example.org',
      accountId: 'u1',
    });
    expect(await screen.findByText(/Waiting for team@example.org to be confirmed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await clicks.type(field, 'other@example.org');
    await clicks.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(
        'That is the most confirmation links for one day. Please try again tomorrow.',
      ),
    ).toBeTruthy();
  });
});
