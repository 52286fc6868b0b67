import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { attemptDelivery, queueWebhookEvent } from '../../src/domains/webhooks/deliveries.js';
import { testEvent } from '../../src/domains/webhooks/events.js';
import type { WebhookEvent } from '../../src/domains/webhooks/payloads.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { COLLECTIONS, paths, WEBHOOK_RETRY_MS } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * Deliveries through the Firestore emulator to the real local webhook receiver (npm test starts
 * it, QR_WEBHOOK_RECEIVER_URL): signed as Standard Webhooks says, retried while the receiver
 * fails, and an endpoint failing 24 hours in a row switched off with its Owner emailed. The clock
 * is passed in, so no test waits.
 */
const { db } = useAdminFirestore('demo-qr-reviews-webhooks');
const RECEIVER = process.env.QR_WEBHOOK_RECEIVER_URL ?? '';
const ACCOUNT = 'webhook-seller';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ORIGIN = 'http://127.0.0.1:5000';
const T = Date.UTC(2026, 10, 29, 12);

const EVENT: WebhookEvent = {
  type: 'review.needs_attention',
  productId: 'p1',
  productTitle: 'Enamel mug',
  reviewId: 'r1',
  rating: 1,
  store: 'amazon',
  feedback: 'Chipped on arrival.',
  url: `${ORIGIN}/dashboard/p1?tab=reviews&review=r1`,
};

interface Received {
  hook: string;
  answered: number;
  headers: Record<string, string>;
  body: string;
}

async function received(hook: string): Promise<Received[]> {
  return (await (await fetch(`${RECEIVER}/api/deliveries?hook=${hook}`)).json()) as Received[];
}

async function seed(kind: 'generic' | 'slack', path: string, extra: Record<string, unknown> = {}) {
  const hook = `${path}-${randomBytes(4).toString('hex')}`;
  const id = randomBytes(10).toString('hex');
  await db.doc(paths.seller(ACCOUNT)).set({
    displayName: 'Webhook Shop',
    email: 'owner@example.org',
    emailVerifiedAt: Timestamp.fromMillis(T - 1000),
    locale: 'en',
    createdAt: Timestamp.fromMillis(T - 1000),
  });
  await db.doc(paths.webhookEndpoint(ACCOUNT, id)).set({
    kind,
    label: `Hook ${hook}`,
    url: `${RECEIVER}/hooks/${hook.replace(/-fail$/, '')}${extra.fail ? '/status/500' : ''}`,
    enabled: true,
    createdAt: Timestamp.fromMillis(T),
    createdBy: ACCOUNT,
  });
  if (kind === 'generic') await db.doc(paths.webhookSecret(ACCOUNT, id)).set({ secret: SECRET });
  return { id, hook };
}

async function queue(event: WebhookEvent, now = T) {
  const queued: string[] = [];
  await queueWebhookEvent(db, ACCOUNT, event, {
    now: new Date(now),
    enqueue: async (deliveryId) => void queued.push(deliveryId),
  });
  return queued;
}

const deps = (now: number) => ({
  now: new Date(now),
  origin: ORIGIN,
  allowLoopback: true,
  fetch,
});

