import { reviewApiPaths, type SubmitReviewResponse } from '@shared/review-api';
import { SubmitReviewResponseSchema } from '@shared/schemas/review-answers';
import type { ReviewSubmission } from '@shared/schemas/review';
import { reviewApiFetch } from './review-api-client';

export type SubmitReviewInput = ReviewSubmission & { website: string };

/** POST /api/reviews. Retrying with the same submissionId is safe: the server counts it once. */
export function submitReview(input: SubmitReviewInput): Promise<SubmitReviewResponse> {
  return reviewApiFetch(reviewApiPaths.reviews(), SubmitReviewResponseSchema, {
    method: 'POST',
    body: input,
  });
}
