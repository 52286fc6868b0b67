import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import type { CaseViewResponse } from '@shared/review-api';
import { CasePage } from './case-page';

const TOKEN = 'tok_'.padEnd(43, 'x');

const confirmed: CaseViewResponse = {
  productTitle: 'Ceramic mug',
  sellerName: 'Mug & Co',
  status: 'waiting_customer',
  contact: 'confirmed',
  maskedEmail: 'a***@e***.com',
  locale: 'en',
  linkPurpose: 'access',
  messages: [
    { author: 'customer', text: 'It arrived broken.', createdAt: '2026-11-20T10:00:00.000Z' },
    {
      author: 'seller',
      text: 'Sorry!\nWe send a new one. <b>today</b>',
      createdAt: '2026-11-20T12:00:00.000Z',
    },
  ],
};

/**
 * A fake review API: answers by method and path, records every request. The review API client
 * calls fetch with a path string.
 */
function serve(routes: Record<string, () => { status: number; body?: unknown }>) {
  const fetch = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(
    async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${input}`;
      const route = routes[key];
      if (!route) return new Response(JSON.stringify({ error: 'not_found' }), { status: 404 });
      const { status, body } = route();
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    },
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const calls = (fetch: ReturnType<typeof serve>) =>
  fetch.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${input}`);

afterEach(() => vi.unstubAllGlobals());

describe('CasePage', () => {
  it('says plainly when the link is unknown or expired', async () => {
    serve({});
    renderWithProviders(<CasePage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'This link is not valid any more' }),
    ).toBeTruthy();
  });

  it('confirms the address on the first open of the emailed link', async () => {
    const pending = { ...confirmed, contact: 'pending_confirmation', linkPurpose: 'confirm' };
    const fetch = serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 200, body: { ...pending, messages: [] } }),
      [`POST /api/cases/${TOKEN}/confirm`]: () => ({
        status: 200,
        body: { ...confirmed, messages: [] },
      }),
    });
    renderWithProviders(<CasePage token={TOKEN} />);
    expect((await screen.findByTestId('case-confirmed')).textContent).toContain(
      'Your address is confirmed. Mug & Co can now answer you',
    );
    expect(calls(fetch)).toEqual([`GET /api/cases/${TOKEN}`, `POST /api/cases/${TOKEN}/confirm`]);
    expect(screen.getByText('Mug & Co has not answered yet.')).toBeTruthy();
  });

  it('says plainly when the link has expired', async () => {
    serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 410, body: { error: 'case_link_expired' } }),
    });
    renderWithProviders(<CasePage token={TOKEN} />);
    expect(await screen.findByTestId('case-unknown')).toBeTruthy();
  });

  it('shows the thread as plain text, the masked address, and no confirmation twice', async () => {
    const fetch = serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 200, body: confirmed }),
    });
    renderWithProviders(<CasePage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Your request about Ceramic mug' }),
    ).toBeTruthy();
    const items = within(screen.getByTestId('case-thread')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.querySelector('p')!.textContent).toBe(
      'Sorry!\nWe send a new one. <b>today</b>',
    );
    expect(items[1]!.querySelector('b')).toBeNull();
    expect(screen.getByTestId('case-address').textContent).toBe(
      'Answers are sent to a***@e***.com',
    );
    expect(calls(fetch)).toEqual([`GET /api/cases/${TOKEN}`]);
  });

  it('names the member who answered, with the shop, by their display name', async () => {
    serve({
      [`GET /api/cases/${TOKEN}`]: () => ({
        status: 200,
        body: {
          ...confirmed,
          messages: [
            ...confirmed.messages,
            {
              author: 'seller',
              authorName: 'Maria',
              text: 'It is on its way.',
              createdAt: '2026-11-21T12:00:00.000Z',
            },
          ],
        },
      }),
    });
    renderWithProviders(<CasePage token={TOKEN} />);
    await screen.findByText('It is on its way.');
    const authors = within(screen.getByTestId('case-thread'))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.case-message-meta span')?.textContent);
    expect(authors).toEqual(['You', 'Mug & Co', 'Maria from Mug & Co']);
  });

  it('refuses an empty answer and control characters, sending nothing', async () => {
    const fetch = serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 200, body: confirmed }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CasePage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Send answer' }));
    expect(screen.getByText('Please write a message')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(box);
    await user.paste('bell\u0007');
    expect(screen.getByText('The message may contain only text and line breaks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(calls(fetch)).toEqual([`GET /api/cases/${TOKEN}`]);
  });

  it('sends an answer with its line breaks, marks solved, then deletes the data after asking', async () => {
    const answered = {
      ...confirmed,
      status: 'customer_replied',
      messages: [
        ...confirmed.messages,
        { author: 'customer', text: 'Thanks,\nit works.', createdAt: '2026-11-21T09:00:00.000Z' },
      ],
    };
    const fetch = serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 200, body: confirmed }),
      [`POST /api/cases/${TOKEN}/messages`]: () => ({ status: 201, body: answered }),
      [`POST /api/cases/${TOKEN}/resolve`]: () => ({
        status: 200,
        body: { ...answered, status: 'resolved' },
      }),
      [`POST /api/cases/${TOKEN}/erase`]: () => ({
        status: 200,
        body: { ...answered, contact: 'erased', maskedEmail: null, messages: [] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CasePage token={TOKEN} />);
    const box = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'Thanks,{Enter}it works.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Your answer has been sent.')).toBeTruthy();
    const post = fetch.mock.calls.find(([input]) => input.endsWith('/messages'))!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ text: 'Thanks,\nit works.' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(screen.getByTestId('case-thread')).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'My problem is solved' }));
    expect(await screen.findByTestId('case-resolved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My problem is solved' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(calls(fetch).some((call) => call.endsWith('/erase'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    expect(screen.getByText(/This cannot be undone/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete now' }));
    expect(await screen.findByRole('heading', { name: 'Your data has been deleted' })).toBeTruthy();
    expect(calls(fetch).filter((call) => call.endsWith('/erase'))).toHaveLength(1);
  });

  it('shows a failed action in the customer’s language and keeps the answer typed', async () => {
    serve({
      [`GET /api/cases/${TOKEN}`]: () => ({ status: 200, body: confirmed }),
      [`POST /api/cases/${TOKEN}/messages`]: () => ({
        status: 429,
        body: { error: 'rate_limited' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CasePage token={TOKEN} />, { locale: 'ro', messages: ro });
    const box = await screen.findByRole('textbox', { name: ro['case.page.answerLabel'] });
    await user.type(box, 'Mulțumesc');
    await user.click(screen.getByRole('button', { name: ro['case.page.send'] }));
    expect((await screen.findByRole('alert')).textContent).toBe(ro['case.error.rateLimited']);
    expect((box as HTMLTextAreaElement).value).toBe('Mulțumesc');
  });

  it('says so when the customer already deleted their data', async () => {
    serve({
      [`GET /api/cases/${TOKEN}`]: () => ({
        status: 200,
        body: { ...confirmed, contact: 'erased', maskedEmail: null, messages: [] },
      }),
    });
    renderWithProviders(<CasePage token={TOKEN} />);
    expect(await screen.findByTestId('case-erased')).toBeTruthy();
  });
});
