import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../platform/mail/queue-mail.js';
import {
  isLocale,
  MAX_WEBHOOKS_PER_ACCOUNT,
  paths,
  WEBHOOK_RETRY_MS,
  WebhookDeliveryDoc,
  WebhookEndpointDoc,
  WebhookSecretDoc,
  webhookUrlProblem,
  type Locale,
} from '../../shared/index.js';
import { readAlertRecipients, recipientMailId } from '../mail/recipients.js';
import { settingsLink } from '../alerts/compose.js';
import { webhookOffEmail } from './compose-off.js';
import { eventKey, webhookBody, type WebhookEvent } from './payloads.js';
import { webhookHeaders } from './signing.js';
import { isRecord, errorCode } from '../../shared/narrow.js';

/**
 * Webhook deliveries (docs/decisions.md, "Webhooks"). An event becomes one webhookDeliveries
 * document per enabled endpoint of its account, holding the exact body, and one task on the
 * deliverWebhook queue; each attempt signs that body anew (Standard Webhooks: same id, the
 * attempt's timestamp). A failed attempt answers an error and Cloud Tasks retries it with
 * exponential backoff; after WEBHOOK_RETRY_MS the delivery gives up. An endpoint that has failed
 * for WEBHOOK_RETRY_MS in a row is switched off, and the account's Owners are emailed in the same
 * transaction.
 */

/** Deliveries are kept this long after their event (the sweep and a TTL policy delete them). */
export const WEBHOOK_DELIVERY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** One attempt waits this long for the receiver's answer. */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 15_000;

/** One delivery per endpoint and event: a retried trigger finds it and adds nothing. */
export function deliveryId(endpointId: string, event: WebhookEvent): string {
  return createHash('sha256')
    .update(`${endpointId}|${eventKey(event)}`)
    .digest('hex')
    .slice(0, 40);
}

function localeOf(data: unknown): Locale {
  const locale = isRecord(data) ? data.locale : undefined;
  return isLocale(locale) ? locale : 'en';
}

export interface QueueDeps {
  now: Date;
  /** Puts the delivery's task on the deliverWebhook queue (its id is the delivery's). */
  enqueue: (deliveryId: string) => Promise<void>;
  /** Only this endpoint (a test event), enabled or not. */
  endpointId?: string;
}

/**
 * Queues `event` for every enabled endpoint of the account (at most MAX_WEBHOOKS_PER_ACCOUNT):
 * reads the endpoints and the profile (for the Slack message's language), creates each delivery
 * once and enqueues it. Returns how many deliveries it created.
 */
export async function queueWebhookEvent(
  db: Firestore,
  accountId: string,
  event: WebhookEvent,
  deps: QueueDeps,
): Promise<number> {
  const endpoints = deps.endpointId
    ? [await db.doc(paths.webhookEndpoint(accountId, deps.endpointId)).get()].filter(
        (snap) => snap.exists,
      )
    : (
        await db
          .collection(paths.webhookEndpoints(accountId))
          .where('enabled', '==', true)
          .limit(MAX_WEBHOOKS_PER_ACCOUNT)
          .get()
      ).docs;
  if (endpoints.length === 0) return 0;
  const locale = localeOf((await db.doc(paths.seller(accountId)).get()).data());
  let created = 0;
  for (const snap of endpoints) {
    const parsed = v.safeParse(WebhookEndpointDoc, snap.data());
    if (!parsed.success) continue;
    const id = deliveryId(snap.id, event);
    const delivery: WebhookDeliveryDoc = {
      accountId,
      endpointId: snap.id,
      type: event.type,
      body: webhookBody(parsed.output.kind, accountId, locale, event, deps.now),
      status: 'pending',
      attempts: 0,
      createdAt: Timestamp.fromDate(deps.now),
      lastAttemptAt: null,
      lastStatus: null,
      expiresAt: Timestamp.fromMillis(deps.now.getTime() + WEBHOOK_DELIVERY_KEEP_MS),
    };
    try {
      await db.doc(paths.webhookDelivery(id)).create(delivery);
      created += 1;
    } catch (error) {
      // 6: ALREADY_EXISTS, a retried trigger. Its task may not have been queued: queue it again
      // (Cloud Tasks refuses a second task with the same id).
      if (errorCode(error) !== 6) throw error;
    }
    await deps.enqueue(id);
  }
  return created;
}

export interface AttemptDeps {
  now: Date;
  origin: string;
  /** The emulators only: a receiver on this machine over http. */
  allowLoopback: boolean;
  fetch: typeof fetch;
}

export type AttemptResult = 'delivered' | 'retry' | 'gaveUp' | 'switchedOff' | 'dropped' | 'done';

