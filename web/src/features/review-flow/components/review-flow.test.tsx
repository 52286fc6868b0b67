import type { PublicProductResponse, SubmitReviewResponse } from '@shared/review-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogParts } from '@/i18n/catalogs';
import { casePart } from '@/i18n/parts/case';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { ReviewFlow } from './review-flow';

// The real loader, watched: whether the page starts loading the contact offer's words.
vi.mock('@/i18n/catalogs', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/i18n/catalogs')>();
  return { ...original, loadCatalogParts: vi.fn(original.loadCatalogParts) };
});

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

  describe('the next steps: only what the server’s answer offers', () => {
    afterEach(() => vi.unstubAllGlobals());

    const STORE_PAGE = 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL';
    const OFFER = { sellerName: 'Mug & Co', retentionDays: 30 };

    /** Rates `stars` (the product's minimum is 4) and gets `answer` from POST /api/reviews. */
    async function rate(stars: string, answer: SubmitReviewResponse) {
      const fetch = vi.fn<(input: string) => Promise<Response>>(async (input) =>
        input === '/api/reviews'
          ? new Response(JSON.stringify(answer), { status: 201 })
          : new Response(JSON.stringify({ error: 'not_found' }), { status: 404 }),
      );
      vi.stubGlobal('fetch', fetch);
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ReviewFlow product={product} />);
      await user.click(screen.getByRole('button', { name: 'Amazon' }));
      await user.click(screen.getByRole('radio', { name: stars }));
      await user.type(screen.getByRole('textbox'), 'The handle came off.');
      await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
      await screen.findByText('Step 3/3');
      // The answer is all the page asks (beside the funnel events it reports): nothing else decides.
      const asked = fetch.mock.calls.map(([input]) => input).filter((p) => !p.endsWith('/events'));
      expect(asked).toEqual(['/api/reviews']);
    }

    /** Whether the page started loading the contact offer (its form and its words). */
    const offerLoading = () =>
      vi.mocked(loadCatalogParts).mock.calls.some(([, parts]) => parts.includes(casePart));

    beforeEach(() => {
      vi.mocked(loadCatalogParts).mockClear();
    });

    it('offers the contact under the unchanged outcome screen when the answer does', async () => {
      await rate('2 stars', { outcome: 'private', reviewUrl: null, next: { contactOffer: OFFER } });
      expect(screen.getByTestId('outcome-private')).toBeTruthy();
      expect(
        await screen.findByRole('heading', {
          name: 'Would you like Mug & Co to contact you about this?',
        }),
      ).toBeTruthy();
      expect(screen.getByRole('checkbox').closest('label')?.textContent).toContain('30 days');
    });

    it('shows no offer below the minimum when the answer offers none (the page never compares)', async () => {
      // Two stars under a minimum of four: a page that compared would offer it.
      await rate('2 stars', { outcome: 'private', reviewUrl: null, next: {} });
      expect(screen.getByTestId('outcome-private')).toBeTruthy();
      expect(offerLoading()).toBe(false);
      expect(screen.queryByTestId('case-offer')).toBeNull();
    });

    it('offers it at or above the minimum when the answer does', async () => {
      const next = { storePage: { url: STORE_PAGE }, contactOffer: OFFER };
      await rate('5 stars', { outcome: 'published', reviewUrl: STORE_PAGE, next });
      expect(screen.getByTestId('open-review-page').getAttribute('href')).toBe(STORE_PAGE);
      expect(await screen.findByTestId('case-offer')).toBeTruthy();
    });

    it('shows the store page only from the answer, and loads no offer it does not carry', async () => {
      await rate('5 stars', { outcome: 'published', reviewUrl: STORE_PAGE, next: {} });
      expect(screen.getByTestId('outcome-published')).toBeTruthy();
      expect(screen.queryByTestId('open-review-page')).toBeNull();
      expect(offerLoading()).toBe(false);
    });
  });
});
