import { fireEvent, screen } from '@testing-library/react';
import { newProductDoc, newProductInput } from '@shared';
import { CARD_DOWNLOAD_MAX } from '@/config/constants';
import { initializeApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import { FirebaseAppProvider, StorageProvider } from 'reactfire';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { CardDownloadActions, type CardProductSource } from './card-download-actions';

vi.mock('@/lib/firebase', async () => {
  const reactfire = await import('reactfire');
  return { useStorage: reactfire.useStorage };
});

const app = initializeApp({ projectId: 'demo-card-downloads', apiKey: 'test' }, 'card-downloads');

function renderWith(source: CardProductSource) {
  renderWithProviders(
    <FirebaseAppProvider firebaseApp={app}>
      <StorageProvider sdk={getStorage(app)}>
        <CardDownloadActions source={source} />
      </StorageProvider>
    </FirebaseAppProvider>,
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
