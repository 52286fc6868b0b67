import { reviewApiPaths, type CaseOfferResponse } from '@shared/review-api';
import { CaseOfferResponseSchema } from '@shared/schemas/case-answers';
import { reviewApiFetch } from './review-api-client';

/** GET /api/products/{id}/case-offer: whom the contact offer names, and its seller's settings. */
export function getCaseOffer(productId: string): Promise<CaseOfferResponse> {
  return reviewApiFetch(reviewApiPaths.caseOffer(productId), CaseOfferResponseSchema);
}
