import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailHash } from '../../src/platform/mail/mail-keys.js';
import { hashLinkToken, newLinkToken } from '../../src/platform/link-tokens.js';
import { clientKey } from '../../src/platform/http/client-key.js';
import { bucketFor, CASE_RATE_LIMITS } from '../../src/platform/rate-limit.js';
import { reviewIdFor } from '../../src/domains/reviews/review-id.js';
import {
  CASE_CONSENT_VERSION,
  CASE_OFFER_WINDOW_MS,
  CASE_OPENS_PER_VISITOR_HOUR,
  CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY,
  COLLECTIONS,
  paths,
  reviewApiPaths,
  CaseStatsDoc,
  sumCaseStats,
} from '../../src/shared/index.js';
import {
  caseMail,
  caseState,
  openCaseBody,
  seedCaseSeller,
  storedReview,
  submitReview,
  tokenIn,
  type StoredMail,
} from './cases-env.js';
import {
  forwardedFor,
  randomClientAddress,
  reviewBody,
  submissionId,
  useReviewApi,
} from './review-api-env.js';

/**
 * The resolution loop through the real reviewApi function and triggers on the emulators, every
 * route, each answer read back from Firestore: the address only ever in caseContacts (and the
 * emails to the customer), tokens only as hashes, refused calls writing nothing.
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;

/** A new customer address per case: the per-address limit counts across tests. */
const freshAddress = () => `ana.${submissionId().slice(0, 12)}@example.org`;
const EMULATOR_SALT = 'emulator-only-salt';

async function openCase(overrides: Record<string, unknown> = {}, rating = 2) {
  const seller = await seedCaseSeller(db);
  const { submissionId: mine, caseId } = await submitReview(
    reviewApi.base,
    seller.productId,
    rating,
  );
  const address = freshAddress();
  const answer = await reviewApi.call(reviewApiPaths.cases(), {
    body: openCaseBody(seller.productId, mine, { email: address, ...overrides }),
  });
  return { seller, caseId, submission: mine, answer, address };
}

async function openConfirmedCase() {
  const opened = await openCase();
  const mail = await caseMail(db, opened.caseId, 'confirm');
  const token = tokenIn(mail?.message.text ?? '');
  const confirmed = await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), {
    method: 'POST',
  });
  expect(confirmed.status).toBe(200);
  return { ...opened, token };
}

describe('the contact offer: in the submission’s answer, and the consent form agrees', () => {
  /** The answer to a review through the API, and what the consent form then answers for it. */
  async function reviewThenAsk(productId: string, rating: number) {
    const body = reviewBody(productId, { rating });
    const answer = await reviewApi.call(reviewApiPaths.reviews(), { body });
    expect(answer.status).toBe(201);
    const form = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(productId, body.submissionId, { email: freshAddress() }),
    });
    return { next: (answer.body as { next: unknown }).next, form: form.status };
  }

  it('offers it below the minimum, with the name and retention the consent text shows', async () => {
    const seller = await seedCaseSeller(db, { caseRetentionDays: 45 });
    expect(await reviewThenAsk(seller.productId, 3)).toEqual({
      next: { contactOffer: { sellerName: 'Maria Popescu', retentionDays: 45 } },
      form: 202,
    });
    // At the minimum: the store page only, and the form refuses.
    expect(await reviewThenAsk(seller.productId, 4)).toEqual({
      next: { storePage: { url: 'https://www.amazon.de/review/create-review?asin=B07PGL2ZSL' } },
      form: 403,
    });
  });

  it('offers it on every rating when the seller asks, the card’s brand named first', async () => {
    const seller = await seedCaseSeller(db, { caseOfferOnAllRatings: true });
    await db.doc(paths.product(seller.productId)).update({ 'card.brandName': 'Mug & Co' });
    const { next, form } = await reviewThenAsk(seller.productId, 5);
    expect(next).toMatchObject({ contactOffer: { sellerName: 'Mug & Co', retentionDays: 90 } });
    expect(form).toBe(202);
  });

  it('answers a retry after the offer’s window without it, as the form does', async () => {
    const seller = await seedCaseSeller(db);
    const body = reviewBody(seller.productId, { rating: 2 });
    const first = await reviewApi.call(reviewApiPaths.reviews(), { body });
    expect(first.body).toMatchObject({
      next: { contactOffer: { sellerName: 'Maria Popescu', retentionDays: 90 } },
    });
    await db
      .doc(paths.review(seller.productId, reviewIdFor(body.submissionId)))
      .update({ createdAt: Timestamp.fromMillis(Date.now() - CASE_OFFER_WINDOW_MS - 60_000) });
    const retry = await reviewApi.call(reviewApiPaths.reviews(), { body });
    expect(retry).toEqual({
      status: 200,
      body: { outcome: 'private', reviewUrl: null, next: {} },
    });
    const form = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, body.submissionId, { email: freshAddress() }),
    });
    expect(form).toEqual({ status: 403, body: { error: 'case_not_offered' } });
  });

  it('is no route of its own any more', async () => {
    const seller = await seedCaseSeller(db);
    const retired = await reviewApi.call(`/api/products/${seller.productId}/case-offer`);
    expect(retired).toEqual({ status: 404, body: { error: 'not_found' } });
  });
});

