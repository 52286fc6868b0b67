import { createHash, randomBytes } from 'node:crypto';
import { STOP_TOKENS_KEPT, type AttentionDoc } from '../shared/schemas/attention.js';
import type { StopKind } from './compose.js';

/** sha256 hex of a stop token: all that is stored of it. */
export function hashStopToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 192 random bits, URL-safe: unguessable, and only its hash is kept. */
export function newStopToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashStopToken(token) };
}

/** The kept token hashes with a new one added, the oldest dropped beyond STOP_TOKENS_KEPT. */
export function withStopToken(
  kept: AttentionDoc['stopTokens'],
  hash: string,
  kind: StopKind,
): AttentionDoc['stopTokens'] {
  return [...kept, { hash, kind }].slice(-STOP_TOKENS_KEPT);
}
