import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { PRIVATE_ROUTING_COUNT_FIELD, PRIVATE_ROUTING_NOTICE_FIELD } from '@shared';
import { privateRoutingNoticeCount } from '../api/private-routing-notice';
import { PrivateRoutingNoticeView } from './private-routing-notice';

/** A profile snapshot as Firestore gives it: get() of a missing field is undefined. */
const profile = (fields: Record<string, unknown>) => ({ get: (field: string) => fields[field] });

describe('privateRoutingNoticeCount', () => {
  it('names the count functions keep on the profile', () => {
    expect(privateRoutingNoticeCount(profile({ [PRIVATE_ROUTING_COUNT_FIELD]: 3 }))).toBe(3);
  });

  it('says nothing once dismissed (a pending dismissal reads as null), for none, or not counted yet', () => {
    const dismissed = { [PRIVATE_ROUTING_COUNT_FIELD]: 3, [PRIVATE_ROUTING_NOTICE_FIELD]: null };
    expect(privateRoutingNoticeCount(profile(dismissed))).toBeNull();
    expect(privateRoutingNoticeCount(profile({ [PRIVATE_ROUTING_COUNT_FIELD]: 0 }))).toBeNull();
    expect(privateRoutingNoticeCount(profile({}))).toBeNull();
    expect(privateRoutingNoticeCount(undefined)).toBeNull();
    expect(privateRoutingNoticeCount(profile({ [PRIVATE_ROUTING_COUNT_FIELD]: -1 }))).toBeNull();
    expect(privateRoutingNoticeCount(profile({ [PRIVATE_ROUTING_COUNT_FIELD]: '3' }))).toBeNull();
  });
});

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
