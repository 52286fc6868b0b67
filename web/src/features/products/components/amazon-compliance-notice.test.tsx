import { AMAZON_REVIEW_POLICY_URL } from '@shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { AmazonComplianceNoticeView } from './amazon-compliance-notice';

describe('AmazonComplianceNoticeView', () => {
  it('says how many Amazon products have compliance mode off and links the policy', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <AmazonComplianceNoticeView count={3} dismissing={false} onDismiss={onDismiss} />,
    );
    const notice = screen.getByTestId('amazon-compliance-notice');
    expect(notice.textContent).toMatch(
      /3 of your products sold on Amazon have compliance mode off/,
    );
    expect(notice.textContent).toMatch(/nothing was changed for you/);
    expect(
      screen.getByRole('link', { name: 'customer review policies' }).getAttribute('href'),
    ).toBe(AMAZON_REVIEW_POLICY_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('uses the singular and speaks Romanian', () => {
    renderWithProviders(
      <AmazonComplianceNoticeView count={1} dismissing={false} onDismiss={() => {}} />,
      { locale: 'ro', messages: ro },
    );
    expect(screen.getByTestId('amazon-compliance-notice').textContent).toMatch(
      /1 produs vândut pe Amazon are/,
    );
  });
});
