/**
 * Alerts where the team works (docs/decisions.md, "Webhooks"): per account, up to
 * MAX_WEBHOOKS_PER_ACCOUNT endpoints, each a Slack incoming webhook or a generic endpoint that
 * receives signed JSON events (Standard Webhooks). Shared by the web app, the functions and the
 * rules tests; firestore.rules repeats the shapes.
 */
import * as v from 'valibot';
import { StoredCount, StoredTime } from './stored-doc.js';

/** Webhooks per account (docs/decisions.md, "Ceilings"), counted in the commit that adds one. */
export const MAX_WEBHOOKS_PER_ACCOUNT = 5;

export const WEBHOOK_KINDS = ['slack', 'generic'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** The events a generic endpoint receives (docs/webhooks.md, the payload reference). */
export const WEBHOOK_EVENT_TYPES = [
  'review.needs_attention',
  'case.opened',
  'case.customer_replied',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * How long one event is retried, and how long an endpoint may fail in a row before it is switched
 * off and its account's Owners are emailed.
 */
export const WEBHOOK_RETRY_MS = 24 * 60 * 60 * 1000;

/** A "send a test event" at most this often per endpoint (firestore.rules). */
export const WEBHOOK_TEST_INTERVAL_SECONDS = 10;

export const WEBHOOK_LABEL_MAX_LENGTH = 60;
export const WEBHOOK_URL_MAX_LENGTH = 500;

/**
 * The signing secret of a generic endpoint, as Standard Webhooks writes it: "whsec_" and 24
 * random bytes in base64 (32 characters). Generated in the browser that adds the endpoint.
 */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32}$/;
export const WEBHOOK_SECRET_BYTES = 24;

/** Slack's incoming webhooks (https://api.slack.com/messaging/webhooks) live under this path. */
export const SLACK_WEBHOOK_PATTERN =
  /^https:\/\/hooks\.slack\.com\/(services|workflows|triggers)\/[A-Za-z0-9/_-]{1,300}$/;
/** A receiver on this machine: accepted only when the app and functions run on the emulators. */
export const LOOPBACK_WEBHOOK_PATTERN = /^http:\/\/(127\.0\.0\.1|localhost):[0-9]{2,5}\/[^\s]*$/;

export const WEBHOOK_MESSAGE = {
  labelRequired: 'webhook.labelRequired',
  labelTooLong: 'webhook.labelTooLong',
  urlInvalid: 'webhook.urlInvalid',
  urlNotHttps: 'webhook.urlNotHttps',
  slackUrl: 'webhook.slackUrl',
  privateHost: 'webhook.privateHost',
} as const;
export type WebhookProblem = (typeof WEBHOOK_MESSAGE)[keyof typeof WEBHOOK_MESSAGE];

/** Host names and address literals a delivery never goes to: this machine and private networks. */
function privateHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  if (name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.internal')) {
    return true;
  }
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  return name.includes(':'); // IPv6 literals: none is needed, so none is allowed
}

/**
 * Why `url` cannot be an endpoint of `kind`, or null when it can. https only (a Slack webhook on
 * hooks.slack.com), never a private address; `allowLoopback` (the emulators only) also accepts a
 * receiver on this machine over http.
 */
export function webhookUrlProblem(
  kind: WebhookKind,
  url: string,
  { allowLoopback }: { allowLoopback: boolean },
): WebhookProblem | null {
  const trimmed = url.trim();
  if (trimmed.length === 0 || trimmed.length > WEBHOOK_URL_MAX_LENGTH || /\s/.test(trimmed)) {
    return WEBHOOK_MESSAGE.urlInvalid;
  }
  if (allowLoopback && LOOPBACK_WEBHOOK_PATTERN.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return WEBHOOK_MESSAGE.urlInvalid;
  }
  if (parsed.protocol !== 'https:') return WEBHOOK_MESSAGE.urlNotHttps;
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGE.urlInvalid;
  if (kind === 'slack')
    return SLACK_WEBHOOK_PATTERN.test(trimmed) ? null : WEBHOOK_MESSAGE.slackUrl;
  if (!parsed.hostname.includes('.') || privateHost(parsed.hostname)) {
    return WEBHOOK_MESSAGE.privateHost;
  }
  return null;
}