describe('POST /api/cases', () => {
  it('opens a case: no address on the case, the address only in the contact, a hashed link', async () => {
    const { seller, caseId, answer, address } = await openCase();
    expect(answer).toEqual({ status: 202, body: { contact: 'pending_confirmation' } });
    const state = await caseState(db, caseId);
    expect(state.case).toMatchObject({
      ownerId: seller.ownerId,
      productId: seller.productId,
      reviewId: caseId,
      status: 'new',
      contact: 'pending_confirmation',
      locale: 'ro',
      consent: { textVersion: CASE_CONSENT_VERSION, locale: 'ro' },
      confirmedAt: null,
      firstReplyAt: null,
      messageCount: 0,
    });
    expect(JSON.stringify(state.case)).not.toContain('@');
    expect(state.contact).toMatchObject({
      email: address,
      emailHash: emailHash(address, EMULATOR_SALT),
      confirmedAt: null,
    });
    // An unconfirmed address is kept no longer than its confirmation link: 7 days.
    const created = (state.case?.createdAt as Timestamp).toMillis();
    expect((state.case?.purgeAt as Timestamp).toMillis() - created).toBe(7 * 86_400_000);

    const mail = await caseMail(db, caseId, 'confirm');
    expect(mail?.to).toEqual([address]);
    expect(mail?.message.subject).toContain('Maria Popescu');
    const token = tokenIn(mail?.message.text ?? '');
    expect(state.tokens).toEqual([
      expect.objectContaining({ id: hashLinkToken(token), caseId, purpose: 'confirm' }),
    ]);
    expect(JSON.stringify(state)).not.toContain(token);
    // The review itself is as it was: the answer changes nothing about it.
    expect(await storedReview(db, seller.productId, caseId)).toMatchObject({
      rating: 2,
      published: false,
    });
  });

  it('answers a retry with the same address the same, without a second email or link', async () => {
    const { seller, caseId, submission, address } = await openCase();
    const again = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, submission, { email: ` ${address.toUpperCase()} ` }),
    });
    expect(again.status).toBe(202);
    expect((await caseState(db, caseId)).tokens).toHaveLength(1);
    const other = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, submission, { email: 'someone.else@example.org' }),
    });
    expect(other).toEqual({ status: 409, body: { error: 'case_exists' } });
    expect((await caseState(db, caseId)).contact?.email).toBe(address);
  });

  it('is offered only below the minimum unless the seller offers it on every rating', async () => {
    const { caseId, submission, answer, seller } = await openCase({}, 4);
    expect(answer).toEqual({ status: 403, body: { error: 'case_not_offered' } });
    expect(await caseState(db, caseId)).toEqual({
      case: null,
      contact: null,
      messages: [],
      tokens: [],
      mailIds: [],
    });
    await db.doc(paths.seller(seller.ownerId)).update({ caseOfferOnAllRatings: true });
    const allowed = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, submission, { email: freshAddress() }),
    });
    expect(allowed.status).toBe(202);
  });

  it('refuses a review it does not know, another product’s, and an old one', async () => {
    const seller = await seedCaseSeller(db);
    const unknown = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, submissionId()),
    });
    expect(unknown).toEqual({ status: 403, body: { error: 'case_not_offered' } });
    const other = await seedCaseSeller(db);
    const { submissionId: mine, caseId: reviewId } = await submitReview(
      reviewApi.base,
      other.productId,
    );
    const crossed = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, mine),
    });
    expect(crossed.status).toBe(403);
    await db
      .doc(paths.review(other.productId, reviewId))
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 3_600_000) });
    const old = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(other.productId, mine),
    });
    expect(old).toEqual({ status: 403, body: { error: 'case_not_offered' } });
    expect((await caseState(db, reviewId)).case).toBeNull();
  });

  it.each([
    ['an address', (name: string) => [`${name}@example.org`]],
    [
      'a mailbox under its plus-tags',
      (name: string) => [
        `${name}+1@example.org`,
        `${name}+news@example.org`,
        `${name.toUpperCase()}+Shop@Example.ORG`,
        `${name}@example.org`,
      ],
    ],
    [
      'a Gmail mailbox under its dots, its plus-tags and googlemail.com',
      (name: string) => [
        `${name}@gmail.com`,
        `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`,
        `${[...name].join('.')}+shop@gmail.com`,
        `${name}+4@googlemail.com`,
      ],
    ],
  ])(
    `takes %s for at most ${CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY} unconfirmed cases a day`,
    async (_name, variants) => {
      const addresses = variants(`limit${submissionId().slice(0, 10)}`);
      const seller = await seedCaseSeller(db);
      const answers = [];
      for (let i = 0; i <= CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY; i += 1) {
        const review = await submitReview(reviewApi.base, seller.productId);
        const email = addresses[i % addresses.length]!;
        const answer = await reviewApi.call(reviewApiPaths.cases(), {
          body: openCaseBody(seller.productId, review.submissionId, { email }),
        });
        answers.push({ status: answer.status, body: answer.body, review, email });
      }
      expect(answers.map(({ status }) => status)).toEqual([202, 202, 202, 429]);
      const refused = answers.at(-1)!;
      expect(refused.body).toEqual({ error: 'address_limit' });
      expect((await caseState(db, refused.review.caseId)).case).toBeNull();
      const bucket = bucketFor(
        CASE_RATE_LIMITS.unconfirmedPerAddress,
        emailHash(addresses[0]!, EMULATOR_SALT),
        Date.now(),
      );
      expect((await db.doc(paths.rateLimit(bucket.docId)).get()).get('count')).toBe(3);

      // Confirming one frees its place for the day.
      const mail = await caseMail(db, answers[0]!.review.caseId, 'confirm');
      const token = tokenIn(mail?.message.text ?? '');
      await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), { method: 'POST' });
      expect((await db.doc(paths.rateLimit(bucket.docId)).get()).get('count')).toBe(2);
      const retry = await reviewApi.call(reviewApiPaths.cases(), {
        body: openCaseBody(seller.productId, refused.review.submissionId, {
          email: refused.email,
        }),
      });
      expect(retry.status).toBe(202);
      // Each case's email goes to the address as the customer typed it.
      const sent = await caseMail(db, refused.review.caseId, 'confirm');
      expect(sent?.to).toEqual([refused.email]);
    },
  );
});

