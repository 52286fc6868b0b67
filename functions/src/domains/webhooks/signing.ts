import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_BYTES } from '../../shared/index.js';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com, "Signature scheme"): the
 * signature is HMAC-SHA256 over "{webhook-id}.{webhook-timestamp}.{body}" with the secret's bytes
 * (base64 after "whsec_"), written as "v1," and the MAC in base64.
 */
export function webhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one attempt; every attempt of a delivery keeps its id. */
export function webhookHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}

/** A new secret (the web app makes its own the same way, with the browser's generator). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}
