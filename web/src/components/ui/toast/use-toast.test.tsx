import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TOAST_LIFETIME_MS } from '@shared';
import { defineMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
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

  it('closes by itself after TOAST_LIFETIME_MS', async () => {
    const toast = setup();
    act(() => void toast.info(saved));
    await new Promise((resolve) => setTimeout(resolve, TOAST_LIFETIME_MS - 500));
    expect(screen.getByText('Product saved successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Product saved successfully')).toBeNull(), {
      timeout: 3_000,
    });
  }, 15_000);
});
