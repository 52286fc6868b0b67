import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isLinkTokenShape } from '../../src/platform/link-tokens.js';
import { clientKey } from '../../src/platform/http/client-key.js';
import { bucketFor, CASE_RATE_LIMITS } from '../../src/platform/rate-limit.js';
import { CASE_ACTIONS, REVIEW_API_ERRORS, paths, reviewApiPaths } from '../../src/shared/index.js';
import {
  CASE_MESSAGE_CASES,
  CASE_RAW_CASES,
  CASE_ROUTE_CASES,
  FORGED_TOKENS,
  OPEN_CASE_CASES,
} from '../corpus/cases.js';
import {
  caseMail,
  caseState,
  openCaseBody,
  seedCaseSeller,
  submitReview,
  tokenIn,
} from './cases-env.js';
import { forwardedFor, useReviewApi } from './review-api-env.js';

/**
 * The bad input corpus of the resolution loop's entry points against the real reviewApi function
 * on the emulator: each case gets its status and the error code the page translates, and writes
 * nothing (the case, its contact, thread, links and emails, and the caller's counters, read back).
 */
const reviewApi = useReviewApi();
const { db } = reviewApi;
const SALT = 'emulator-only-salt';
let productId = '';
/** A review with no case: every refused consent form must leave it so. */
let reviewId = '';
let reviewSubmission = '';
/** A confirmed case: every refused call on its page must leave it as it is. */
let caseId = '';
let token = '';
let before: Awaited<ReturnType<typeof caseState>>;

beforeAll(async () => {
  const seller = await seedCaseSeller(db);
  productId = seller.productId;
  ({ caseId: reviewId, submissionId: reviewSubmission } = await submitReview(
    reviewApi.base,
    productId,
  ));
  const review = await submitReview(reviewApi.base, productId);
  caseId = review.caseId;
  const opened = await reviewApi.call(reviewApiPaths.cases(), {
    body: openCaseBody(productId, review.submissionId, { email: `corpus.${caseId}@example.org` }),
  });
  expect(opened.status).toBe(202);
  token = tokenIn((await caseMail(db, caseId, 'confirm'))?.message.text ?? '');
  await reviewApi.call(reviewApiPaths.caseAction(token, 'confirm'), { method: 'POST' });
  before = await caseState(db, caseId);
  expect(before.case?.contact).toBe('confirmed');
});

/**
 * One call from a new client address; answers the answer and that client's counters: the forms
 * (POST /api/cases) and the case page's calls.
 */
