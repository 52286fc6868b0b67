import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '../api/reviews-query';
import { reviewsCsv } from './export-reviews';

const intl = createIntl({ locale: 'en', messages: {} });
const row = (id: string, rating: number, outcome?: ReviewRow['outcome']): ReviewRow => ({
  id,
  ownerId: 'owner',
  rating,
  feedback: `Feedback ${id}`,
  store: 'emag',
  published: rating >= 4,
  ...(outcome ? { outcome } : {}),
  locale: 'ro',
  createdAt: new Date('2026-03-01T10:00:00Z'),
});

describe('reviewsCsv', () => {
  it('names each review’s outcome as the inbox does', async () => {
    const csv = await reviewsCsv(intl, [
      row('a', 2, 'compliance'),
      row('b', 2, 'private'),
      row('c', 5, 'published'),
      row('d', 2),
    ]);
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Date,Rating,Store,Outcome,Language,Feedback',
      '2026-03-01T10:00:00.000Z,2,eMAG,Store’s review page offered,ro,Feedback a',
      '2026-03-01T10:00:00.000Z,2,eMAG,Kept private,ro,Feedback b',
      '2026-03-01T10:00:00.000Z,5,eMAG,Store’s review page offered,ro,Feedback c',
      '2026-03-01T10:00:00.000Z,2,eMAG,Not recorded,ro,Feedback d',
    ]);
  });
});
