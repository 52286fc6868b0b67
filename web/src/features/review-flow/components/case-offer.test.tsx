import { CASE_CONSENT_VERSION } from '@shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import de from '@/i18n/messages/de.json';
import { renderWithProviders } from '@/testing/render';
import { CaseOffer, type CaseOfferProps } from './case-offer';

const props: CaseOfferProps = {
  sellerName: 'Mug & Co',
  retentionDays: 90,
  productId: 'product-1',
  submissionId: 'a'.repeat(32),
  locale: 'en',
};

function answer(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('CaseOffer', () => {
  it('asks in the seller’s name, with an unticked consent naming seller, purpose and retention', () => {
    renderWithProviders(<CaseOffer {...props} />);
    expect(
      screen.getByRole('heading', { name: 'Would you like Mug & Co to contact you about this?' }),
    ).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: /Mug & Co may contact me by email/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(consent.closest('label')?.textContent).toContain('90 days');
    expect(screen.getByRole('textbox', { name: 'Your email address' })).toBeTruthy();
  });

  it('refuses a bad address and a missing consent with translated errors, sending nothing', async () => {
    const fetch = answer(202, { contact: 'pending_confirmation' });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CaseOffer {...props} locale="de" />, { locale: 'de', messages: de });
    await user.type(screen.getByRole('textbox'), 'not-an-address');
    await user.click(screen.getByRole('button'));
    expect(screen.getByText(de['validation.email.invalid'])).toBeTruthy();
    expect(screen.getByText(de['validation.consent.required'])).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the address with the consent, then says to check the inbox', async () => {
    const fetch = answer(202, { contact: 'pending_confirmation' });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CaseOffer {...props} />);
    await user.type(screen.getByRole('textbox'), ' ana@example.com ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Ask to be contacted' }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeTruthy();
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/cases');
    expect(JSON.parse(init!.body as string)).toEqual({
      submissionId: props.submissionId,
      productId: 'product-1',
      email: 'ana@example.com',
      locale: 'en',
      consent: true,
      consentVersion: CASE_CONSENT_VERSION,
    });
  });

  it('shows the API’s field errors and its failure, keeping what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'invalid_input',
        issues: [{ path: 'email', message: 'email.invalid' }],
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CaseOffer {...props} />);
    await user.type(screen.getByRole('textbox'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please correct the highlighted fields.'),
    );
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('ana@example.com');
  });

  it('says when too many requests were sent', async () => {
    vi.stubGlobal('fetch', answer(429, { error: 'rate_limited' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CaseOffer {...props} />);
    await user.type(screen.getByRole('textbox'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many requests/);
  });
});
