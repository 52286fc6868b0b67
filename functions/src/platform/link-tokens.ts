import { createHash, randomBytes } from 'node:crypto';
import { CASE_TOKEN_PATTERN } from '../shared/index.js';

/**
 * The token of a link sent by email: a customer's case links (docs/data-model.md, "Cases") and
 * an alert address's confirmation link. 32 random bytes, base64url. Only the sha256 is stored
 * (caseTokens/{hash}, alertAddressTokens/{hash}); the token itself exists only in the email and
 * the address bar.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** A string of the token's shape; anything else is answered like an unknown token. */
export function isLinkTokenShape(token: unknown): token is string {
  return typeof token === 'string' && CASE_TOKEN_PATTERN.test(token);
}
