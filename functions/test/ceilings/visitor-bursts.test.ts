import { describe, expect, it } from 'vitest';
import { emailHash } from '../../src/platform/mail/mail-keys.js';
import { clientKey } from '../../src/platform/http/client-key.js';
import { createReviewApi } from '../../src/entry/http/review-api-handler.js';
import {
  CASE_RATE_LIMITS,
  VISITOR_RATE_LIMITS,
  bucketFor,
  submissionBuckets,
  visitorBucket,
  type RateLimitBucket,
  type RateLimitRule,
} from '../../src/platform/rate-limit.js';
import {
  CASE_MAX_MESSAGES,
  CASE_OPENS_PER_VISITOR_HOUR,
  CASE_REQUESTS_PER_VISITOR_HOUR,
  CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY,
  FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR,
  PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR,
  paths,
  reviewApiPaths,
} from '../../src/shared/index.js';
import {
  caseMail,
  caseState,
  openCaseBody,
  seedCaseSeller,
  submitReview,
  tokenIn,
} from '../integration/cases-env.js';
import {
  type ApiAnswer,
  forwardedFor,
  funnelCounts,
  randomClientAddress,
  reviewBody,
  seedProduct,
  submissionId,
  useReviewApi,
} from '../integration/review-api-env.js';

/**
 * Every ceiling of what a visitor can make the review API do (docs/decisions.md, "Ceilings" and
 * "Abuse limits"), at one below it, hit by 10 calls at once through the real reviewApi function
 * on the emulators: exactly one passes, and the counters read back hold the ceiling, not more.
 * Each ceiling is checked in the transaction that counts it; a check read beforehand let a burst
 * through (2 of 6 case-page calls at 119 of 120, opens counted 62–63 times at 59 of 60).
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;
const SALT = 'emulator-only-salt';
const BURST = 10;

type Call = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<ApiAnswer>;

/** Through the reviewApi function on the Functions emulator (which may serialise a burst). */
const viaFunction: Call = (path, init) => reviewApi.call(path, init);

/**
 * The same code in this process, on the same emulated Firestore: one instance taking all the
 * calls at once, interleaved at every await as a busy instance would.
 */
const inOneInstance: Call = (() => {
  const handle = createReviewApi({ db, salt: SALT });
  return async (path, init = {}) => {
    const raw = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body));
    const answer: ApiAnswer = { status: 0, body: undefined };
    const response = {
      status(code: number) {
        answer.status = code;
        return response;
      },
      set: () => response,
      json(body: unknown) {
        answer.body = body;
      },
    };
    const [pathname = '', query = ''] = path.split('?');
    await handle(
      {
        method: init.method ?? (raw ? 'POST' : 'GET'),
        path: pathname,
        headers: {
          ...(raw ? { 'content-type': 'application/json', 'content-length': `${raw.length}` } : {}),
          ...init.headers,
        },
        body: init.body,
        rawBody: raw,
        query: Object.fromEntries(new URLSearchParams(query)),
      },
      response,
    );
    return answer;
  };
})();

const TRANSPORTS: [string, Call][] = [
  ['through the function', viaFunction],
  ['in one instance', inOneInstance],
];

/**
 * Waits out the last seconds of a counting window, so a burst and the counters read back after it
 * fall in the same window as the counter the test set up.
 */