/**
 * What the seller can send: they see the case's id (the review's) in their inbox, and may try
 * addresses while the case waits for the customer's confirmation. Every try, whatever address,
 * gets the same answer and has the same effect (one form counted against the sender), read back.
 */
describe('a seller who knows the case id', () => {
  /** Everything a try could change: the case's documents, its emails, both addresses' counters. */
  async function everything(caseId: string, addresses: string[]) {
    const counters = await Promise.all(
      addresses.map(async (address) => {
        const bucket = bucketFor(
          CASE_RATE_LIMITS.unconfirmedPerAddress,
          emailHash(address, EMULATOR_SALT),
          Date.now(),
        );
        return (await db.doc(paths.rateLimit(bucket.docId)).get()).get('count') as unknown;
      }),
    );
    return { ...(await caseState(db, caseId)), counters };
  }

  it('learns nothing from POST /api/cases, whatever address they try', async () => {
    const { seller, address } = await openCase();
    // The id the seller's inbox shows: their own cases, as the rules let them list them.
    const inbox = await db
      .collection(COLLECTIONS.cases)
      .where('ownerId', '==', seller.ownerId)
      .get();
    expect(inbox.size).toBe(1);
    const caseId = inbox.docs[0]!.id;
    const wrong = freshAddress();
    const before = await everything(caseId, [address, wrong]);
    expect(before.counters).toEqual([1, undefined]);

    const sender = randomClientAddress();
    const formsCounter = paths.rateLimit(
      bucketFor(CASE_RATE_LIMITS.opens, clientKey(sender, EMULATOR_SALT), Date.now()).docId,
    );
    const tries = [address, wrong, ` ${address.toUpperCase()} `, address.replace('@', '+1@')];
    const answers = [];
    for (const [index, email] of tries.entries()) {
      answers.push(
        await reviewApi.call(reviewApiPaths.cases(), {
          body: openCaseBody(seller.productId, caseId, { email }),
          headers: { 'x-forwarded-for': forwardedFor(sender) },
        }),
      );
      expect(await everything(caseId, [address, wrong]), email).toEqual(before);
      expect((await db.doc(formsCounter).get()).get('count'), email).toBe(index + 1);
    }
    expect(answers).toEqual(
      tries.map(() => ({ status: 403, body: { error: 'case_not_offered' } })),
    );
    // The customer's own browser still can: it holds the submission id.
    expect((await caseState(db, caseId)).case?.contact).toBe('pending_confirmation');
  });

  it('cannot open a case for a review of theirs that has none, with any address', async () => {
    const seller = await seedCaseSeller(db);
    const review = await submitReview(reviewApi.base, seller.productId);
    const seen = (await db.collection(paths.reviews(seller.productId)).get()).docs.map(
      (doc) => doc.id,
    );
    expect(seen).toHaveLength(1);
    const answer = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, seen[0]!, { email: freshAddress() }),
      headers: { 'x-forwarded-for': forwardedFor(randomClientAddress()) },
    });
    expect(answer).toEqual({ status: 403, body: { error: 'case_not_offered' } });
    expect(await caseState(db, seen[0]!)).toEqual({
      case: null,
      contact: null,
      messages: [],
      tokens: [],
      mailIds: [],
    });
    // The customer's browser opens it as ever.
    const mine = await reviewApi.call(reviewApiPaths.cases(), {
      body: openCaseBody(seller.productId, review.submissionId, { email: freshAddress() }),
      headers: { 'x-forwarded-for': forwardedFor(randomClientAddress()) },
    });
    expect(mine.status).toBe(202);
  });

  it('meets the forms ceiling before anything is looked up', async () => {
    const { seller, submission, caseId } = await openCase();
    const fresh = await submitReview(reviewApi.base, seller.productId);
    const sender = randomClientAddress();
    const bucket = bucketFor(CASE_RATE_LIMITS.opens, clientKey(sender, EMULATOR_SALT), Date.now());
    await db
      .doc(paths.rateLimit(bucket.docId))
      .set({ count: CASE_OPENS_PER_VISITOR_HOUR, expiresAt: bucket.expiresAt });
    const before = await caseState(db, caseId);
    // An open case, a review without one, one that does not exist: the same answer.
    for (const submissionId of [submission, fresh.submissionId, 'f'.repeat(32)]) {
      const answer = await reviewApi.call(reviewApiPaths.cases(), {
        body: openCaseBody(seller.productId, submissionId, { email: freshAddress() }),
        headers: { 'x-forwarded-for': forwardedFor(sender) },
      });
      expect(answer).toEqual({ status: 429, body: { error: 'rate_limited' } });
    }
    expect(await caseState(db, caseId)).toEqual(before);
    expect((await caseState(db, fresh.caseId)).case).toBeNull();
    expect((await db.doc(paths.rateLimit(bucket.docId)).get()).get('count')).toBe(
      CASE_OPENS_PER_VISITOR_HOUR,
    );
  });
});