async function call(
  path: string,
  init: { method?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
) {
  // A client address of its own (IPv6 documentation prefix, one /64 per call): counters left
  // by earlier runs within the hour cannot be mistaken for this call's.
  const address = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
  const answer = await reviewApi.call(path, {
    ...init,
    headers: { 'x-forwarded-for': forwardedFor(address), ...init.headers },
  });
  const key = clientKey(address, SALT);
  const [forms, pageCalls] = [CASE_RATE_LIMITS.opens, CASE_RATE_LIMITS.requests].map((rule) =>
    paths.rateLimit(bucketFor(rule, key, Date.now()).docId),
  );
  return { answer, counters: { forms: forms!, pageCalls: pageCalls! } };
}

type Counters = Awaited<ReturnType<typeof call>>['counters'];

/**
 * Nothing written: no case, contact, thread, link or email, and no counter, except `counted`:
 * a well-formed request that names nothing (an unknown review, product or link) was looked up,
 * so it counts against the caller's ceiling (docs/decisions.md, "Abuse limits"), once.
 */
async function expectNothingWritten(counters: Counters, counted?: keyof Counters) {
  for (const [name, counter] of Object.entries(counters)) {
    const count: unknown = (await db.doc(counter).get()).get('count');
    expect(count, name).toBe(name === counted ? 1 : undefined);
  }
  expect(await caseState(db, reviewId)).toEqual({
    case: null,
    contact: null,
    messages: [],
    tokens: [],
    mailIds: [],
  });
  expect(await caseState(db, caseId)).toEqual(before);
}

function expectError(body: unknown, error: string, issue?: [string, string]) {
  expect(REVIEW_API_ERRORS).toContain(error);
  expect(body).toMatchObject({ error });
  if (issue) {
    const [path, message] = issue;
    expect((body as { issues: unknown[] }).issues).toContainEqual({ path, message });
  }
}

describe('bad input: the consent form (POST /api/cases)', () => {
  it.each(OPEN_CASE_CASES)(
    'refuses %s with a clear error and writes nothing',
    async (_name, change, status, error, issue) => {
      const { answer, counters } = await call(reviewApiPaths.cases(), {
        body: change(openCaseBody(productId, reviewSubmission, { email: 'corpus@example.org' })),
      });
      expect(answer.status).toBe(status);
      expectError(answer.body, error, issue);
      const lookedUp = status === 403 || status === 404;
      await expectNothingWritten(counters, lookedUp ? 'forms' : undefined);
    },
  );

  it.each(CASE_RAW_CASES)('refuses %s and writes nothing', async (_name, raw, type, status) => {
    const { answer, counters } = await call(reviewApiPaths.cases(), {
      raw,
      method: 'POST',
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(status);
    await expectNothingWritten(counters);
  });
});

describe('bad input: a customer’s answer (POST /api/cases/{token}/messages)', () => {
  it.each(CASE_MESSAGE_CASES)(
    'refuses %s with a clear error and writes nothing',
    async (_name, change, status, error, issue) => {
      const { answer, counters } = await call(reviewApiPaths.caseAction(token, 'messages'), {
        body: change({ text: 'Hello, the handle broke.' }),
      });
      expect(answer.status).toBe(status);
      expectError(answer.body, error, issue);
      await expectNothingWritten(counters);
    },
  );

  it.each(CASE_RAW_CASES)('refuses %s and writes nothing', async (_name, raw, type, status) => {
    const { answer, counters } = await call(reviewApiPaths.caseAction(token, 'messages'), {
      raw,
      method: 'POST',
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(status);
    await expectNothingWritten(counters);
  });
});

describe('bad input: the case page’s links (/api/cases/{token})', () => {
  it.each(FORGED_TOKENS)(
    'answers %s with "no such case" on every route and writes nothing',
    async (_name, forged) => {
      const routes: [string, string][] = [
        ['GET', `/api/cases/${forged}`],
        ...CASE_ACTIONS.map((action): [string, string] => [
          'POST',
          `/api/cases/${forged}/${action}`,
        ]),
      ];
      for (const [method, path] of routes) {
        const { answer, counters } = await call(path, {
          method,
          ...(path.endsWith('/messages') ? { body: { text: 'Hello there' } } : {}),
        });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect((answer.body as { error?: string }).error).toMatch(/^(case_)?not_found$/);
        // Only a token of the right shape is looked up (and counted).
        const lookedUp = isLinkTokenShape(decodeURIComponent(forged));
        await expectNothingWritten(counters, lookedUp ? 'pageCalls' : undefined);
      }
    },
  );

  it.each(CASE_ROUTE_CASES)(
    'refuses %s and writes nothing',
    async (_name, method, suffix, status, error) => {
      const { answer, counters } = await call(`${reviewApiPaths.case(token)}${suffix}`, {
        method,
      });
      expect(answer.status).toBe(status);
      expectError(answer.body, error);
      await expectNothingWritten(counters);
    },
  );
});

describe('bad input corpus size', () => {
  it('counts at least 100 cases for the new entry points', () => {
    const total =
      OPEN_CASE_CASES.length +
      CASE_RAW_CASES.length * 2 +
      CASE_MESSAGE_CASES.length +
      FORGED_TOKENS.length +
      CASE_ROUTE_CASES.length;
    console.log(`bad input corpus: cases ${total}`);
    expect(total).toBeGreaterThanOrEqual(100);
  });
});
