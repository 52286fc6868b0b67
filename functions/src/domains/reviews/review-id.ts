import { createHash } from 'node:crypto';

/**
 * The id a review is stored under (and its case, docs/decisions.md "One case per review, named
 * by the review's id"): a one-way digest of the page's submission id, 32 lowercase hex characters
 * like the submission id itself. The seller sees the review's id; only the browser that wrote
 * the review holds the submission id it comes from, so holding that is what proves a request
 * comes from the review's writer (POST /api/cases), and a retry with the same submission id still
 * finds its review.
 */
export function reviewIdFor(submissionId: string): string {
  return createHash('sha256').update(`review:${submissionId}`).digest('hex').slice(0, 32);
}