describe('the case page', () => {
  it('shows the masked address and nothing can be sent before the address is confirmed', async () => {
    const { caseId } = await openCase();
    const token = tokenIn((await caseMail(db, caseId, 'confirm'))?.message.text ?? '');
    const shown = await reviewApi.call(reviewApiPaths.case(token));
    expect(shown).toEqual({
      status: 200,
      body: {
        productTitle: 'Ceramic mug',
        sellerName: 'Maria Popescu',
        status: 'new',
        contact: 'pending_confirmation',
        maskedEmail: 'a***@example.org',
        locale: 'ro',
        linkPurpose: 'confirm',
        messages: [],
      },
    });
    const early = await reviewApi.call(reviewApiPaths.caseAction(token, 'messages'), {
      body: { text: 'Hello?' },
    });
    expect(early).toEqual({ status: 409, body: { error: 'contact_not_confirmed' } });
    expect((await caseState(db, caseId)).messages).toEqual([]);
  });

  it('confirms once; a replayed confirmation changes nothing', async () => {
    const { caseId, token } = await openConfirmedCase();
    const state = await caseState(db, caseId);
    expect(state.case).toMatchObject({ contact: 'confirmed', status: 'new' });
    expect(state.contact?.confirmedAt).toBeInstanceOf(Timestamp);
    expect(state.tokens).toEqual([expect.objectContaining({ purpose: 'access' })]);
    const confirmedAt = (state.case?.confirmedAt as Timestamp).toMillis();
    // Confirmed: the seller's retention (90 days) from now on.
    expect((state.case?.purgeAt as Timestamp).toMillis() - confirmedAt).toBe(90 * 86_400_000);
    const replay = await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), {
      method: 'POST',
    });
    expect(replay.status).toBe(200);
    expect((replay.body as { linkPurpose: string }).linkPurpose).toBe('access');
    expect(((await caseState(db, caseId)).case?.confirmedAt as Timestamp).toMillis()).toBe(
      confirmedAt,
    );
  });

  it('the whole loop: customer answers, seller is alerted, seller replies by relay, resolve, erase', async () => {
    const { seller, caseId, token, address } = await openConfirmedCase();

    const answered = await reviewApi.call(reviewApiPaths.caseAction(token, 'messages'), {
      body: { text: '  The handle broke.\nCan you send a new one? <3  ' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({
      status: 'customer_replied',
      messages: [{ author: 'customer', text: 'The handle broke.\nCan you send a new one? <3' }],
    });
    let state = await caseState(db, caseId);
    expect(state.case).toMatchObject({ status: 'customer_replied', messageCount: 1 });
    // Two alerts reached the seller: the confirmation (the case can be answered) and the answer.
    const alerts = state.mailIds.filter((id) => id.includes('-alert-'));
    expect(alerts).toHaveLength(2);
    // Each alert's id ends with its recipient's key (recipientMailId): one email per mailbox.
    const confirmedId = alerts.find((id) => id.includes('-alert-confirmed-')) ?? '';
    const confirmed = (await db.doc(paths.mail(confirmedId)).get()).data() as
      StoredMail | undefined;
    expect(confirmed?.to).toEqual([seller.email]);
    expect(confirmed?.message.text).toContain('has confirmed their email address');
    expect(JSON.stringify(confirmed)).not.toContain(address);
    const alertId = alerts.find((id) => id !== confirmedId) ?? '';
    const alert = (await db.doc(paths.mail(alertId)).get()).data() as StoredMail | undefined;
    expect(alert?.to).toEqual([seller.email]);
    expect(alert?.message.text).toContain('The handle broke.');
    expect(JSON.stringify(alert)).not.toContain(address);

    // The seller's reply, as the rules let the web app write it (counted in the same commit);
    // the trigger relays it.
    const reply = db.collection(paths.caseMessages(caseId)).doc();
    const replyCommit = db.batch();
    replyCommit.create(reply, {
      ownerId: seller.ownerId,
      author: 'seller',
      text: 'Sorry! A new one is on its way.\n<b>not bold</b> & https://example.com/x',
      createdAt: Timestamp.now(),
    });
    replyCommit.update(db.doc(paths.case(caseId)), {
      messageCount: FieldValue.increment(1),
      lastSellerMessageId: reply.id,
    });
    await replyCommit.commit();
    await expect
      .poll(async () => (await caseState(db, caseId)).case?.status, { timeout: 60_000 })
      .toBe('waiting_customer');
    state = await caseState(db, caseId);
    expect(state.case?.firstReplyAt).toBeInstanceOf(Timestamp);
    expect(state.case?.messageCount).toBe(2);
    const relayed = await caseMail(db, caseId, `reply-${reply.id}`);
    expect(relayed?.to).toEqual([address]);
    expect(relayed?.message.text).toContain('<b>not bold</b> & https://example.com/x');
    expect(relayed?.message.html).toContain(
      '&lt;b&gt;not bold&lt;/b&gt; &amp; https://example.com/x',
    );
    expect(relayed?.message.html).not.toContain('<b>');
    expect(relayed?.message.html).not.toContain('href="https://example.com/x"');
    const accessToken = tokenIn(relayed?.message.text ?? '');
    expect(accessToken).not.toBe(token);
    expect(state.tokens).toHaveLength(2);

    const read = await reviewApi.call(reviewApiPaths.case(accessToken));
    expect(read.body).toMatchObject({
      status: 'waiting_customer',
      linkPurpose: 'access',
      messages: [{ author: 'customer' }, { author: 'seller' }],
    });

    const resolved = await reviewApi.call(reviewApiPaths.caseAction(accessToken, 'resolve'), {
      method: 'POST',
    });
    expect(resolved.body).toMatchObject({ status: 'resolved' });
    expect((await caseState(db, caseId)).case?.resolvedAt).toBeInstanceOf(Timestamp);
    // The seller's numbers, kept by the trigger for the seller and for the product.
    const numbers = { opened: 1, withContact: 1, firstReplies: 1, resolved: 1, openByHour: {} };
    await expect
      .poll(
        async () => (await db.doc(paths.caseStats(seller.ownerId, seller.productId)).get()).data(),
        { timeout: 60_000 },
      )
      .toMatchObject(numbers);
    const shards = await db.collection(paths.caseStatsShards(seller.ownerId)).get();
    expect(
      sumCaseStats(shards.docs.map((shard) => v.parse(CaseStatsDoc, shard.data()))),
    ).toMatchObject(numbers);

    const erased = await reviewApi.call(reviewApiPaths.caseAction(accessToken, 'erase'), {
      method: 'POST',
    });
    expect(erased).toMatchObject({
      status: 200,
      body: { contact: 'erased', maskedEmail: null, messages: [], status: 'resolved' },
    });
    state = await caseState(db, caseId);
    expect(state).toMatchObject({ contact: null, messages: [], tokens: [], mailIds: [] });
    expect(state.case).toMatchObject({ contact: 'erased', status: 'resolved', messageCount: 0 });
    expect(state.case).not.toHaveProperty('consent');
    expect(JSON.stringify(state)).not.toContain(address);
    // The review's rating and feedback stay, as the seller's record.
    expect(await storedReview(db, seller.productId, caseId)).toMatchObject({ rating: 2 });
    // Every link is dead now, the old ones too.
    for (const dead of [token, accessToken]) {
      expect(await reviewApi.call(reviewApiPaths.case(dead))).toEqual({
        status: 404,
        body: { error: 'case_not_found' },
      });
    }
  }, 180_000);

  it('erases before confirmation too', async () => {
    const { caseId, address } = await openCase();
    const token = tokenIn((await caseMail(db, caseId, 'confirm'))?.message.text ?? '');
    const erased = await reviewApi.call(reviewApiPaths.caseAction(token, 'erase'), {
      method: 'POST',
    });
    expect(erased.status).toBe(200);
    const state = await caseState(db, caseId);
    expect(state).toMatchObject({ contact: null, tokens: [], mailIds: [] });
    expect(JSON.stringify(state)).not.toContain(address);
  });

  it('answers forged, malformed and expired links without writing anything', async () => {
    const { caseId, token } = await openConfirmedCase();
    const before = await caseState(db, caseId);
    const forged = newLinkToken().token;
    for (const bad of [forged, 'short', `${token}x`, token.slice(0, 42), '%00']) {
      const answer = await reviewApi.call(reviewApiPaths.case(bad));
      expect(answer, bad).toEqual({ status: 404, body: { error: 'case_not_found' } });
    }
    // A link past its lifetime.
    const expired = newLinkToken();
    await db.doc(paths.caseToken(expired.hash)).set({
      caseId,
      purpose: 'access',
      createdAt: Timestamp.fromMillis(Date.now() - 40 * 86_400_000),
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
    });
    for (const action of ['messages', 'resolve', 'erase'] as const) {
      const answer = await reviewApi.call(reviewApiPaths.caseAction(expired.token, action), {
        body: action === 'messages' ? { text: 'Still there?' } : undefined,
        method: 'POST',
      });
      expect(answer, action).toEqual({ status: 410, body: { error: 'case_link_expired' } });
    }
    const after = await caseState(db, caseId);
    expect(after.case).toEqual(before.case);
    expect(after.contact).toEqual(before.contact);
    expect(after.messages).toEqual([]);
  });
});
