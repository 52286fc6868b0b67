import { describe, expect, it } from 'vitest';
import { newProductDoc, newProductInput, ProductDoc } from './schemas/product.js';
import { ReviewDoc } from './schemas/review-doc.js';
import { InvalidDocumentError, parseStoredDoc } from './stored-doc.js';

/** What either Firestore SDK returns for a stored timestamp. */
const timestamp = (millis: number) => ({
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

const storedProduct = () => ({
  ...newProductDoc({ ...newProductInput(), title: 'Board' }, 'owner-1', timestamp(1)),
  stats: { ...newProductDoc(newProductInput(), 'x', null).stats, reviewCount: 2, ratingSum: 9 },
});

describe('parseStoredDoc', () => {
  it('returns a stored document that matches its schema, typed, without unknown fields', () => {
    const product = parseStoredDoc(ProductDoc, 'products/p1', { ...storedProduct(), extra: 1 });
    expect(product.title).toBe('Board');
    expect(product.stats.reviewCount).toBe(2);
    expect(product.createdAt?.toMillis()).toBe(1);
    expect(product).not.toHaveProperty('extra');
  });

  it('accepts a pending server timestamp (null) and optional server fields', () => {
    const pending = { ...storedProduct(), createdAt: null, updatedAt: null };
    expect(parseStoredDoc(ProductDoc, 'products/p1', pending).createdAt).toBeNull();
    const withTemplate = {
      ...storedProduct(),
      appliedTemplate: { id: 't1', name: 'T', logoPath: '', language: 'ro' },
      cardRender: { path: 'cards/o/p1.png', version: 'abc', renderedAt: timestamp(2) },
    };
    expect(parseStoredDoc(ProductDoc, 'products/p1', withTemplate).cardRender?.version).toBe('abc');
  });

  it.each([
    [
      'a colour that is not #rrggbb',
      { qrStyle: { ...newProductInput().qrStyle, foreground: 'red' } },
      'qrStyle.foreground',
    ],
    ['a missing counter', { stats: { reviewCount: 1 } }, 'stats.ratingSum'],
    ['a date instead of a timestamp', { createdAt: '2026-01-01' }, 'createdAt'],
    [
      'an unknown card language',
      { appliedTemplate: { id: 't', name: 'T', logoPath: '', language: 'xx' } },
      'appliedTemplate.language',
    ],
  ])(
    'refuses %s with InvalidDocumentError naming the document and the field',
    (_case, change, field) => {
      let thrown: unknown;
      try {
        parseStoredDoc(ProductDoc, 'products/p1', { ...storedProduct(), ...change });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidDocumentError);
      expect((thrown as InvalidDocumentError).path).toBe('products/p1');
      expect((thrown as InvalidDocumentError).issues.join('\n')).toContain(field);
    },
  );

  it('refuses a missing document and a review with an out-of-range rating', () => {
    expect(() => parseStoredDoc(ProductDoc, 'products/p1', undefined)).toThrow(
      InvalidDocumentError,
    );
    const review = {
      ownerId: 'owner-1',
      rating: 6,
      feedback: 'Great board',
      store: 'amazon',
      published: true,
      locale: 'en',
      createdAt: timestamp(3),
    };
    expect(() => parseStoredDoc(ReviewDoc, 'products/p1/reviews/r1', review)).toThrow(
      /products\/p1\/reviews\/r1 does not match its schema: rating/,
    );
    expect(parseStoredDoc(ReviewDoc, 'r', { ...review, rating: 5 }).rating).toBe(5);
    // Trust: a review carries the owner it was written for; one without is not readable.
    expect(() =>
      parseStoredDoc(ReviewDoc, 'r', { ...review, rating: 5, ownerId: undefined }),
    ).toThrow(/ownerId/);
  });
});
