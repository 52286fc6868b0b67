import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { PrivateRoutingNoticeView } from './private-routing-notice';

describe('PrivateRoutingNoticeView', () => {
  it('says how many products route privately, names the rules and links the filtered list', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <PrivateRoutingNoticeView
        count={3}
        filterHref="/products?compliance=off"
        dismissing={false}
        onDismiss={onDismiss}
      />,
    );
    const notice = screen.getByTestId('private-routing-notice');
    expect(notice.textContent).toMatch(/below your minimum: 3\./);
    expect(notice.textContent).toMatch(/Amazon, Google, the US FTC rule .* DMCC Act/);
    expect(notice.textContent).toMatch(/nothing was changed for you/);
    expect(screen.getByRole('link', { name: 'Show these products' }).getAttribute('href')).toBe(
      '/products?compliance=off',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('speaks Romanian', () => {
    renderWithProviders(
      <PrivateRoutingNoticeView
        count={1}
        filterHref="/ro/products?compliance=off"
        dismissing={false}
        onDismiss={() => {}}
      />,
      { locale: 'ro', messages: ro },
    );
    expect(screen.getByTestId('private-routing-notice').textContent).toMatch(
      /sub minimul dumneavoastră: 1\./,
    );
    expect(screen.getByRole('link', { name: 'Afișați aceste produse' })).toBeTruthy();
  });
});
