import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { foundAccount } from '../../src/domains/accounts/found-account.js';
import { readUnreadCount } from '../../src/domains/alerts/attention.js';
import { appOrigin } from '../../src/platform/app-origin.js';
import { EMULATOR_MAIL_KEY, mailKeysFrom } from '../../src/platform/mail/mail-keys.js';
import { stopLink } from '../../src/platform/mail/stop-links.js';
import {
  ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY,
  COLLECTIONS,
  paths,
  reviewApiPaths,
  type AlertAddressStatus,
} from '../../src/shared/index.js';
import { googleSignIn } from '../support/auth-emulator.js';
import { runDigestHour } from '../support/run-jobs.js';
import {
  caseMail,
  openCaseBody,
  sellerReply,
  submitReview,
  tokenIn,
} from '../integration/cases-env.js';
import { seedProduct, signedInPost, useReviewApi } from '../integration/review-api-env.js';

/**
 * Every email the app sends, to a seller or a customer, through the real functions on the
 * emulators (docs/decisions.md, "Stops belong to the recipient" and "The alert address is
 * proven"): each carries the one-click stop headers (RFC 8058) and visible stop links, each stop
 * works when POSTed to the real mailStop function and holds whatever the seller writes, and the
 * alert address is one its owner proved. Every effect is read back from Firestore.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;
const keys = mailKeysFrom(EMULATOR_MAIL_KEY);
const fn = (name: string) => reviewApi.fn(name);
const unique = (prefix: string) => `${prefix}.${randomBytes(5).toString('hex')}@example.org`;

interface QueuedMail {
  to: string[];
  message: { subject: string; text: string; html: string };
  headers?: Record<string, string>;
}

/** The mail documents sent to `address`, oldest id first. */
async function mailsTo(address: string): Promise<{ id: string; mail: QueuedMail }[]> {
  const found = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', address).get();
  return found.docs
    .map((doc) => ({ id: doc.id, mail: doc.data() as QueuedMail }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

async function waitForMail(where: () => Promise<QueuedMail | null | undefined>) {
  let found: QueuedMail | null | undefined;
  await expect
    .poll(
      async () => {
        found = await where();
        return found ? 'queued' : 'waiting';
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('queued');
  return found!;
}

/** The email's List-Unsubscribe target, after checking both RFC 8058 headers and the footer. */
function expectStops(mail: QueuedMail): URL {
  const header = mail.headers?.['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<https:\/\/[^>]+>$/);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const stop = new URL(header.slice(1, -1));
  expect(stop.origin).toBe(appOrigin());
  expect(stop.pathname).toBe('/mail/stop');
  // The same link, visible in the text and the HTML, and the stop of every email beside it.
  expect(mail.message.text).toContain(stop.href);
  expect(mail.message.html).toContain(`href="${stop.href.replace(/&/g, '&amp;')}"`);
  const all = stopAllOf(mail);
  expect(all.searchParams.get('r')).toBe(stop.searchParams.get('r'));
  expect(mail.message.html).toContain(`href="${all.href.replace(/&/g, '&amp;')}"`);
  // No address in any link of it.
  for (const link of [stop, all]) expect(link.href).not.toContain('%40');
  return stop;
}

function stopAllOf(mail: QueuedMail): URL {
  const href = /https:\/\/\S+\/mail\/stop\?s=all\S*/.exec(mail.message.text)?.[0];
  expect(href).toBeDefined();
  return new URL(href!);
}

/** POSTs a link as a mail client's one-click (RFC 8058) to the real mailStop function. */
async function oneClick(link: URL, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(link.search);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const response = await fetch(`${fn('mailStop')}?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  return { status: response.status, page: await response.text() };
}

const callAddress = (idToken: string | null, body: unknown) =>
  signedInPost<AlertAddressStatus>(fn('mailAddress'), idToken, body);

/** A seller signed in with Google (the Auth emulator), with the profile the app creates. */
async function signedInSeller(fields: Record<string, unknown> = {}) {
  const email = unique('seller');
  const { uid, idToken } = await googleSignIn(email);
  // The Owner of their own account, as a seller from before accounts is after the migration.
  await foundAccount(db, { uid, displayName: 'Maria Popescu', email, joinedAt: new Date() });
  await db.doc(paths.seller(uid)).set({
    displayName: 'Maria Popescu',
    email,
    emailVerifiedAt: Timestamp.now(),
    locale: 'en',
    createdAt: Timestamp.now(),
    ...fields,
  });
  const productId = await seedProduct(db, { title: 'Ceramic mug', minRating: 4 }, uid);
  return { uid, email, idToken, productId };
}

interface StoredStops {
  all?: unknown;
  alerts?: Record<string, unknown>;
  digest?: Record<string, unknown>;
}
const stopsOf = async (address: string) =>
  (await db.doc(paths.mailStop(keys.recipient(address))).get()).data() as StoredStops | undefined;
const unreadOf = (uid: string) => readUnreadCount(db, uid);

/** The confirmation link (/mail/confirm?t=…) in an address confirmation email. */
function confirmLinkIn(mail: QueuedMail): URL {
  const href = /https:\/\/\S+\/mail\/confirm\?t=[A-Za-z0-9_-]{43}/.exec(mail.message.text)?.[0];
  expect(href).toBeDefined();
  return new URL(href!);
}
const openLink = (link: URL, method: 'GET' | 'POST') =>
  fetch(`${fn('mailConfirm')}${link.search}`, { method });

describe('every email has a one-click stop that works', { timeout: 240_000 }, () => {
  it('alert, case alerts, digest, customer confirmation, relayed reply, address confirmation', async () => {
    const seller = await signedInSeller({ dailyDigest: true, timeZone: 'Europe/Bucharest' });
    const customer = unique('customer');

    // The first alert: a review below the minimum.
    await submitReview(reviewApi.base, seller.productId, 2);
    const alert = await waitForMail(async () => (await mailsTo(seller.email))[0]?.mail);

    // The customer asks for help: the confirmation email, then the seller's confirmed alert.
    const { submissionId, caseId } = await submitReview(reviewApi.base, seller.productId, 1);
    const opened = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, submissionId, { email: customer }),
    });
    expect(opened.status).toBe(202);
    const confirmation = await waitForMail(() => caseMail(db, caseId, 'confirm'));
    const token = tokenIn(confirmation.message.text);
    expect(
      (await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), { method: 'POST' }))
        .status,
    ).toBe(200);
    const sellerKey = keys.recipient(seller.email).slice(0, 12);
    const confirmedAlert = await waitForMail(() =>
      caseMail(db, caseId, `alert-confirmed-${sellerKey}`),
    );

    // The seller replies (relayed to the customer), the customer answers (a case alert).
    const replyId = await sellerReply(db, caseId, seller.uid, 'We are sending a new one today.');
    const relayed = await waitForMail(() => caseMail(db, caseId, `reply-${replyId}`));
    const answered = await reviewApi.call(reviewApiPaths.caseAction(token, 'messages'), {
      body: { text: 'Thank you!' },
    });
    expect(answered.status).toBe(201);
    const caseAlert = await waitForMail(async () => {
      const prefix = `case-${caseId}-alert-`;
      return (await mailsTo(seller.email)).find(
        ({ id }) => id.startsWith(prefix) && id !== `${prefix}confirmed-${sellerKey}`,
      )?.mail;
    });

    // The digest, at 08:15 in the seller's time zone (a day the digest test's run leaves alone).
    await runDigestHour(db, new Date('2026-11-27T06:15:00Z'), appOrigin());
    const digest = (
      await db
        .doc(
          paths.mail(
            `digest-${seller.uid}-2026-11-27-${keys.recipient(seller.email).slice(0, 12)}`,
          ),
        )
        .get()
    ).data() as QueuedMail | undefined;
    expect(digest?.to).toEqual([seller.email]);

    // Another alert address asked for: its confirmation goes to that address.
    const team = unique('team');
    expect((await callAddress(seller.idToken, { action: 'request', email: team })).status).toBe(
      200,
    );
    const addressConfirmation = await waitForMail(async () => (await mailsTo(team))[0]?.mail);

    // Every one carries both headers and a visible stop, scoped to what it is about.
    const scopes = [
      [alert, 'alerts', seller.uid, seller.email],
      [confirmedAlert, 'alerts', seller.uid, seller.email],
      [caseAlert, 'alerts', seller.uid, seller.email],
      [digest!, 'digest', seller.uid, seller.email],
      [confirmation, 'case', caseId, customer],
      [relayed, 'case', caseId, customer],
      [addressConfirmation, 'alerts', seller.uid, team],
    ] as const;
    const stops = scopes.map(([mail, kind, subject, address]) => {
      const stop = expectStops(mail);
      expect([...stop.searchParams.keys()]).toEqual(['s', 'i', 'r', 't']);
      expect(['s', 'i', 'r'].map((name) => stop.searchParams.get(name))).toEqual([
        kind,
        subject,
        keys.recipient(address),
      ]);
      return stop;
    });

    // A mail scanner's GET stops nothing.
    expect((await fetch(`${fn('mailStop')}${stops[0]!.search}`)).status).toBe(200);
    expect(await stopsOf(seller.email)).toBeUndefined();

    // Each one-click POST stops its scope, kept where no client reads or writes it.
    for (const stop of stops) expect((await oneClick(stop)).status).toBe(200);
    const sellerStops = await stopsOf(seller.email);
    expect(Object.keys(sellerStops?.alerts ?? {})).toEqual([seller.uid]);
    expect(Object.keys(sellerStops?.digest ?? {})).toEqual([seller.uid]);
    expect(Object.keys((await stopsOf(team))?.alerts ?? {})).toEqual([seller.uid]);
    expect((await db.doc(paths.caseContact(caseId)).get()).get('emailsStoppedAt')).toBeInstanceOf(
      Timestamp,
    );
    // The customer's second link stops every email of the app to the address, keyed, not kept.
    expect((await oneClick(stopAllOf(relayed))).status).toBe(200);
    const customerStops = await stopsOf(customer);
    expect(customerStops?.all).toBeInstanceOf(Timestamp);
    expect(JSON.stringify(customerStops)).not.toContain(customer);
    expect((await db.doc(paths.mailStop(keys.recipient(customer))).get()).id).not.toContain('@');

    // Stopped means stopped: another reply reaches the thread (and the case page), not the inbox.
    const secondId = await sellerReply(db, caseId, seller.uid, 'Did it arrive?');
    await expect
      .poll(
        async (): Promise<unknown> => (await db.doc(paths.case(caseId)).get()).get('messageCount'),
        {
          timeout: 60_000,
        },
      )
      .toBe(3);
    expect(await caseMail(db, caseId, `reply-${secondId}`)).toBeNull();
    const page = await reviewApi.call(reviewApiPaths.case(token));
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('Did it arrive?');
    // And another low review is counted, with no email.
    const sent = (await mailsTo(seller.email)).length;
    await submitReview(reviewApi.base, seller.productId, 1);
    await expect.poll(() => unreadOf(seller.uid), { timeout: 60_000 }).toBe(3);
    expect(await mailsTo(seller.email)).toHaveLength(sent);

    // The stop page's undo, from the same link (it reached that mailbox), lifts the case's stop.
    const undone = await oneClick(stops[4]!, { a: 'resume' });
    expect(undone.status).toBe(200);
    expect(undone.page).toContain('The emails are on again.');
    expect((await db.doc(paths.caseContact(caseId)).get()).get('emailsStoppedAt')).toBeUndefined();
  });
});

describe('a stop holds until the address proves itself again', { timeout: 240_000 }, () => {
  it('the seller switching alerts back on, or asking again, does not lift a stranger’s stop', async () => {
    const seller = await signedInSeller();
    const team = unique('team');

    // Another alert address: pending until its owner opens the link (a GET changes nothing).
    const asked = await callAddress(seller.idToken, { action: 'request', email: team });
    expect(asked).toMatchObject({
      status: 200,
      body: { address: seller.email, source: 'sign-in', pending: { email: team } },
    });
    const link = confirmLinkIn(await waitForMail(async () => (await mailsTo(team))[0]?.mail));
    expect((await openLink(link, 'GET')).status).toBe(200);
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmail')).toBeUndefined();
    const confirmed = await openLink(link, 'POST');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(
      'Confirmed: the alert emails of this QR Reviews account',
    );
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmail')).toBe(team);
    // Spent: a second POST confirms nothing.
    expect((await openLink(link, 'POST')).status).toBe(404);

    // Alerts now go to that address; its owner stops them.
    await submitReview(reviewApi.base, seller.productId, 2);
    const alert = await waitForMail(async () => (await mailsTo(team))[1]?.mail);
    expect((await oneClick(expectStops(alert))).status).toBe(200);
    expect(Object.keys((await stopsOf(team))?.alerts ?? {})).toEqual([seller.uid]);

    // The seller switches alerts off and on (the profile writes the rules allow), signs in as
    // themselves and asks to resume, asks for the address again: nothing reaches it.
    await db.doc(paths.seller(seller.uid)).update({ alertEmails: false });
    await db.doc(paths.seller(seller.uid)).update({ alertEmails: true });
    const status = await callAddress(seller.idToken, { action: 'resume' });
    expect(status).toMatchObject({
      status: 200,
      body: { address: team, source: 'confirmed', stopped: { alerts: true }, canResume: false },
    });
    expect((await callAddress(seller.idToken, { action: 'request', email: team })).status).toBe(
      200,
    );
    await submitReview(reviewApi.base, seller.productId, 1);
    await expect.poll(() => unreadOf(seller.uid), { timeout: 60_000 }).toBe(2);
    expect(await mailsTo(team)).toHaveLength(2);
    expect((await db.doc(paths.attention(seller.uid)).get()).get('followUpQueued')).not.toBe(true);

    // Its owner lifts the stop from the stop page (the link reached their mailbox): alerts flow.
    expect((await oneClick(expectStops(alert), { a: 'resume' })).status).toBe(200);
    expect(await stopsOf(team)).toBeUndefined();
    await submitReview(reviewApi.base, seller.productId, 1);
    await expect
      .poll(async () => (await mailsTo(team)).length, { timeout: 90_000, interval: 1000 })
      .toBe(3);
  });

  it('only a session verified for the stopped address turns it back on', async () => {
    const seller = await signedInSeller();
    const stop = new URL(
      stopLink(
        appOrigin(),
        keys,
        { kind: 'alerts', uid: seller.uid },
        keys.recipient(seller.email),
      ),
    );
    expect((await oneClick(stop)).status).toBe(200);
    expect(await callAddress(seller.idToken, { action: 'status' })).toMatchObject({
      status: 200,
      body: { address: seller.email, stopped: { alerts: true }, canResume: true },
    });

    // A session without a verified address lifts nothing, nor does a call without a session.
    const unverified = await googleSignIn(unique('unverified'), { verified: false });
    await db.doc(paths.seller(unverified.uid)).set({
      displayName: 'Bo',
      email: '',
      locale: 'en',
      createdAt: Timestamp.now(),
    });
    expect((await callAddress(unverified.idToken, { action: 'resume' })).status).toBe(403);
    expect((await callAddress(unverified.idToken, { action: 'useSignIn' })).status).toBe(403);
    expect(await callAddress(null, { action: 'resume' })).toMatchObject({
      status: 401,
      body: { error: 'unauthenticated' },
    });
    expect(Object.keys((await stopsOf(seller.email))?.alerts ?? {})).toEqual([seller.uid]);

    const resumed = await callAddress(seller.idToken, { action: 'resume' });
    expect(resumed).toMatchObject({
      status: 200,
      body: { stopped: { alerts: false, digest: false, all: false }, canResume: false },
    });
    expect(await stopsOf(seller.email)).toBeUndefined();
  });
});

describe('the other alert address', { timeout: 120_000 }, () => {
  it('a replaced or cancelled request’s link confirms nothing', async () => {
    const seller = await signedInSeller();
    const [first, second, third] = [unique('first'), unique('second'), unique('third')];
    await callAddress(seller.idToken, { action: 'request', email: first });
    await callAddress(seller.idToken, { action: 'request', email: second });
    const firstLink = confirmLinkIn(await waitForMail(async () => (await mailsTo(first))[0]?.mail));
    expect((await openLink(firstLink, 'POST')).status).toBe(404);
    await callAddress(seller.idToken, { action: 'request', email: third });
    expect(await callAddress(seller.idToken, { action: 'cancel' })).toMatchObject({
      status: 200,
      body: { pending: null },
    });
    const thirdLink = confirmLinkIn(await waitForMail(async () => (await mailsTo(third))[0]?.mail));
    expect((await openLink(thirdLink, 'POST')).status).toBe(404);
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmail')).toBeUndefined();
  });

  it(`refuses the ${ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY + 1}th request of a day, writing nothing`, async () => {
    const seller = await signedInSeller();
    for (let index = 0; index < ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY; index += 1) {
      expect(
        (await callAddress(seller.idToken, { action: 'request', email: unique(`n${index}`) }))
          .status,
      ).toBe(200);
    }
    const over = unique('over');
    expect(await callAddress(seller.idToken, { action: 'request', email: over })).toMatchObject({
      status: 429,
      body: { error: 'request_limit' },
    });
    expect(await mailsTo(over)).toHaveLength(0);
    const tokens = await db
      .collection(COLLECTIONS.alertAddressTokens)
      .where('uid', '==', seller.uid)
      .get();
    expect(tokens.size).toBe(ALERT_ADDRESS_REQUESTS_PER_SELLER_PER_DAY);
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmailPending.email')).not.toBe(
      over,
    );
  });

  it(`one address gets at most ${ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations a day, whoever asks`, async () => {
    const target = unique('target');
    const sellers = await Promise.all(
      Array.from({ length: ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY + 1 }, () =>
        signedInSeller(),
      ),
    );
    for (const seller of sellers) {
      // Every seller is told the same: nothing says whether the address got one.
      expect(await callAddress(seller.idToken, { action: 'request', email: target })).toMatchObject(
        { status: 200, body: { pending: { email: target } } },
      );
    }
    expect(await mailsTo(target)).toHaveLength(ALERT_ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('the sign-in’s own address needs no link; bad calls change nothing', async () => {
    const seller = await signedInSeller({
      alertEmail: unique('old'),
      alertEmailConfirmedAt: Timestamp.now(),
    });
    expect(
      await callAddress(seller.idToken, { action: 'request', email: seller.email.toUpperCase() }),
    ).toMatchObject({ status: 200, body: { address: seller.email, source: 'sign-in' } });
    expect((await db.doc(paths.seller(seller.uid)).get()).get('alertEmail')).toBeUndefined();
    expect(
      await callAddress(seller.idToken, { action: 'request', email: 'not an address' }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_email' },
    });
    expect(await callAddress(seller.idToken, { action: 'shout' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect((await fetch(fn('mailAddress'))).status).toBe(405);
  });
});

describe('the link endpoints refuse malformed links with 4xx, writing nothing', () => {
  it.each([
    ['a reserved case id', { s: 'case', i: '__x__', r: 'a'.repeat(64), t: 'A'.repeat(43) }],
    ['a reserved uid', { s: 'alerts', i: '__x__', r: 'a'.repeat(64), t: 'A'.repeat(43) }],
    ['a legacy link with a reserved uid', { u: '__x__', k: 'alerts', t: 'A'.repeat(32) }],
    ['no scope', { r: 'a'.repeat(64), t: 'A'.repeat(43) }],
  ])('mailStop: %s', async (_case, query) => {
    const search = new URLSearchParams(query as Record<string, string>).toString();
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${fn('mailStop')}?${search}`, { method });
      expect(response.status).toBe(400);
    }
    expect((await db.doc(paths.mailStop('a'.repeat(64))).get()).exists).toBe(false);
  });

  it('mailConfirm: a malformed or unknown token', async () => {
    for (const t of ['__x__', 'short', '']) {
      expect((await fetch(`${fn('mailConfirm')}?t=${t}`, { method: 'POST' })).status).toBe(400);
    }
    const unknown = await fetch(`${fn('mailConfirm')}?t=${'A'.repeat(43)}`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});
