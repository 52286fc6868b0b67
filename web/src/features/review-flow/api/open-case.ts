import { CASE_CONSENT_VERSION, type Locale } from '@shared';
import { reviewApiPaths, type OpenCaseResponse } from '@shared/review-api';
import { OpenCaseResponseSchema } from '@shared/schemas/case-answers';
import { reviewApiFetch } from './review-api-client';

export interface OpenCaseInput {
  submissionId: string;
  productId: string;
  email: string;
  locale: Locale;
}

/**
 * POST /api/cases: the customer asks the seller to contact them about the review just sent. The
 * answer is always "pending confirmation": nothing reaches the address before its owner opens the
 * link in the confirmation email.
 */
export function openCase(input: OpenCaseInput): Promise<OpenCaseResponse> {
  return reviewApiFetch(reviewApiPaths.cases(), OpenCaseResponseSchema, {
    method: 'POST',
    body: { ...input, consent: true, consentVersion: CASE_CONSENT_VERSION },
  });
}
