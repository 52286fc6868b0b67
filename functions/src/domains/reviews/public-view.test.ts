import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newProductInput } from '../../shared/index.js';
import { PublicProductResponseSchema } from '../../shared/schemas/review-answers.js';
import { toPublicProduct } from '../products/public-product.js';
import { toPublicProductResponse } from './public-view.js';

describe('toPublicProductResponse', () => {
  it('lists only stores with a link, in the stores order, plus branding', () => {
    const product = {
      ...newProductInput(),
      title: 'Ceramic mug',
      minRating: 3,
      complianceMode: true,
      links: {
        amazon: '',
        emag: 'https://www.emag.ro/cana/pd/D1/',
        shopify: 'https://s.example.com/p',
      },
    };
    product.card = { ...product.card, brandName: 'Mugs & Co', accentColor: '#aa0000' };
    const response = toPublicProductResponse('p1', toPublicProduct(product));
    // What the review page checks every answer against.
    expect(v.is(PublicProductResponseSchema, response)).toBe(true);
    expect(response).toEqual({
      id: 'p1',
      title: 'Ceramic mug',
      minRating: 3,
      complianceMode: true,
      stores: [
        { store: 'emag', url: 'https://www.emag.ro/cana/pd/D1/' },
        { store: 'shopify', url: 'https://s.example.com/p' },
      ],
      brandName: 'Mugs & Co',
      accentColor: '#aa0000',
    });
  });

  it('has no stores when the seller added no links', () => {
    expect(toPublicProductResponse('p2', toPublicProduct(newProductInput())).stores).toEqual([]);
  });
});
