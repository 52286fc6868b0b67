import { fireEvent, screen, within } from '@testing-library/react';
import { newProductDoc, newProductInput } from '@shared';
import { initializeApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import { FirebaseAppProvider, StorageProvider } from 'reactfire';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductListView } from '@/features/products/components/product-list-view';
import { renderWithProviders } from '@/testing/render';
import { productBulkActions } from './products';

// The real module also starts Firebase Auth, which jsdom cannot host; the actions only need
// Storage from context until one is clicked.
vi.mock('@/lib/firebase', async () => {
  const reactfire = await import('reactfire');
  return { useStorage: reactfire.useStorage };
});
// Storage comes from the test's own provider below; no Storage emulator answers here.
vi.mock('@/lib/firebase-storage', () => ({
  WithStorage: ({ children }: { children: ReactNode }) => children,
  isStorageAvailable: async () => false,
}));

const app = initializeApp({ projectId: 'demo-bulk-actions', apiKey: 'test' }, 'bulk-actions-test');

describe('/products bulk actions', { timeout: 60_000 }, () => {
  it('offers every action for the selected rows, all through the list’s one slot', async () => {
    const products = ['Chef knife', 'Bamboo board'].map((title, i) => ({
      ...newProductDoc({ ...newProductInput(), title }, 'owner', null),
      id: `p${i}`,
    }));
    // The actions are a lazy chunk (the list's first load does without it): have it transformed
    // and loaded first, so that the lazy component resolves at once, as it does in the app once
    // the route has preloaded it.
    await import('./products-bulk-actions');
    renderWithProviders(
      <FirebaseAppProvider firebaseApp={app}>
        <StorageProvider sdk={getStorage(app)}>
          <ProductListView
            products={products}
            onDelete={() => {}}
            renderBulkActions={productBulkActions}
          />
        </StorageProvider>
      </FirebaseAppProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Download QR Card' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chef knife' }));
    await screen.findByRole('button', { name: 'Download QR Card' }, { timeout: 15_000 });
    const toolbar = screen.getByTestId('products-selected').parentElement!;
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Download QR Card',
      'Download Raw QR',
      'Apply Template',
      'Print sheet (PDF)',
      '', // 'Clear selection' (an icon button)
    ]);
  });
});
