import type { PublicProductResponse } from '@shared/review-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { offersCase } from './case-offer-slot';
import { ReviewFlow } from './review-flow';

const product: PublicProductResponse = {
  id: 'product-1',
  title: 'Ceramic mug',
  minRating: 4,
  complianceMode: false,
  stores: [
    { store: 'amazon', url: 'https://www.amazon.de/dp/B07PGL2ZSL' },
    { store: 'emag', url: 'https://www.emag.ro/cana/pd/D1/' },
  ],
  brandName: '',
  accentColor: '#1565c0',
};

/**
 * The form's own behaviour with the shared schema; submissions against the real function are
 * covered by web/e2e/review-flow.test.ts.
 */
describe('ReviewFlow', () => {
  it('offers one choice per store, then the rating step with focus on its heading', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewFlow product={product} />);
    expect(screen.getByText('Step 1/3')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Where did you purchase this product?' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Amazon',
      'eMAG',
    ]);

    await user.click(screen.getByRole('button', { name: 'eMAG' }));
    expect(screen.getByText('Step 2/3')).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Rate and review' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Bought at eMAG')).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /stars?$/ })).toHaveLength(5);
  });

  it('says so when no store is available', () => {
    renderWithProviders(<ReviewFlow product={{ ...product, stores: [] }} />);
    expect(screen.getByText('No stores are available for this product.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('validates rating and feedback with the spec messages before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewFlow product={product} />);
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Please share your feedback')).toBeTruthy();
    expect(screen.getByText('Please choose a rating')).toBeTruthy();

    const box = screen.getByRole('textbox', { name: 'Your feedback' });
    await user.type(box, '          ');
    expect(screen.getByText('Please share your feedback')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'Too short');
    expect(screen.getByText('Feedback must be between 10 and 500 characters')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.clear(box);
    await user.type(box, 'Great <b>mug</b>');
    expect(screen.getByText('Feedback must be plain text, without HTML tags')).toBeTruthy();
    // The shared rule refuses a tag even when it is never closed (docs/decisions.md, "Trust").
    await user.clear(box);
    await user.click(box);
    await user.paste('Nice one <img src=x onerror=alert(1)');
    expect(screen.getByText('Feedback must be plain text, without HTML tags')).toBeTruthy();
    await user.clear(box);
    await user.click(box);
    await user.paste('I <3 it, a < b > c');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('Feedback must be between 10 and 500 characters')).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'Keeps coffee hot.');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    // Still on step 2: nothing was sent without a rating.
    expect(screen.getByText('Step 2/3')).toBeTruthy();
  }, 20_000);

  it('speaks Romanian, spec messages included', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewFlow product={product} />, { locale: 'ro', messages: ro });
    expect(screen.getByText('Pasul 1/3')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'De unde ați cumpărat acest produs?' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Amazon' }));
    expect(screen.getAllByRole('radio', { name: '3 stele' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Trimite părerea' }));
    expect(screen.getByText(ro['validation.feedback.required'])).toBeTruthy();
  });

  describe('the contact offer below the outcome', () => {
    afterEach(() => vi.unstubAllGlobals());

    async function rate(
      stars: string,
      outcome: 'private' | 'published',
      offerOnAllRatings = false,
    ) {
      const answers: Record<string, unknown> = {
        '/api/reviews': {
          outcome,
          reviewUrl: outcome === 'private' ? null : 'https://www.amazon.de/review',
        },
        '/api/products/product-1/case-offer': {
          sellerName: 'Mug & Co',
          offerOnAllRatings,
          retentionDays: 30,
        },
      };
      vi.stubGlobal(
        'fetch',
        // The review API client calls fetch with a path string.
        vi.fn<(input: string) => Promise<Response>>(
          async (input) => new Response(JSON.stringify(answers[input]), { status: 200 }),
        ),
      );
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ReviewFlow product={product} />);
      await user.click(screen.getByRole('button', { name: 'Amazon' }));
      await user.click(screen.getByRole('radio', { name: stars }));
      await user.type(screen.getByRole('textbox'), 'The handle came off.');
      await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
      await screen.findByText('Step 3/3');
    }

    it('follows a rating below the minimum, under the unchanged outcome screen', async () => {
      await rate('2 stars', 'private');
      expect(screen.getByTestId('outcome-private')).toBeTruthy();
      expect(
        await screen.findByRole('heading', {
          name: 'Would you like Mug & Co to contact you about this?',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('checkbox').closest('label')?.textContent).toContain('30 days');
    });

    it('is not offered at or above the minimum unless the seller offers it on every rating', () => {
      const offer = { sellerName: 'Mug & Co', offerOnAllRatings: false, retentionDays: 90 };
      expect(offersCase(3, 4, offer)).toBe(true);
      expect(offersCase(4, 4, offer)).toBe(false);
      expect(offersCase(5, 4, offer)).toBe(false);
      expect(offersCase(5, 4, { ...offer, offerOnAllRatings: true })).toBe(true);
    });

    it('is offered on every rating when the seller asks for that', async () => {
      await rate('5 stars', 'published', true);
      expect(screen.getByTestId('open-review-page')).toBeTruthy();
      expect(await screen.findByTestId('case-offer')).toBeTruthy();
    });
  });
});
