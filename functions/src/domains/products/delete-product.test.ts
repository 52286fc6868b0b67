import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DELETE_COMMIT_WRITES, commitLanes } from './delete-product.js';
import type { KeyEntryRemoval } from './product-keys.js';

/** What commitLanes reads of a product: its id and its stored `derived` (one SKU key). */
const product = (id: string, sku: string) =>
  ({
    id,
    get: (field: string) => (field === 'derived' ? { skuKey: sku } : undefined),
  }) as unknown as DocumentSnapshot;

const removal = (entry: string, productIds: string[]) =>
  ({
    entry: { id: entry } as unknown as DocumentSnapshot,
    productIds: new Set(productIds),
  }) satisfies KeyEntryRemoval;

const idsOf = (lanes: ReturnType<typeof commitLanes>) =>
  lanes.map((lane) => lane.map((group) => group.products.map((snapshot) => snapshot.id)));

describe('commitLanes', () => {
  it('packs products into commits within the limit, one commit per lane', () => {
    const products = Array.from({ length: 200 }, (_, i) => product(`p${i}`, `S${i}`));
    const removals = products.map((snapshot, i) => removal(`e${i}`, [snapshot.id]));
    const lanes = commitLanes(products, removals);
    // Each product: 4 writes and its entry's one; the count's one write per commit.
    const perCommit = Math.floor((DELETE_COMMIT_WRITES - 1) / 5);
    expect(lanes.map((lane) => lane.length)).toEqual(Array(Math.ceil(200 / perCommit)).fill(1));
    expect(lanes.flat().flatMap((group) => group.products)).toHaveLength(200);
    for (const group of lanes.flat()) {
      expect(group.products.length * 4 + group.removals.length + 1).toBeLessThanOrEqual(
        DELETE_COMMIT_WRITES,
      );
      // Each entry goes with its product.
      const ids = new Set(group.products.map((snapshot) => snapshot.id));
      for (const { productIds } of group.removals) {
        for (const id of productIds) expect(ids.has(id)).toBe(true);
      }
    }
  });

  it('keeps products that share a lookup entry in one commit', () => {
    const products = Array.from({ length: 100 }, (_, i) => product(`p${i}`, `S${i}`));
    // p0 and p99 share an entry, and p99 and p50 another: the three go together.
    const removals = [removal('a', ['p0', 'p99']), removal('b', ['p99', 'p50'])];
    const lanes = idsOf(commitLanes(products, removals));
    const withP0 = lanes.flat().find((ids) => ids.includes('p0'));
    expect(withP0).toEqual(expect.arrayContaining(['p0', 'p50', 'p99']));
  });

  it('puts a shared entry too big for one commit in one lane of commits, run one after another', () => {
    const sharing = Array.from({ length: 150 }, (_, i) => product(`s${i}`, 'SHARED'));
    const others = Array.from({ length: 10 }, (_, i) => product(`o${i}`, `O${i}`));
    const removals = [
      removal(
        'shared',
        sharing.map((snapshot) => snapshot.id),
      ),
      ...others.map((snapshot, i) => removal(`o${i}`, [snapshot.id])),
    ];
    const lanes = commitLanes([...sharing, ...others], removals);
    const sharedLane = lanes.find((lane) => lane.length > 1);
    expect(sharedLane?.flatMap((group) => group.products)).toHaveLength(150);
    // Its commits read the entry again each (no removals carried), and each fits.
    for (const group of sharedLane ?? []) {
      expect(group.removals).toEqual([]);
      expect(group.products.length * 5 + 1).toBeLessThanOrEqual(DELETE_COMMIT_WRITES);
    }
    expect(
      lanes
        .filter((lane) => lane.length === 1)
        .flat()
        .flatMap((g) => g.products),
    ).toHaveLength(10);
  });
});
