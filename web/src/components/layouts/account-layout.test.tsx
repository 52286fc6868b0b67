import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import de from '@/i18n/messages/de.json';
import { CurrentAccountProvider, type CurrentAccount } from '@/lib/account/account-context';
import { renderWithProviders } from '@/testing/render';
import { AccountGate } from './account-gate';
import { AccountSwitcher } from './account-switcher';

const account = (fields: Partial<CurrentAccount> = {}): CurrentAccount => ({
  accountId: 'shop-1',
  uid: 'ana',
  role: 'support',
  access: 'member',
  accounts: [{ id: 'shop-1', name: 'Kitchen Corner' }],
  ...fields,
});

describe('AccountGate', () => {
  const gate = (value: CurrentAccount) => (
    <CurrentAccountProvider value={value}>
      <AccountGate>
        <p>inbox</p>
      </AccountGate>
    </CurrentAccountProvider>
  );

  it('shows the screen to a member', () => {
    renderWithProviders(gate(account()));
    expect(screen.getByText('inbox')).toBeTruthy();
  });

  it('replaces the screen with a translated message once access is lost', () => {
    renderWithProviders(gate(account({ role: null, access: 'lost' })), {
      locale: 'de',
      messages: de,
    });
    expect(screen.queryByText('inbox')).toBeNull();
    expect(screen.getByTestId('account-access').textContent).toContain(
      'Sie haben keinen Zugriff mehr auf dieses Konto',
    );
  });

  it('says a link to someone else’s account grants nothing', () => {
    renderWithProviders(gate(account({ role: null, access: 'none' })));
    expect(screen.queryByText('inbox')).toBeNull();
    expect(screen.getByTestId('account-access').textContent).toContain(
      'You have no access to this account',
    );
  });
});

describe('AccountSwitcher', { timeout: 60_000 }, () => {
  it('is not there for a person with one account', () => {
    renderWithProviders(
      <CurrentAccountProvider value={account()}>
        <AccountSwitcher />
      </CurrentAccountProvider>,
    );
    expect(screen.queryByTestId('account-switcher')).toBeNull();
  });

  it('shows the account and role, and opens the same screen for the account picked', async () => {
    const clicks = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(
      <CurrentAccountProvider
        value={account({
          accounts: [
            { id: 'shop-1', name: 'Kitchen Corner' },
            { id: 'shop-2', name: 'Garden Goods' },
          ],
        })}
      >
        <AccountSwitcher />
      </CurrentAccountProvider>,
      { url: '/dashboard/p1?tab=reviews' },
    );
    const button = screen.getByTestId('account-switcher');
    expect(button.textContent).toBe('Kitchen Corner · Support');
    await clicks.click(button);
    // The menu's chunk loads on first open: on a loaded machine that can take a while.
    await clicks.click(
      await screen.findByRole('menuitem', { name: 'Garden Goods' }, { timeout: 30_000 }),
    );
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/dashboard/p1?tab=reviews&account=shop-2',
        ),
      { timeout: 30_000 },
    );
  });
});
