import { describe, expect, it } from 'vitest';
import { SUBMISSION_ID_PATTERN } from '../../shared/index.js';
import { reviewIdFor } from './review-id.js';

describe('reviewIdFor', () => {
  it('is the same for the same submission id, and of the submission id’s shape', () => {
    const submissionId = '0123456789abcdef0123456789abcdef';
    expect(reviewIdFor(submissionId)).toBe(reviewIdFor(submissionId));
    expect(reviewIdFor(submissionId)).toMatch(SUBMISSION_ID_PATTERN);
  });

  it('is never the submission id, nor the id of a review named by a review id', () => {
    const submissionId = 'fedcba9876543210fedcba9876543210';
    const reviewId = reviewIdFor(submissionId);
    expect(reviewId).not.toBe(submissionId);
    // A seller who sends the review id they see as a submission id names another review.
    expect(reviewIdFor(reviewId)).not.toBe(reviewId);
    expect(reviewIdFor('fedcba9876543210fedcba9876543211')).not.toBe(reviewId);
  });
});
