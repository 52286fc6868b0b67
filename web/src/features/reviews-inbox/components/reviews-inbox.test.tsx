import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testFirebase } from '@/testing/firebase';
import { renderWithProviders } from '@/testing/render';
import type { ReviewRow } from '../api/reviews-query';
import { ReviewsInbox } from './reviews-inbox';

vi.mock('@/lib/firebase', async () =>
  (await import('@/testing/firebase')).firebaseHooks({ uid: 'owner' }),
);
const { firestore, FirebaseProviders } = testFirebase('reviews-inbox');
const reads = vi.hoisted(() => ({ getReviewsPage: vi.fn(), countReviews: vi.fn() }));
vi.mock('../api/reviews-query', async (original) => ({
  ...(await original<typeof import('../api/reviews-query')>()),
  ...reads,
}));
const attention = vi.hoisted(() => ({ markAllRead: vi.fn(), markReviewRead: vi.fn() }));
vi.mock('@/lib/attention', () => attention);

const row = (id: string, unread: boolean): ReviewRow => ({
  id,
  ownerId: 'owner',
  rating: 2,
  feedback: `Feedback ${id}`,
  store: 'amazon',
  published: false,
  locale: 'en',
  createdAt: Timestamp.now().toDate(),
  unread,
});

beforeEach(() => {
  vi.clearAllMocks();
  reads.getReviewsPage.mockResolvedValue({ rows: [row('a', true), row('b', false)], next: null });
  reads.countReviews.mockResolvedValue(2);
  attention.markReviewRead.mockResolvedValue(undefined);
});

describe('ReviewsInbox: the Unread filter', () => {
  it('reads only unread reviews from the server, and says so when there are none', async () => {
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    expect(await screen.findByText('Feedback b')).toBeTruthy();
    expect(reads.getReviewsPage).toHaveBeenLastCalledWith(
      firestore,
      'p1',
      'owner',
      expect.objectContaining({ unread: false }),
      20,
      null,
    );

    reads.getReviewsPage.mockResolvedValue({ rows: [], next: null });
    reads.countReviews.mockResolvedValue(0);
    const chip = screen.getByTestId('filter-unread');
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No reviews match these filters.')).toBeTruthy();
    expect(reads.getReviewsPage).toHaveBeenLastCalledWith(
      firestore,
      'p1',
      'owner',
      expect.objectContaining({ unread: true, rating: null }),
      20,
      null,
    );
    expect(reads.countReviews).toHaveBeenLastCalledWith(
      firestore,
      'p1',
      'owner',
      expect.objectContaining({ unread: true }),
    );

    // "Clear filters" switches it off again.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the error and Try again when the unread read fails', async () => {
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findByText('Feedback a');
    reads.getReviewsPage.mockRejectedValue(new Error('unavailable'));
    fireEvent.click(screen.getByTestId('filter-unread'));
    expect(await screen.findByText('The reviews could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('ReviewsInbox: what happened to each review', () => {
  it('says the store’s review page was offered or the review kept private, never “published”', async () => {
    reads.getReviewsPage.mockResolvedValue({
      rows: [
        // Compliance mode below the minimum: offered like every rating, and unread.
        { ...row('compliance-low', true), rating: 1, outcome: 'compliance' },
        { ...row('routed-high', false), rating: 5, published: true, outcome: 'published' },
        { ...row('routed-low', false), rating: 2, outcome: 'private' },
        // Stored before the outcome was: at or above the minimum was offered in every mode.
        { ...row('legacy-high', false), rating: 4, published: true },
        { ...row('legacy-low', false), rating: 3 },
      ],
      next: null,
    });
    reads.countReviews.mockResolvedValue(5);
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findByText('Feedback legacy-low');
    expect(screen.getByRole('columnheader', { name: 'Outcome' })).toBeTruthy();
    const outcomes = screen.getAllByTestId('review-outcome');
    expect(outcomes.map((cell) => cell.textContent)).toEqual([
      'Store’s review page offered',
      'Store’s review page offered',
      'Kept private',
      'Store’s review page offered',
      'Not recorded',
    ]);
    expect(outcomes[0]!.title).toBe(
      'The customer was offered the store’s review page. Whether they then posted a review there happens on the store’s site, out of our sight.',
    );
    expect(outcomes[2]!.title).toContain('not offered the store’s review page');
    expect(outcomes[4]!.title).toContain('before we began recording');
    expect(screen.getByRole('table').textContent).not.toMatch(/publish|public/i);
  });

  it('filters on the minimum rating, which every review records', async () => {
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findByText('Feedback a');
    const select = within(screen.getByTestId('filter-minimum')).getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All reviews', 'At or above the minimum', 'Below the minimum']);
    fireEvent.change(select, { target: { value: 'below' } });
    await waitFor(() =>
      expect(reads.getReviewsPage).toHaveBeenLastCalledWith(
        firestore,
        'p1',
        'owner',
        expect.objectContaining({ published: false }),
        20,
        null,
      ),
    );
  });
});

describe('ReviewsInbox: Mark all read', () => {
  it('marks this product’s reviews read, shows progress, toasts the total and reads again', async () => {
    let finish: (count: number) => void = () => {};
    attention.markAllRead.mockImplementation(
      (_db: unknown, _uid: string, _product: string, onProgress: (n: number) => void) =>
        new Promise<number>((resolve) => {
          onProgress(100);
          finish = resolve;
        }),
    );
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findByText('Feedback a');
    const readsBefore = reads.getReviewsPage.mock.calls.length;

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    const busy = await screen.findByRole('button', { name: 'Marking read… (100)' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(attention.markAllRead).toHaveBeenCalledWith(
      firestore,
      'owner',
      'p1',
      expect.any(Function),
    );

    reads.getReviewsPage.mockResolvedValue({
      rows: [row('a', false), row('b', false)],
      next: null,
    });
    finish(130);
    expect(
      await screen.findByText('130 reviews marked read.', undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(
      (await screen.findByRole<HTMLButtonElement>('button', { name: 'Mark all read' })).disabled,
    ).toBe(false);
    await waitFor(() =>
      expect(reads.getReviewsPage.mock.calls.length).toBeGreaterThan(readsBefore),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('review-row').map((r) => r.dataset.unread)).toEqual([
        'false',
        'false',
      ]),
    );
    expect(attention.markAllRead).toHaveBeenCalledTimes(1);
  });

  it('says so when marking fails, and can be tried again', async () => {
    attention.markAllRead.mockRejectedValue(new Error('permission-denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <FirebaseProviders>
        <ReviewsInbox productId="p1" />
      </FirebaseProviders>,
    );
    await screen.findByText('Feedback a');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(
      await screen.findByText('Not every review could be marked read. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(
      false,
    );
  });
});
