import { reviewApiPaths, type CaseAction, type CaseViewResponse } from '@shared/review-api';
import { CaseViewResponseSchema } from '@shared/schemas/case-answers';
import { reviewApiFetch } from './review-api-client';

/** GET /api/cases/{token}: the case as its customer sees it (the address masked). */
export function getCustomerCase(token: string): Promise<CaseViewResponse> {
  return reviewApiFetch(reviewApiPaths.case(token), CaseViewResponseSchema);
}

/**
 * POST /api/cases/{token}/{action}: confirm the address (the emailed link's first open), answer
 * (`text`, plain), mark solved, or erase the address, the thread and the consent at once. Each
 * answers with the case as it now is.
 */
export function runCaseAction(
  token: string,
  action: CaseAction,
  body?: { text: string },
): Promise<CaseViewResponse> {
  return reviewApiFetch(reviewApiPaths.caseAction(token, action), CaseViewResponseSchema, {
    method: 'POST',
    body,
  });
}
