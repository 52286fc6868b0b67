import { describe, expect, it } from 'vitest';
import { reviewUrl } from './review-url';

describe('reviewUrl', () => {
  it('is /reviews/{id} on the given origin, without a locale prefix', () => {
    expect(reviewUrl('AbC123', 'https://qr.example.com')).toBe(
      'https://qr.example.com/reviews/AbC123',
    );
  });

  it('defaults to the page origin', () => {
    expect(reviewUrl('x1')).toBe(`${window.location.origin}/reviews/x1`);
  });
});
