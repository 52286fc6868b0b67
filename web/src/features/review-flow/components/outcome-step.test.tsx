import type { SubmitReviewResponse } from '@shared/review-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { OutcomeStep } from './outcome-step';

const REVIEW_URL = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';
const withStorePage = { reviewUrl: REVIEW_URL, next: { storePage: { url: REVIEW_URL } } };

function renderOutcome(outcome: SubmitReviewResponse, locale: 'en' | 'ro' = 'en') {
  return renderWithProviders(
    <OutcomeStep
      outcome={outcome}
      feedback="Works, but the lid leaks."
      homeHref="/"
      onCopy={vi.fn()}
      onOpenReviewPage={vi.fn()}
    />,
    locale === 'ro' ? { locale, messages: ro } : {},
  );
}

/** The screen's controls in order, with how prominent each is: what a customer can compare. */
function controls(container: HTMLElement) {
  return [...container.querySelectorAll('h2, button, a')].map((element) => [
    element.tagName,
    element.getAttribute('class'),
    element.getAttribute('href'),
  ]);
}

describe('OutcomeStep', () => {
  it('in compliance mode shows the published screen’s layout: the store page in the same place, as prominent', () => {
    const published = renderOutcome({ outcome: 'published', ...withStorePage });
    const publishedControls = controls(published.container);
    published.unmount();

    const compliance = renderOutcome({ outcome: 'compliance', ...withStorePage });
    expect(controls(compliance.container)).toEqual(publishedControls);
    expect(screen.getByTestId('open-review-page').getAttribute('href')).toBe(REVIEW_URL);
    expect(screen.getByText(/The seller has received it/)).toBeTruthy();
    expect(screen.getByTestId('feedback-text').textContent).toBe('Works, but the lid leaks.');
    expect(screen.queryByText('We appreciate your honest review.')).toBeNull();
  });

  it('below the minimum without compliance mode: thanks only, no store page (spec)', () => {
    renderOutcome({ outcome: 'private', reviewUrl: null, next: {} });
    expect(screen.getByText('We appreciate your honest review.')).toBeTruthy();
    expect(screen.queryByTestId('open-review-page')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('offers the store page only when the answer’s next steps carry it', () => {
    // `next` decides, not the older `reviewUrl` field: no store page in it, no button.
    renderOutcome({ outcome: 'published', reviewUrl: REVIEW_URL, next: {} });
    expect(screen.queryByTestId('open-review-page')).toBeNull();
  });

  it('says it in Romanian', () => {
    renderOutcome({ outcome: 'compliance', ...withStorePage }, 'ro');
    expect(screen.getByText(ro['reviewFlow.compliance.text'])).toBeTruthy();
  });
});
