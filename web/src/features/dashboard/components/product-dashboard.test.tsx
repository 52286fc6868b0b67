import { screen } from '@testing-library/react';
import { emptyProductStats, newProductInput, type ProductDoc } from '@shared';
import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import { ProductDashboard } from './product-dashboard';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }),
);
const { FirebaseProviders } = testFirebase('product-dashboard');
const reads = vi.hoisted(() => ({ getOwnProduct: vi.fn() }));
vi.mock('@/lib/firestore', async (original) => ({
  ...(await original<typeof import('@/lib/firestore')>()),
  ...reads,
}));

function product(complianceMode: boolean, minRating: number): ProductDoc {
  const now = Timestamp.fromDate(new Date('2026-03-01T10:00:00Z'));
  return {
    ...newProductInput(),
    title: 'Enamel mug',
    minRating,
    complianceMode,
    ownerId: 'owner',
    stats: emptyProductStats(),
    createdAt: now,
    updatedAt: now,
  };
}

/** The dashboard's reviews tab (no analytics reads), with the inbox left out. */
async function routingLine() {
  renderWithProviders(
    <FirebaseProviders>
      <ProductDashboard productId="p1" renderInbox={() => null} />
    </FirebaseProviders>,
    { url: '/?tab=reviews' },
  );
  return (await screen.findByTestId('routing')).textContent;
}

beforeEach(() => vi.clearAllMocks());

describe('ProductDashboard: what the minimum rating does', () => {
  it('in compliance mode says every customer is offered the store page and what needs attention', async () => {
    reads.getOwnProduct.mockResolvedValue(product(true, 4));
    expect(await routingLine()).toBe(
      'Compliance mode: every customer is offered the store’s review page. Reviews below 4 stars are marked as needing your attention.',
    );
    expect(reads.getOwnProduct).toHaveBeenCalledWith(expect.anything(), 'p1');
  });

  it('with compliance mode off says which reviews are kept private and who is offered the page', async () => {
    reads.getOwnProduct.mockResolvedValue(product(false, 1));
    const line = await routingLine();
    expect(line).toBe(
      'Compliance mode is off: customers who rate 1 star or more are offered the store’s review page; reviews below 1 star are kept private.',
    );
    expect(line).not.toMatch(/publish/i);
  });
});
