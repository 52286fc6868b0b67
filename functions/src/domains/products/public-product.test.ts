import { describe, expect, it } from 'vitest';
import { emptyProductStats, newProductDoc, newProductInput } from '../../shared/index.js';
import { toPublicProduct } from './public-product.js';

describe('toPublicProduct', () => {
  const product = {
    ...newProductDoc(
      {
        ...newProductInput(),
        title: 'Board',
        minRating: 3,
        complianceMode: true,
        links: { amazon: 'https://amazon.de/dp/1', emag: '', shopify: 'https://s.example.com' },
      },
      'owner-uid',
      new Date(0),
    ),
    stats: { ...emptyProductStats(), reviewCount: 7 },
    // A field a function might add later: must not leak.
    cardRender: { path: 'private/renders/x.png' },
  };

  it('keeps exactly the public fields', () => {
    const view = toPublicProduct(product);
    expect(Object.keys(view).sort()).toEqual(
      ['card', 'complianceMode', 'links', 'minRating', 'qrStyle', 'title'].sort(),
    );
    expect(view).toMatchObject({ title: 'Board', minRating: 3, complianceMode: true });
    expect(view.links).toEqual(product.links);
    expect(view.card).toEqual(product.card);
    expect(view.qrStyle).toEqual(product.qrStyle);
  });

  it('never carries the owner, counters, timestamps or unknown fields', () => {
    const json = JSON.stringify(toPublicProduct(product));
    for (const secret of ['owner-uid', 'ownerId', 'stats', 'createdAt', 'cardRender', 'private/']) {
      expect(json).not.toContain(secret);
    }
  });

  it('copies nested objects instead of sharing them', () => {
    const view = toPublicProduct(product);
    expect(view.links).not.toBe(product.links);
    expect(view.card).not.toBe(product.card);
  });
});
