import { fireEvent, screen, within } from '@testing-library/react';
import { newProductDoc, newProductInput } from '@shared';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductRow } from '@/features/products';
import {
  ProductListView,
  type ListPageState,
} from '@/features/products/components/product-list-view';
import { DEFAULT_LIST_PARAMS } from '@/features/products/lib/list-params';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { productBulkActions } from './products';

// The actions only need Storage from reactfire's context until one is clicked: the test's own.
vi.mock('@/lib/firebase', async () => (await import('@/testing/firebase')).firebaseHooks(null));
// No Storage emulator answers here.
vi.mock('@/lib/firebase-storage', () => ({
  WithStorage: ({ children }: { children: ReactNode }) => children,
  isStorageAvailable: async () => false,
}));

const { FirebaseProviders } = testFirebase('bulk-actions-test');

const page = (rows: ProductRow[]): ListPageState => ({
  status: 'ready',
  fromServer: true,
  unreachable: false,
  rows,
  hasPrevious: false,
  hasNext: true,
  scan: null,
  retry: () => {},
});

function Screen({ rows }: { rows: ProductRow[] }) {
  const [selected, setSelected] = useState<ReadonlyMap<string, ProductRow>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  return (
    <FirebaseProviders>
      <ProductListView
        params={DEFAULT_LIST_PARAMS}
        page={page(rows)}
        total={40}
        capped={false}
        onParamsChange={() => {}}
        onMove={() => {}}
        selected={selected}
        allMatching={allMatching}
        onSelectionChange={(next, all) => {
          setSelected(next);
          setAllMatching(all);
        }}
        onDelete={() => {}}
        onDeleteSelection={() => {}}
        renderBulkActions={productBulkActions}
        readMatching={async function* () {
          yield* rows;
        }}
      />
    </FirebaseProviders>
  );
}

describe('/products bulk actions', { timeout: 60_000 }, () => {
  const products = ['Chef knife', 'Bamboo board'].map((title, i) => ({
    ...newProductDoc({ ...newProductInput(), title }, 'owner', null),
    id: `p${i}`,
  }));
  const toolbarButtons = () =>
    within(screen.getByTestId('products-selected').parentElement!)
      .getAllByRole('button')
      .map((button) => button.textContent);

  // The actions are a lazy chunk (the list's first load does without it): have it transformed and
  // loaded first, as the route preloads it in the app; the lazy component still resolves a tick later.
  beforeAll(async () => {
    await import('./products-bulk-actions');
  });

  it('offers every action for the selected rows, all through the list’s one slot', async () => {
    renderWithProviders(<Screen rows={products} />);
    expect(screen.queryByRole('button', { name: 'Download QR Card' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chef knife' }));
    await screen.findByRole('button', { name: 'Download QR Card' }, { timeout: 15_000 });
    expect(toolbarButtons()).toEqual([
      'Download QR Card',
      'Download Raw QR',
      'Apply Template',
      'Print sheet (PDF)',
      'Delete',
      '', // 'Clear selection' (an icon button)
    ]);
  });

  it('offers the downloads, Apply Template and Delete for all matching', async () => {
    renderWithProviders(<Screen rows={products} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await screen.findByRole('button', { name: 'Apply Template' }, { timeout: 15_000 });
    expect(toolbarButtons()).toEqual([
      'Download QR Card',
      'Download Raw QR',
      'Apply Template',
      'Delete',
      '',
    ]);
  });
});