export function webhookLabelProblem(label: string): WebhookProblem | null {
  const trimmed = label.trim();
  if (trimmed.length === 0) return WEBHOOK_MESSAGE.labelRequired;
  if (label.length > WEBHOOK_LABEL_MAX_LENGTH) return WEBHOOK_MESSAGE.labelTooLong;
  return null;
}

/**
 * webhooks/{accountId}/endpoints/{autoId}. The first six fields come from the Owner or Manager who
 * adds it (firestore.rules); the rest only from functions: how its deliveries go.
 */
export const WebhookEndpointDoc = v.object({
  kind: v.picklist(WEBHOOK_KINDS),
  label: v.string(),
  url: v.string(),
  /** Off: no event is sent. Switched off by a member, or by the functions after 24 h failing. */
  enabled: v.boolean(),
  createdAt: StoredTime,
  createdBy: v.string(),
  /** A member pressed "send a test event" (the server's time); a function sends it. */
  testRequestedAt: v.optional(StoredTime),
  /** The first failure since the last success; null or missing while it works. */
  failingSince: v.optional(v.nullable(StoredTime)),
  lastSuccessAt: v.optional(v.nullable(StoredTime)),
  lastFailureAt: v.optional(v.nullable(StoredTime)),
  /** The last answer's HTTP status; 0 when none came (no connection, time-out, refused URL). */
  lastStatus: v.optional(v.number()),
  /** When the functions switched it off for failing WEBHOOK_RETRY_MS in a row. */
  disabledAt: v.optional(v.nullable(StoredTime)),
});
export type WebhookEndpointDoc = v.InferOutput<typeof WebhookEndpointDoc>;

/** webhooks/{accountId}/secrets/{endpointId}: a generic endpoint's signing secret. */
export const WebhookSecretDoc = v.object({
  secret: v.pipe(v.string(), v.regex(WEBHOOK_SECRET_PATTERN)),
});
export type WebhookSecretDoc = v.InferOutput<typeof WebhookSecretDoc>;

/** webhooks/{accountId}: the ceiling's counter, changed in each commit that adds or removes one. */
export const WebhookCounterDoc = v.object({
  endpointCount: StoredCount,
  endpointCountedId: v.string(),
});
export type WebhookCounterDoc = v.InferOutput<typeof WebhookCounterDoc>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'dropped'] as const;

/** webhookDeliveries/{id}: one event for one endpoint, with the exact body every attempt sends. */
export const WebhookDeliveryDoc = v.object({
  accountId: v.string(),
  endpointId: v.string(),
  type: v.picklist(WEBHOOK_EVENT_TYPES),
  body: v.string(),
  status: v.picklist(WEBHOOK_DELIVERY_STATUSES),
  attempts: StoredCount,
  createdAt: StoredTime,
  lastAttemptAt: v.nullable(StoredTime),
  lastStatus: v.nullable(v.number()),
  /** The sweep (and a TTL policy) deletes it then. */
  expiresAt: StoredTime,
});
export type WebhookDeliveryDoc = v.InferOutput<typeof WebhookDeliveryDoc>;

/** How the settings screen names an endpoint's state. */
export type WebhookState = 'working' | 'new' | 'failing' | 'switchedOff' | 'off';

export function webhookState(doc: WebhookEndpointDoc): WebhookState {
  if (!doc.enabled) return doc.disabledAt ? 'switchedOff' : 'off';
  if (doc.failingSince) return 'failing';
  return doc.lastSuccessAt ? 'working' : 'new';
}
