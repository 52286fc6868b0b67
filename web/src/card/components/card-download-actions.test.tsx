import { fireEvent, screen } from '@testing-library/react';
import { newProductDoc, newProductInput } from '@shared';
import { CARD_DOWNLOAD_MAX } from '@/config/constants';
import { describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { CardDownloadActions, type CardProductSource } from './card-download-actions';

vi.mock('@/lib/firebase', async () => (await import('@/testing/firebase')).firebaseHooks(null));

const { FirebaseProviders } = testFirebase('card-downloads');

function renderWith(source: CardProductSource) {
  renderWithProviders(
    <FirebaseProviders>
      <CardDownloadActions source={source} />
    </FirebaseProviders>,
  );
}

describe('bulk card downloads', { timeout: 30_000 }, () => {
  it.each([
    ['more than the limit', CARD_DOWNLOAD_MAX + 1],
    ['an uncounted selection', null],
  ])('refuses %s with a message, reading nothing', async (_name, count) => {
    const products = vi.fn(async function* () {
      yield { ...newProductDoc(newProductInput(), 'owner', null), id: 'p1' };
    });
    renderWith({ count, products });
    fireEvent.click(screen.getByRole('button', { name: 'Download QR Card' }));
    await screen.findByText(
      `At most ${CARD_DOWNLOAD_MAX.toLocaleString('en-US')} products can be downloaded at once. Narrow the list with a search or a filter, or select fewer products.`,
    );
    expect(products).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
