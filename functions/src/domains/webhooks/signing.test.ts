import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_PATTERN } from '../../shared/index.js';
import { newWebhookSecret, webhookHeaders, webhookSignature } from './signing.js';

// The specification's reference vector (standard-webhooks, libraries/javascript/src/webhook.test.ts,
// "sign function works"; the same values as the spec's own example).
const SPEC = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signing', () => {
  it('signs the reference vector as the specification does', () => {
    expect(webhookSignature(SPEC.secret, SPEC.id, SPEC.timestamp, SPEC.body)).toBe(SPEC.signature);
  });

  it('signs the same with or without the whsec_ prefix, and differently for another body', () => {
    const bare = SPEC.secret.slice('whsec_'.length);
    expect(webhookSignature(bare, SPEC.id, SPEC.timestamp, SPEC.body)).toBe(SPEC.signature);
    expect(webhookSignature(SPEC.secret, SPEC.id, SPEC.timestamp, `${SPEC.body} `)).not.toBe(
      SPEC.signature,
    );
  });

  it('writes headers the reference library verifies, and that it refuses once tampered', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);
    const body = JSON.stringify({ type: 'webhook.test', data: { text: 'ünïcode ✓' } });
    const headers = webhookHeaders(secret, 'msg_abc', new Date(), body);
    const verifier = new Webhook(secret);
    expect(verifier.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => verifier.verify(body.replace('test', 'tesT'), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('puts the attempt time, in whole seconds, in the signed timestamp', () => {
    const headers = webhookHeaders(
      SPEC.secret,
      SPEC.id,
      new Date(SPEC.timestamp * 1000 + 999),
      SPEC.body,
    );
    expect(headers).toEqual({
      'webhook-id': SPEC.id,
      'webhook-timestamp': String(SPEC.timestamp),
      'webhook-signature': SPEC.signature,
    });
  });
});
