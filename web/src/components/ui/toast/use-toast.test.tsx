import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TOAST_ENTER_MS, TOAST_LEAVE_MS, TOAST_LIFETIME_MS } from '@/config/constants';
import { defineMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ro from '@/i18n/messages/ro.json';
import { renderWithProviders } from '@/testing/render';
import { useToast, type Toast } from './use-toast';

const saved = defineMessage({ id: 'test.saved', defaultMessage: 'Product saved successfully' });
const copied = defineMessage<{ n: number }>({
  id: 'test.copied',
  defaultMessage: 'Copied {n} lines',
});
const copiedTitle = defineMessage({ id: 'test.copiedTitle', defaultMessage: 'Copied' });

function Capture({ onToast }: { onToast: (toast: Toast) => void }) {
  onToast(useToast());
  return null;
}

/**
 * Moves fake time on in small steps, letting React render between them (its scheduler does not
 * run on timers), as a browser would.
 */
async function advance(ms: number) {
  for (let done = 0; done < ms; done += 50) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(50, ms - done)));
  }
}

function setup(locale: 'en' | 'ro' = 'en') {
  let toast: Toast | undefined;
  renderWithProviders(<Capture onToast={(t) => (toast = t)} />, {
    locale,
    messages: locale === 'ro' ? ro : {},
  });
  if (!toast) throw new Error('no toast');
  return toast;
}

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('raises a toast with the translated default title and message', async () => {
    const toast = setup();
    act(() => void toast.success(saved));
    expect(await screen.findByText('Success')).toBeTruthy();
    expect(screen.getByText('Product saved successfully')).toBeTruthy();
    expect(
      screen.getByText('Success').closest('[data-severity]')?.getAttribute('data-severity'),
    ).toBe('success');
  });

  it('supports every severity and custom titles with values', async () => {
    const toast = setup();
    act(() => {
      toast.warn(saved);
      toast.secondary(saved);
      toast.contrast(copied, { values: { n: 3 }, title: copiedTitle });
    });
    expect(await screen.findByText('Warning')).toBeTruthy();
    expect(screen.getByText('Copied 3 lines')).toBeTruthy();
    expect(
      screen.getByText('Copied').closest('[data-severity]')?.getAttribute('data-severity'),
    ).toBe('contrast');
  });

  it('uses the active locale for titles', async () => {
    const toast = setup('ro');
    act(() => void toast.error(saved));
    expect(await screen.findByText('Eroare')).toBeTruthy();
  });

  it('keeps toasts raised before the lazy notistack host is ready, in order', async () => {
    const toast = setup();
    act(() => {
      const first = toast.info(saved, { persist: true });
      toast.warn(copied, { values: { n: 2 } });
      toast.close(first);
    });
    expect(await screen.findByText('Copied 2 lines')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Product saved successfully')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('can be closed by hand', async () => {
    const toast = setup();
    act(() => void toast.info(saved));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Product saved successfully')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('stays TOAST_LIFETIME_MS after it has entered, then closes by itself (fake timers)', async () => {
    const toast = setup();
    // The notistack host is a lazy chunk: loaded with real timers, by a first toast.
    act(() => void toast.info(copied, { values: { n: 1 }, persist: true }));
    await screen.findByText('Copied 1 lines');
    vi.useFakeTimers();
    act(() => void toast.info(saved));
    await advance(TOAST_ENTER_MS + TOAST_LIFETIME_MS - 50);
    expect(screen.getByText('Product saved successfully')).toBeTruthy();
    await advance(50 + TOAST_LEAVE_MS + 100);
    expect(screen.queryByText('Product saved successfully')).toBeNull();
    expect(screen.getByText('Copied 1 lines')).toBeTruthy();
  });
});
