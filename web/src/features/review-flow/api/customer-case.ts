import * as v from 'valibot';
import { caseApiPaths, CustomerCaseResponseSchema, type CustomerCase } from './case-contract';
import { reviewApiFetch } from './review-api-client';

/** GET /api/cases/{token}: the case as its customer sees it (the address masked). */
export function getCustomerCase(token: string): Promise<CustomerCase> {
  return reviewApiFetch(caseApiPaths.case(token), CustomerCaseResponseSchema);
}

const NoContent = v.unknown();

/** POST /api/cases/{token}/confirm: the first open of the emailed link confirms the address. */
export function confirmCase(token: string): Promise<unknown> {
  return reviewApiFetch(caseApiPaths.confirm(token), NoContent, { method: 'POST' });
}

/** POST /api/cases/{token}/messages: the customer's answer (plain text). */
export function sendCustomerMessage(token: string, text: string): Promise<unknown> {
  return reviewApiFetch(caseApiPaths.messages(token), NoContent, {
    method: 'POST',
    body: { text },
  });
}

/** POST /api/cases/{token}/resolve: the customer marks the case solved. */
export function resolveCustomerCase(token: string): Promise<unknown> {
  return reviewApiFetch(caseApiPaths.resolve(token), NoContent, { method: 'POST' });
}

/** POST /api/cases/{token}/erase: the address, the thread and the consent are deleted at once. */
export function eraseCustomerCase(token: string): Promise<unknown> {
  return reviewApiFetch(caseApiPaths.erase(token), NoContent, { method: 'POST' });
}
