import { describe, expect, it } from 'vitest';
import { storePageOutcome } from './store-page-outcome';

describe('storePageOutcome', () => {
  it('says what the customer was shown, whatever the rating', () => {
    expect(storePageOutcome({ outcome: 'published', published: true })).toBe('offered');
    expect(storePageOutcome({ outcome: 'compliance', published: true })).toBe('offered');
    // Compliance mode below the minimum: offered the page, and needs the seller's attention.
    expect(storePageOutcome({ outcome: 'compliance', published: false })).toBe('offered');
    expect(storePageOutcome({ outcome: 'private', published: false })).toBe('keptPrivate');
  });

  it('for a review stored before the outcome, claims only what every mode did', () => {
    expect(storePageOutcome({ published: true })).toBe('offered');
    expect(storePageOutcome({ published: false })).toBe('unrecorded');
  });
});
