import { asksForPositiveReviewsOnly } from '@shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/messages/en.json';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { PositiveOnlyWarning } from './positive-only-warning';

/** Every default card text the app writes for a seller, and the landing page's sample card. */
const DEFAULT_CARD_TEXTS = [
  'card.defaults.headline',
  'card.defaults.callToAction',
  'landing.hero.cardHeadline',
  'landing.hero.cardCta',
] as const;

describe('PositiveOnlyWarning', () => {
  it('warns when a headline asks only happy customers', () => {
    renderWithProviders(<PositiveOnlyWarning texts={['Enjoying your purchase?', '']} />);
    expect(screen.getByTestId('positive-only-warning').textContent).toMatch(
      /asks only happy customers/,
    );
  });

  it('warns about the call to action too, and in Romanian', () => {
    renderWithProviders(
      <PositiveOnlyWarning texts={['Vă mulțumim!', 'Dacă v-a plăcut, lăsați 5 stele']} />,
      { locale: 'ro', messages: ro },
    );
    expect(screen.getByText(ro['compliance.positiveOnly.warning'])).toBeTruthy();
  });

  it('stays silent for neutral wording', () => {
    renderWithProviders(<PositiveOnlyWarning texts={['Tell us what you think', '']} />);
    expect(screen.queryByTestId('positive-only-warning')).toBeNull();
  });

  it.each(DEFAULT_CARD_TEXTS)('the default text %s is neutral in English and Romanian', (id) => {
    expect(asksForPositiveReviewsOnly(en[id])).toBe(false);
    expect(asksForPositiveReviewsOnly(ro[id])).toBe(false);
  });
});
