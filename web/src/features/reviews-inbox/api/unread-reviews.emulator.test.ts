import { assertFails } from '@firebase/rules-unit-testing';
import { doc, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths, type ReviewDoc } from '@shared';
import {
  OTHER_UID as OTHER,
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import { MARK_ALL_PAGE, markAllRead } from '@/lib/attention';
import { countReviews, getReviewsPage, NO_FILTERS, type ReviewCursor } from './reviews-query';

/**
 * The reviews inbox's "Unread" filter and "Mark all read" against the real Firestore emulator and
 * rules (vitest project "emulator"), with the web app's own query and batch code: the owner reads
 * and clears exactly this product's unread reviews, in batches of at most MARK_ALL_PAGE; another
 * seller and an anonymous visitor can neither list them nor mark them read.
 */
const rules = rulesEnvironment('inbox-unread');
const PRODUCT = 'product-unread';
const SIBLING = 'product-sibling';
const UNREAD = 230;
const READ = 15;

const review = (i: number, fields: Partial<ReviewDoc> = {}): ReviewDoc => ({
  ownerId: OWNER,
  rating: 1 + (i % 3),
  feedback: `Review ${i}`,
  store: i % 2 ? 'amazon' : 'emag',
  published: false,
  locale: 'en',
  createdAt: Timestamp.fromMillis(1_700_000_000_000 + i * 1000),
  ...fields,
});

beforeEach(async () => {
  await rules.seed(async (db) => {
    const batch = writeBatch(db);
    for (let i = 0; i < UNREAD; i++) {
      batch.set(doc(db, paths.review(PRODUCT, `u${i}`)), review(i, { unread: true }));
    }
    for (let i = 0; i < READ; i++) {
      batch.set(doc(db, paths.review(PRODUCT, `r${i}`)), review(UNREAD + i));
    }
    batch.set(doc(db, paths.review(SIBLING, 'sibling-unread')), review(0, { unread: true }));
    await batch.commit();
  });
});

const UNREAD_ONLY = { ...NO_FILTERS, unread: true };

async function unreadIds(db: Firestore) {
  const ids: string[] = [];
  let after: ReviewCursor | null = null;
  do {
    const page = await getReviewsPage(db, PRODUCT, OWNER, UNREAD_ONLY, 20, after);
    expect(page.rows.length).toBeLessThanOrEqual(20);
    ids.push(...page.rows.map((row) => row.id));
    after = page.next;
  } while (after);
  return ids;
}

describe('the inbox’s Unread filter', () => {
  it('pages through exactly the product’s unread reviews, newest first, and counts them', async () => {
    const db = rules.owner();
    const ids = await unreadIds(db);
    expect(ids).toEqual(Array.from({ length: UNREAD }, (_, i) => `u${UNREAD - 1 - i}`));
    expect(await countReviews(db, PRODUCT, OWNER, UNREAD_ONLY)).toBe(UNREAD);
    expect(await countReviews(db, PRODUCT, OWNER, NO_FILTERS)).toBe(UNREAD + READ);
    // Combined with another filter: still only unread ones.
    const page = await getReviewsPage(db, PRODUCT, OWNER, { ...UNREAD_ONLY, rating: 1 }, 20, null);
    expect(page.rows.every((row) => row.unread === true && row.rating === 1)).toBe(true);
  });

  it('is the owner’s only: another seller and an anonymous visitor cannot list it', async () => {
    for (const db of [rules.otherSeller(), rules.anonymous()]) {
      await assertFails(getReviewsPage(db, PRODUCT, OWNER, UNREAD_ONLY, 20, null));
    }
    // Asking for one's own id finds nothing of someone else's.
    const other = await getReviewsPage(rules.otherSeller(), PRODUCT, OTHER, UNREAD_ONLY, 20, null);
    expect(other.rows).toEqual([]);
  });
});

describe('the inbox’s Mark all read', () => {
  it('marks this product’s unread reviews read in batches of at most 100, nothing else', async () => {
    const progress: number[] = [];
    const marked = await markAllRead(rules.owner(), OWNER, PRODUCT, (n) => progress.push(n));
    expect(marked).toBe(UNREAD);
    expect(MARK_ALL_PAGE).toBeLessThanOrEqual(100);
    expect(progress).toEqual([100, 200, 230]);
    expect(await countReviews(rules.owner(), PRODUCT, OWNER, UNREAD_ONLY)).toBe(0);
    // Only `unread` changed; the other product's unread review is untouched.
    expect(await rules.stored(paths.review(PRODUCT, 'u7'))).toMatchObject({
      ...review(7),
      unread: false,
    });
    expect(await rules.stored(paths.review(SIBLING, 'sibling-unread'))).toMatchObject({
      unread: true,
    });
    // Again: nothing left, nothing written.
    expect(await markAllRead(rules.owner(), OWNER, PRODUCT)).toBe(0);
  });

  it('another seller and an anonymous visitor cannot mark the owner’s reviews read', async () => {
    for (const db of [rules.otherSeller(), rules.anonymous()]) {
      // Reading the owner's unread reviews is refused…
      await assertFails(markAllRead(db, OWNER, PRODUCT));
      // …and so is a forged batch that names them directly.
      const batch = writeBatch(db);
      batch.update(doc(db, paths.review(PRODUCT, 'u0')), { unread: false });
      batch.update(doc(db, paths.review(PRODUCT, 'u1')), { unread: false });
      await assertFails(batch.commit());
    }
    // Another seller's own "Mark all read" finds nothing of the owner's.
    expect(await markAllRead(rules.otherSeller(), OTHER, PRODUCT)).toBe(0);
    expect(await countReviews(rules.owner(), PRODUCT, OWNER, UNREAD_ONLY)).toBe(UNREAD);
  });

  it('the owner’s batch cannot slip in another field', async () => {
    const db = rules.owner();
    const batch = writeBatch(db);
    batch.update(doc(db, paths.review(PRODUCT, 'u0')), { unread: false });
    batch.update(doc(db, paths.review(PRODUCT, 'u1')), { unread: false, published: true });
    await assertFails(batch.commit());
    expect(await rules.stored(paths.review(PRODUCT, 'u0'))).toMatchObject({ unread: true });
  });
});