describe('webhook deliveries', () => {
  it('sends one signed event that the reference library verifies, once however often it is queued', async () => {
    const { hook } = await seed('generic', 'signed');
    // The real clock: the reference library checks the signed timestamp against it.
    const now = Date.now();
    const first = await queue(EVENT, now);
    const again = await queue(EVENT, now);
    expect(first).toHaveLength(1);
    expect(again).toEqual(first);
    expect(await attemptDelivery(db, first[0]!, deps(Date.now()))).toBe('delivered');
    expect(await attemptDelivery(db, first[0]!, deps(Date.now()))).toBe('done');
    const [delivery, ...more] = await received(hook);
    expect(more).toHaveLength(0);
    expect(delivery!.headers['webhook-id']).toBe(`msg_${first[0]}`);
    const payload = new Webhook(SECRET).verify(delivery!.body, {
      'webhook-id': delivery!.headers['webhook-id']!,
      'webhook-timestamp': delivery!.headers['webhook-timestamp']!,
      'webhook-signature': delivery!.headers['webhook-signature']!,
    }) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('review.needs_attention');
    expect(payload.data).toMatchObject({ accountId: ACCOUNT, rating: 1, store: 'amazon' });
    expect(delivery!.body).not.toMatch(/@/);
  });

  it('posts a Slack message without signature headers', async () => {
    const { hook } = await seed('slack', 'slack');
    const [id] = await queue(EVENT);
    expect(await attemptDelivery(db, id!, deps(T + 1000))).toBe('delivered');
    const [delivery] = await received(hook);
    expect(delivery!.headers['webhook-signature']).toBeUndefined();
    const message = JSON.parse(delivery!.body) as { blocks: { type: string }[] };
    expect(message.blocks.map((block) => block.type)).toEqual([
      'header',
      'section',
      'section',
      'actions',
    ]);
  });

  it('retries a failing receiver with the same id, then succeeds and clears the failure', async () => {
    const failing = await seed('generic', 'retry-fail', { fail: true });
    const [id] = await queue(EVENT);
    expect(await attemptDelivery(db, id!, deps(T + 1000))).toBe('retry');
    expect(await attemptDelivery(db, id!, deps(T + 11_000))).toBe('retry');
    const attempts = await received(failing.hook.replace(/-fail$/, ''));
    expect(attempts.map((entry) => entry.answered)).toEqual([500, 500]);
    expect(new Set(attempts.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    const endpoint = db.doc(paths.webhookEndpoint(ACCOUNT, failing.id));
    expect(((await endpoint.get()).get('failingSince') as Timestamp).toMillis()).toBe(T + 1000);
    // The receiver is fixed: the next attempt goes through and the endpoint works again.
    await endpoint.update({ url: `${RECEIVER}/hooks/${failing.hook.replace(/-fail$/, '')}` });
    expect(await attemptDelivery(db, id!, deps(T + 31_000))).toBe('delivered');
    expect((await endpoint.get()).get('failingSince')).toBeNull();
    expect((await db.doc(paths.webhookDelivery(id!)).get()).data()).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatus: 200,
    });
  });

  it('switches off an endpoint failing 24 hours in a row and emails its Owner, with stop links', async () => {
    const failing = await seed('generic', 'off-fail', { fail: true });
    const [id] = await queue(EVENT);
    expect(await attemptDelivery(db, id!, deps(T))).toBe('retry');
    expect(await attemptDelivery(db, id!, deps(T + WEBHOOK_RETRY_MS - 60_000))).toBe('retry');
    expect(await attemptDelivery(db, id!, deps(T + WEBHOOK_RETRY_MS))).toBe('switchedOff');
    const endpoint = (await db.doc(paths.webhookEndpoint(ACCOUNT, failing.id)).get()).data();
    expect(endpoint).toMatchObject({ enabled: false, lastStatus: 500 });
    expect((endpoint?.disabledAt as Timestamp).toMillis()).toBe(T + WEBHOOK_RETRY_MS);
    const mails = await db
      .collection(COLLECTIONS.mail)
      .where('to', 'array-contains', 'owner@example.org')
      .get();
    expect(mails.size).toBe(1);
    const mail = mails.docs[0]!.data() as {
      message: { subject: string; text: string };
      headers: Record<string, string>;
    };
    expect(mail.message.subject).toBe('A webhook of your QR Reviews account was switched off');
    expect(mail.message.text).toContain(`Hook ${failing.hook}`);
    expect(mail.message.text).not.toContain(RECEIVER);
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http/);
    // Nothing more goes to a switched-off endpoint.
    expect(await queue({ ...EVENT, reviewId: 'r2' }, T + WEBHOOK_RETRY_MS + 1)).toEqual([]);
    expect(await attemptDelivery(db, id!, deps(T + WEBHOOK_RETRY_MS + 2))).toBe('done');
  });

  it('emails every Owner of the account when it switches one off, each in their language, held back only by their own stop', async () => {
    const failing = await seed('generic', 'owners-fail', { fail: true });
    const joinedAt = Timestamp.fromMillis(T - 1000);
    const member = (uid: string, role: string, email: string, alerts?: object) =>
      db.doc(paths.accountMember(ACCOUNT, uid)).set({
        role,
        displayName: uid,
        email,
        joinedAt,
        ...(alerts
          ? { alerts: { digest: false, products: [], stores: [], updatedAt: joinedAt, ...alerts } }
          : {}),
      });
    // The founder (the account's address, no settings saved); a second Owner who switched alert
    // emails off and reads German; a third Owner who stopped this account's alerts; a Manager.
    await member(ACCOUNT, 'owner', 'owner@example.org');
    await member('second-owner', 'owner', 'second@example.org', { emails: false, locale: 'de' });
    await member('third-owner', 'owner', 'third@example.org', { emails: true, locale: 'en' });
    await member('manager', 'manager', 'manager@example.org', { emails: true, locale: 'en' });
    const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
    await db
      .doc(paths.mailStop(keys.recipient('third@example.org')))
      .set({ alerts: { [ACCOUNT]: joinedAt }, digest: {} });

    const [id] = await queue(EVENT);
    expect(await attemptDelivery(db, id!, deps(T))).toBe('retry');
    expect(await attemptDelivery(db, id!, deps(T + WEBHOOK_RETRY_MS))).toBe('switchedOff');
    expect(failing.id).toBeTruthy();
    const sent = (await db.collection(COLLECTIONS.mail).get()).docs
      .map((doc) => doc.data() as { to: string[]; message: { subject: string } })
      .map((mail) => [mail.to[0], mail.message.subject])
      .sort();
    expect(sent).toEqual([
      ['owner@example.org', 'A webhook of your QR Reviews account was switched off'],
      ['second@example.org', 'Ein Webhook Ihres Kontos bei QR Reviews wurde ausgeschaltet'],
    ]);
  });

  it('gives a delivery up after 24 hours, and refuses a loopback receiver off the emulators', async () => {
    const { id: endpointId, hook } = await seed('generic', 'late');
    const [late] = await queue(EVENT);
    expect(await attemptDelivery(db, late!, deps(T + WEBHOOK_RETRY_MS + 1))).toBe('gaveUp');
    const [test] = await queue(testEvent(endpointId, new Date(T), ORIGIN));
    expect(await attemptDelivery(db, test!, { ...deps(T), allowLoopback: false })).toBe('gaveUp');
    expect(await received(hook)).toEqual([]);
  });
});