async function awayFromWindowEnd(windowMs: number) {
  // Each suite's timeout leaves room for this wait on top of the burst (WAIT_THEN_BURST_MS).
  const left = windowMs - (Date.now() % windowMs);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Sets a counter to `count` calls already accepted in its window. */
async function setCount(bucket: RateLimitBucket, count: number) {
  await db.doc(paths.rateLimit(bucket.docId)).set({ count, expiresAt: bucket.expiresAt });
}

async function countOf(bucket: RateLimitBucket): Promise<unknown> {
  return (await db.doc(paths.rateLimit(bucket.docId)).get()).get('count');
}

/** The functions project's 30 s per test, plus up to 20 s waited at a window's end. */
const WAIT_THEN_BURST_MS = 50_000;

const statuses = (answers: ApiAnswer[]) => answers.map((answer) => answer.status).sort();
const fromOne = (address: string) => ({ 'x-forwarded-for': forwardedFor(address) });

/** BURST calls at once; `send` is given each call's index. */
const burst = (send: (index: number) => Promise<ApiAnswer>) =>
  Promise.all(Array.from({ length: BURST }, (_, index) => send(index)));

/** The statuses of a burst of which exactly one passed (`passed`) and the rest were `refused`. */
const onePassed = (passed: number, refused = 429) => [
  passed,
  ...Array<number>(BURST - 1).fill(refused),
];

/**
 * A new product and a visitor whose counter of `rule` for it stands at one below its ceiling,
 * away from the end of the rule's window.
 */
async function visitorOneBelow(rule: RateLimitRule) {
  await awayFromWindowEnd(rule.windowMs);
  const productId = await seedProduct(db);
  const visitor = randomClientAddress();
  const bucket = visitorBucket(rule, productId, clientKey(visitor, SALT), Date.now());
  await setCount(bucket, rule.limit - 1);
  return { productId, visitor, bucket };
}

describe.each(TRANSPORTS)(
  'a burst at one below a visitor’s ceiling, %s',
  { timeout: WAIT_THEN_BURST_MS },
  (_how, call) => {
    it('counts one of 10 page opens at once, and serves all 10', async () => {
      const { productId, visitor, bucket } = await visitorOneBelow(VISITOR_RATE_LIMITS.pageOpens);

      const answers = await burst(() =>
        call(reviewApiPaths.product(productId), { headers: fromOne(visitor) }),
      );
      expect(statuses(answers)).toEqual(Array<number>(BURST).fill(200));
      expect(await countOf(bucket)).toBe(PAGE_OPENS_PER_VISITOR_PER_PRODUCT_HOUR);
      const days = Object.values(await funnelCounts(db, productId));
      expect(days).toEqual([{ opened: 1 }]);
    });

    it('counts one of 10 funnel events at once and refuses the other 9', async () => {
      const { productId, visitor, bucket } = await visitorOneBelow(
        VISITOR_RATE_LIMITS.funnelEvents,
      );

      const answers = await burst(() =>
        call(reviewApiPaths.productEvents(productId), {
          body: { event: 'store_chosen', store: 'amazon' },
          headers: fromOne(visitor),
        }),
      );
      expect(statuses(answers)).toEqual(onePassed(204));
      expect(await countOf(bucket)).toBe(FUNNEL_EVENTS_PER_VISITOR_PER_PRODUCT_HOUR);
      expect(Object.values(await funnelCounts(db, productId))).toEqual([{ storeChosen: 1 }]);
    });

    it('takes one of 10 reviews at once from one client at one below its ceiling', async () => {
      await awayFromWindowEnd(10 * 60_000);
      const productId = await seedProduct(db);
      const visitor = randomClientAddress();
      const { perClient } = submissionBuckets(productId, clientKey(visitor, SALT), Date.now());
      await setCount(perClient, perClient.limit - 1);

      const answers = await burst(() =>
        call(reviewApiPaths.reviews(), { body: reviewBody(productId), headers: fromOne(visitor) }),
      );
      expect(statuses(answers)).toEqual(onePassed(201));
      expect(await countOf(perClient)).toBe(perClient.limit);
      expect((await db.collection(paths.reviews(productId)).get()).size).toBe(1);
    });

    it('takes one of 10 reviews at once from 10 clients at one below the product’s hourly ceiling', async () => {
      await awayFromWindowEnd(3_600_000);
      const productId = await seedProduct(db);
      const { productShards } = submissionBuckets(productId, 'any', Date.now());
      // 199 of 200: every shard full but one, one short.
      for (const [index, shard] of productShards.entries()) {
        await setCount(shard, index === 3 ? shard.limit - 1 : shard.limit);
      }

      const answers = await burst(() =>
        call(reviewApiPaths.reviews(), {
          body: reviewBody(productId),
          headers: fromOne(randomClientAddress()),
        }),
      );
      expect(statuses(answers)).toEqual(onePassed(201));
      const counts = await Promise.all(productShards.map((shard) => countOf(shard)));
      expect(counts.reduce<number>((sum, count) => sum + Number(count), 0)).toBe(200);
      expect((await db.collection(paths.reviews(productId)).get()).size).toBe(1);
    });
  },
);

describe.each(TRANSPORTS)(
  'a burst at one below a case ceiling, %s',
  { timeout: WAIT_THEN_BURST_MS },
  (_how, call) => {
    /** A confirmed case and the access token its confirmation turned the link into. */
    async function confirmedCase() {
      const seller = await seedCaseSeller(db);
      const review = await submitReview(reviewApi.base, seller.productId);
      const opened = await reviewApi.call(reviewApiPaths.cases(), {
        body: openCaseBody(seller.productId, review.submissionId, {
          email: `burst.${submissionId().slice(0, 12)}@example.org`,
        }),
        headers: fromOne(randomClientAddress()),
      });
      expect(opened.status).toBe(202);
      const token = tokenIn((await caseMail(db, review.caseId, 'confirm'))?.message.text ?? '');
      const confirmed = await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), {
        method: 'POST',
        headers: fromOne(randomClientAddress()),
      });
      expect(confirmed.status).toBe(200);
      return { caseId: review.caseId, token };
    }

    it('answers one of 10 case page calls at once and refuses the other 9', async () => {
      await awayFromWindowEnd(3_600_000);
      const { token } = await confirmedCase();
      const visitor = randomClientAddress();
      const bucket = bucketFor(CASE_RATE_LIMITS.requests, clientKey(visitor, SALT), Date.now());
      await setCount(bucket, CASE_REQUESTS_PER_VISITOR_HOUR - 1);

      const answers = await burst(() =>
        call(reviewApiPaths.case(token), { headers: fromOne(visitor) }),
      );
      expect(statuses(answers)).toEqual(onePassed(200));
      expect(await countOf(bucket)).toBe(CASE_REQUESTS_PER_VISITOR_HOUR);
    });

    it('opens one of 10 cases at once from one visitor at one below its forms ceiling', async () => {
      await awayFromWindowEnd(3_600_000);
      const seller = await seedCaseSeller(db);
      const reviews = [];
      for (let i = 0; i < BURST; i++)
        reviews.push(await submitReview(reviewApi.base, seller.productId));
      const visitor = randomClientAddress();
      const bucket = bucketFor(CASE_RATE_LIMITS.opens, clientKey(visitor, SALT), Date.now());
      await setCount(bucket, CASE_OPENS_PER_VISITOR_HOUR - 1);

      const answers = await Promise.all(
        reviews.map((review) =>
          call(reviewApiPaths.cases(), {
            body: openCaseBody(seller.productId, review.submissionId, {
              email: `burst.${submissionId().slice(0, 12)}@example.org`,
            }),
            headers: fromOne(visitor),
          }),
        ),
      );
      expect(statuses(answers)).toEqual(onePassed(202));
      expect(await countOf(bucket)).toBe(CASE_OPENS_PER_VISITOR_HOUR);
      const opened = await Promise.all(
        reviews.map(async (r) => (await caseState(db, r.caseId)).case),
      );
      expect(opened.filter(Boolean)).toHaveLength(1);
    });

    it('opens one of 10 cases at once for one mailbox at one below its daily ceiling, whatever plus-tags', async () => {
      await awayFromWindowEnd(86_400_000);
      const seller = await seedCaseSeller(db);
      const name = `burst${submissionId().slice(0, 10)}`;
      const bucket = bucketFor(
        CASE_RATE_LIMITS.unconfirmedPerAddress,
        emailHash(`${name}@example.org`, SALT),
        Date.now(),
      );
      await setCount(bucket, CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY - 1);
      const reviews = [];
      for (let i = 0; i < BURST; i++)
        reviews.push(await submitReview(reviewApi.base, seller.productId));

      // Ten visitors, ten reviews, one mailbox under ten plus-tags.
      const answers = await Promise.all(
        reviews.map((review, i) =>
          call(reviewApiPaths.cases(), {
            body: openCaseBody(seller.productId, review.submissionId, {
              email: `${name}+${i}@example.org`,
            }),
            headers: fromOne(randomClientAddress()),
          }),
        ),
      );
      expect(statuses(answers)).toEqual(onePassed(202));
      expect(answers.filter((a) => a.status === 429).map((a) => a.body)).toEqual(
        Array(BURST - 1).fill({ error: 'address_limit' }),
      );
      expect(await countOf(bucket)).toBe(CASE_UNCONFIRMED_PER_ADDRESS_PER_DAY);
    });

    it('adds one of 10 customer answers at once to a thread at one below its ceiling', async () => {
      const { caseId, token } = await confirmedCase();
      await db.doc(paths.case(caseId)).update({ messageCount: CASE_MAX_MESSAGES - 1 });

      // From ten visitors, so that only the thread's ceiling is met.
      const answers = await burst((i) =>
        call(reviewApiPaths.caseAction(token, 'messages'), {
          body: { text: `Answer number ${i}, sent at once.` },
          headers: fromOne(randomClientAddress()),
        }),
      );
      expect(statuses(answers)).toEqual(onePassed(201, 409));
      const state = await caseState(db, caseId);
      expect(state.case?.messageCount).toBe(CASE_MAX_MESSAGES);
      expect(state.messages).toHaveLength(1);
    });
  },
);
