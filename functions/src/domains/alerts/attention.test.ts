import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { ReviewDoc } from '../../shared/index.js';
import {
  AttentionDoc,
  AttentionShardDoc,
  PENDING_LISTED_PER_SHARD,
  type PendingAlert,
} from '../../shared/schemas/attention.js';
import {
  arrivalRoute,
  FOLLOW_UP_OVERDUE_MS,
  unreadReviewOwner,
  withPendingReview,
} from './attention.js';

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

const NOW = Date.UTC(2026, 10, 30, 3, 0, 0);
const attention = (fields: Record<string, unknown> = {}) => v.parse(AttentionDoc, fields);
/** A seller whose window's follow-up is queued as a job, due `dueIn` ms from NOW. */
const queued = (dueIn: number) =>
  attention({
    lastAlertAt: Timestamp.fromMillis(NOW - 30_000),
    followUpQueued: true,
    followUpJob: 'seller-1',
    followUpAt: Timestamp.fromMillis(NOW + dueIn),
    window: 3,
  });

describe('arrivalRoute', () => {
  it('a low review joins the follow-up queued for its window: no run of its own', () => {
    expect(arrivalRoute(queued(30_000), NOW, false)).toBe('joins-follow-up');
    // Due, and still trusted to run for a while.
    expect(arrivalRoute(queued(-FOLLOW_UP_OVERDUE_MS + 1), NOW, false)).toBe('joins-follow-up');
  });

  it('runs when it may start an alert or a follow-up, or its follow-up may not have been queued', () => {
    // No alert yet, or the window over: the first low review alerts at once.
    expect(arrivalRoute(attention(), NOW, false)).toBe('alert-run');
    expect(
      arrivalRoute(attention({ lastAlertAt: Timestamp.fromMillis(NOW - 1) }), NOW, false),
    ).toBe('alert-run');
    // Overdue past the bound: the run queues its task again.
    expect(arrivalRoute(queued(-FOLLOW_UP_OVERDUE_MS), NOW, false)).toBe('alert-run');
    // A follow-up queued before follow-ups were jobs (no job, no due time).
    expect(arrivalRoute(attention({ followUpQueued: true }), NOW, false)).toBe('alert-run');
    // A stale job id without the queued flag (the follow-up went out).
    const sent = { ...queued(30_000), followUpQueued: false };
    expect(arrivalRoute(sent, NOW, false)).toBe('alert-run');
  });

  it('every review of an account with an enabled webhook runs: each is its own event', () => {
    expect(arrivalRoute(queued(30_000), NOW, true)).toBe('alert-run');
  });
});

describe('withPendingReview', () => {
  const item = (n: number): PendingAlert => ({
    productId: 'mug',
    reviewId: `r${n}`,
    productTitle: 'Mug',
    rating: 2,
    store: 'emag',
  });
  const shard = (fields: Record<string, unknown> = {}) => v.parse(AttentionShardDoc, fields);

  it('adds the review to the shard’s part of the window, listed while there is room', () => {
    let part = shard({ unread: 5 });
    for (let n = 0; n < PENDING_LISTED_PER_SHARD + 2; n++) {
      part = { ...part, ...withPendingReview(part, 0, item(n)) };
    }
    expect(part.pendingCount).toBe(PENDING_LISTED_PER_SHARD + 2);
    expect(part.pending.map((listed) => listed.reviewId)).toEqual(
      Array.from({ length: PENDING_LISTED_PER_SHARD }, (_, n) => `r${n}`),
    );
  });

  it('starts anew on a shard still holding an earlier window, whose follow-up went out', () => {
    const old = shard({ window: 2, pendingCount: 7, pending: [item(0)] });
    expect(withPendingReview(old, 3, item(9))).toEqual({
      window: 3,
      pendingCount: 1,
      pending: [item(9)],
    });
  });
});
