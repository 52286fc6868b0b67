import { describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../shared/index.js';
import { unreadReviewOwner } from './attention.js';

const review = (fields: Partial<ReviewDoc> = {}): ReviewDoc => ({
  ownerId: 'seller',
  rating: 2,
  feedback: 'Handle broke after a week.',
  store: 'emag',
  published: false,
  locale: 'en',
  createdAt: null,
  ...fields,
});

describe('unreadReviewOwner', () => {
  it('names the owner of a review opened or deleted unread', () => {
    const unread = review({ unread: true, unreadCounted: true });
    expect(unreadReviewOwner(unread, { ...unread, unread: false })).toBe('seller');
    expect(unreadReviewOwner(unread, undefined)).toBe('seller');
  });

  it('is null for every other write: still unread, never unread, or not a review', () => {
    const unread = review({ unread: true });
    expect(unreadReviewOwner(unread, unread)).toBeNull();
    expect(unreadReviewOwner(review(), review({ feedback: 'Another text, long enough.' }))).toBe(
      null,
    );
    expect(unreadReviewOwner(review(), undefined)).toBeNull();
    expect(unreadReviewOwner(undefined, unread)).toBeNull();
    expect(unreadReviewOwner({ unread: true, ownerId: 'seller' }, undefined)).toBeNull();
  });
});