/**
 * One attempt of one delivery. 'retry' means the caller answers an error so that Cloud Tasks
 * retries; every other result ends the task.
 */
export async function attemptDelivery(
  db: Firestore,
  id: string,
  deps: AttemptDeps,
): Promise<AttemptResult> {
  const deliveryRef = db.doc(paths.webhookDelivery(id));
  const deliverySnap = await deliveryRef.get();
  const delivery = v.safeParse(WebhookDeliveryDoc, deliverySnap.data());
  if (!delivery.success || delivery.output.status !== 'pending') return 'done';
  const { accountId, endpointId, body, createdAt } = delivery.output;
  const endpointRef = db.doc(paths.webhookEndpoint(accountId, endpointId));
  const [endpointSnap, secretSnap] = await db.getAll(
    endpointRef,
    db.doc(paths.webhookSecret(accountId, endpointId)),
  );
  const endpoint = v.safeParse(WebhookEndpointDoc, endpointSnap?.data());
  const isTest = delivery.output.type === 'webhook.test';
  if (!endpoint.success || (!endpoint.output.enabled && !isTest)) {
    await deliveryRef.update({ status: 'dropped' });
    return 'dropped';
  }
  const now = deps.now.getTime();
  if (createdAt && now - createdAt.toMillis() > WEBHOOK_RETRY_MS) {
    await deliveryRef.update({ status: 'failed' });
    return 'gaveUp';
  }
  const { kind, url } = endpoint.output;
  const secret = v.safeParse(WebhookSecretDoc, secretSnap?.data());
  let status = 0;
  const refused =
    webhookUrlProblem(kind, url, { allowLoopback: deps.allowLoopback }) !== null ||
    (kind === 'generic' && !secret.success);
  if (!refused) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': 'QR-Reviews-Webhooks/1',
      ...(kind === 'generic' && secret.success
        ? webhookHeaders(secret.output.secret, `msg_${id}`, deps.now, body)
        : {}),
    };
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers,
        body,
        // A redirect is a failure: a delivery goes only to the address an Owner or Manager set.
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_ATTEMPT_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch {
      status = 0;
    }
  }
  const ok = status >= 200 && status < 300;
  const at = Timestamp.fromDate(deps.now);
  const keys = ok ? null : await mailKeys(db);
  // The account's Owners (readAlertRecipients, 'webhookOff'), read only when it may switch off.
  const owners = ok ? [] : await readAlertRecipients(db, accountId, 'webhookOff');
  return db.runTransaction(async (tx) => {
    const current = v.safeParse(WebhookEndpointDoc, (await tx.get(endpointRef)).data());
    const gates = keys
      ? await Promise.all(
          owners.map(async (recipient) => ({
            recipient,
            gate: await readMailGate(tx, db, {
              keys,
              to: recipient.email,
              scope: { kind: 'alerts', uid: accountId },
              now: deps.now,
              origin: deps.origin,
            }),
          })),
        )
      : [];
    const attempts = delivery.output.attempts + 1;
    if (ok) {
      tx.update(deliveryRef, {
        status: 'delivered',
        attempts,
        lastAttemptAt: at,
        lastStatus: status,
      });
      if (current.success) {
        tx.update(endpointRef, { failingSince: null, lastSuccessAt: at, lastStatus: status });
      }
      return 'delivered' as const;
    }
    const failingSince = current.success ? (current.output.failingSince?.toMillis() ?? now) : now;
    const switchOff =
      current.success && current.output.enabled && now - failingSince >= WEBHOOK_RETRY_MS;
    tx.update(deliveryRef, {
      attempts,
      lastAttemptAt: at,
      lastStatus: status,
      ...(switchOff || refused ? { status: 'failed' } : {}),
    });
    if (current.success) {
      tx.update(endpointRef, {
        failingSince: Timestamp.fromMillis(failingSince),
        lastFailureAt: at,
        lastStatus: status,
        ...(switchOff ? { enabled: false, disabledAt: at } : {}),
      });
    }
    if (switchOff && current.success) {
      for (const entry of gates) {
        queueMail(
          db,
          tx,
          entry.gate,
          recipientMailId(
            `webhook-off-${endpointId}-${now}`.replace(/[^A-Za-z0-9_-]/g, ''),
            entry.gate,
          ),
          webhookOffEmail(entry.recipient.locale, current.output.label, {
            ...entry.gate.links,
            open: settingsLink(deps.origin),
            settings: settingsLink(deps.origin),
          }),
        );
      }
      return 'switchedOff' as const;
    }
    return refused ? ('gaveUp' as const) : ('retry' as const);
  });
}
