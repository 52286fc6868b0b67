import { createHash, randomBytes } from 'node:crypto';
import { CASE_TOKEN_PATTERN } from '../shared/index.js';

/**
 * The customer's links (docs/data-model.md, "Cases"): 32 random bytes, base64url. Only the sha256
 * is stored (caseTokens/{hash}); the token itself exists only in the email and the address bar.
 */
export function hashCaseToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCaseToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCaseToken(token) };
}

/** A string of the token's shape; anything else is answered like an unknown token. */
export function isCaseTokenShape(token: unknown): token is string {
  return typeof token === 'string' && CASE_TOKEN_PATTERN.test(token);
}
