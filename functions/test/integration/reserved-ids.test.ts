import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEW_API_ROUTES,
  routeParams,
  type ReviewApiRoute,
  type RouteParam,
} from '../../src/entry/http/review-api-routes.js';
import { CASE_CONSENT_VERSION, REVIEW_API_ERRORS } from '../../src/shared/index.js';
import { googleSignIn } from '../support/auth-emulator.js';
import { adminDb, reviewApiBaseUrl, reviewBody, seedProduct } from './review-api-env.js';

/**
 * Ids of a reserved shape (Firestore reserves every id matching `__.*__`) in every id position
 * (path, query, body) of every HTTP route of every HTTPS function functions/src/index.ts exports,
 * against the real functions on the emulators (docs/decisions.md, "Ids with a shape"). A public
 * route answers 4xx with an error it names, never 500; a Cloud Tasks function acknowledges such
 * a task (204) without working on it, since any other answer makes Cloud Tasks retry it.
 */
const db = adminDb();
let functionsBase = '';
let productId = '';
let idToken = '';
beforeAll(async () => {
  functionsBase = (await reviewApiBaseUrl()).replace(/\/reviewApi$/, '');
  productId = await seedProduct(db);
  ({ idToken } = await googleSignIn('reserved.ids@example.com'));
});

/** `__x__`, and a reserved id as long as the position's valid value (it may pass a length check). */
function reservedIds(valid: string): string[] {
  return ['__x__', `__${'a'.repeat(Math.max(valid.length - 4, 1))}__`];
}

const FUNCTIONS_SOURCE = new URL('../../src/', import.meta.url);

/**
 * Every function index.ts exports, and the kind of HTTP endpoint each is (null: not HTTP): one
 * function per file under entry/triggers/ and entry/http/ (docs/decisions.md, "Function names"),
 * each exported by name from index.ts.
 */
function exportedFunctions(): Map<string, 'request' | 'task' | null> {
  const index = readFileSync(new URL('index.ts', FUNCTIONS_SOURCE), 'utf8');
  const kinds = new Map<string, 'request' | 'task' | null>();
  for (const folder of ['entry/triggers/', 'entry/http/']) {
    const entries = new URL(folder, FUNCTIONS_SOURCE);
    for (const file of readdirSync(entries).filter((name) => /(?<!\.test)\.ts$/.test(name))) {
      const source = readFileSync(new URL(file, entries), 'utf8');
      const name = /export const (\w+) = on[A-Z]\w*[<(]/.exec(source)?.[1];
      // The review API's router, routes and options serve the reviewApi function.
      if (!name) continue;
      expect(index, `${name} is exported from index.ts`).toMatch(new RegExp(`\\b${name}\\b`));
      const kind = /\bonRequest\(/.test(source)
        ? 'request'
        : /\bonTaskDispatched\b/.test(source)
          ? 'task'
          : null;
      kinds.set(name, kind);
    }
  }
  return kinds;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  url: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML pages (mailStop) stay text.
  }
  return { status: response.status, body };
}

/** A value of each path parameter's shape, for the positions not under test. */
const validParam = (name: RouteParam): string =>
  name === 'productId' ? productId : randomBytes(32).toString('base64url');

/** Each reviewApi route's body, built from valid values, and the body fields that hold ids. */
const ROUTE_BODIES: Record<
  ReviewApiRoute,
  { body?: () => Record<string, unknown>; bodyIds: string[] }
> = {
  product: { bodyIds: [] },
  productEvents: { body: () => ({ event: 'store_chosen', store: 'amazon' }), bodyIds: [] },
  reviews: { body: () => reviewBody(productId), bodyIds: ['productId', 'submissionId'] },
  cases: {
    body: () => ({
      productId,
      submissionId: randomBytes(16).toString('hex'),
      email: 'reserved.ids@example.org',
      consent: true,
      consentVersion: CASE_CONSENT_VERSION,
      locale: 'en',
    }),
    bodyIds: ['productId', 'submissionId'],
  },
  case: { bodyIds: [] },
  caseConfirm: { bodyIds: [] },
  caseMessages: { body: () => ({ text: 'Is anyone there?' }), bodyIds: [] },
  caseResolve: { bodyIds: [] },
  caseErase: { bodyIds: [] },
};

interface Probe {
  name: string;
  send: () => Promise<Answer>;
}

/** Every reviewApi route with a reserved id in each path parameter and each body id, one at a time. */
function reviewApiProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const [route, { method, path }] of Object.entries(REVIEW_API_ROUTES) as [
    ReviewApiRoute,
    (typeof REVIEW_API_ROUTES)[ReviewApiRoute],
  ][]) {
    const { body, bodyIds } = ROUTE_BODIES[route];
    const params = routeParams(path);
    const urlWith = (reserved?: { name: RouteParam; id: string }) =>
      `${functionsBase}/reviewApi${path.replace(/:([A-Za-z]+)/g, (_, name: RouteParam) =>
        encodeURIComponent(name === reserved?.name ? reserved.id : validParam(name)),
      )}`;
    for (const name of params) {
      for (const id of reservedIds(validParam(name))) {
        probes.push({
          name: `reviewApi ${method} ${path} with ${name} = ${id}`,
          send: () => call(urlWith({ name, id }), { method, body: body?.() }),
        });
      }
    }
    for (const field of bodyIds) {
      for (const id of reservedIds(String((body?.()[field] as string | undefined) ?? ''))) {
        probes.push({
          name: `reviewApi ${method} ${path} with body.${field} = ${id}`,
          send: () => call(urlWith(), { method, body: { ...body?.(), [field]: id } }),
        });
      }
    }
  }
  return probes;
}

/**
 * mailStop: the stop link's query, opened (GET) and sent (POST). Its one id is the seller's
 * (`u`); the token (`t`) is only ever hashed, never a document id.
 */
function mailStopProbes(): Probe[] {
  const valid = { u: 'reserved-ids-seller', k: 'alerts', t: randomBytes(24).toString('base64url') };
  return reservedIds(valid.u).flatMap((id) =>
    (['GET', 'POST'] as const).map((method) => ({
      name: `mailStop ${method} with u = ${id}`,
      send: () =>
        call(`${functionsBase}/mailStop?${new URLSearchParams({ ...valid, u: id }).toString()}`, {
          method,
        }),
    })),
  );
}

/** Each Cloud Tasks function's payload, valid, and the fields that hold ids. */
const TASKS: Record<string, { data: Record<string, unknown>; ids: string[] }> = {
  runJobSlice: { data: { kind: 'importJob', jobId: 'A'.repeat(20), slice: 0 }, ids: ['jobId'] },
  deliverWebhook: { data: { deliveryId: 'a'.repeat(40) }, ids: ['deliveryId'] },
};

function taskProbes(name: string): Probe[] {
  const task = TASKS[name];
  if (!task) throw new Error(`No payload for the task function ${name}: add it to TASKS`);
  return task.ids.flatMap((field) =>
    reservedIds(String(task.data[field])).map((id) => ({
      name: `${name} with data.${field} = ${id}`,
      send: () =>
        call(`${functionsBase}/${name}`, {
          method: 'POST',
          body: { data: { ...task.data, [field]: id } },
        }),
    })),
  );
}

/**
 * A signed-in person's calls that name an account (and a member): the alert address calls and the
 * members screen's, each id position reserved in turn, with a valid ID token so the id is what
 * is checked.
 */
function signedInProbes(
  fn: 'mailAddress' | 'accountMembers' | 'accountInvitations',
  body: Record<string, string>,
) {
  return () =>
    Object.keys(body).flatMap((field) =>
      reservedIds(body[field]!).map((id) => ({
        name: `${fn} with body.${field} = ${id}`,
        send: () =>
          call(`${functionsBase}/${fn}`, {
            method: 'POST',
            body: { ...body, [field]: id },
            headers: { authorization: `Bearer ${idToken}` },
          }),
      })),
    );
}

const REQUEST_FUNCTIONS: Record<string, () => Probe[]> = {
  reviewApi: reviewApiProbes,
  mailStop: mailStopProbes,
  // No id: the alert address link's token (`t`) is only ever hashed, never a document id.
  mailConfirm: () => [],
  mailAddress: signedInProbes('mailAddress', {
    action: 'status',
    accountId: 'reserved-ids-seller',
  }),
  accountMembers: signedInProbes('accountMembers', {
    action: 'remove',
    accountId: 'reserved-ids-seller',
    uid: 'reserved-ids-member',
  }),
  // The link's token (peek, accept) is only ever hashed, never a document id.
  accountInvitations: signedInProbes('accountInvitations', {
    action: 'revoke',
    accountId: 'reserved-ids-seller',
  }),
  health: () => [],
};

describe('the functions this walk covers', () => {
  it('are every HTTPS function functions/src/index.ts exports', () => {
    const exported = exportedFunctions();
    const request = [...exported].filter(([, kind]) => kind === 'request').map(([name]) => name);
    const tasks = [...exported].filter(([, kind]) => kind === 'task').map(([name]) => name);
    expect(request.sort()).toEqual(Object.keys(REQUEST_FUNCTIONS).sort());
    expect(tasks.sort()).toEqual(Object.keys(TASKS).sort());
  });
});

describe('a reserved id in every id position of every public route', () => {
  it('is answered 4xx with the error it names, never 500', async () => {
    const probes = Object.values(REQUEST_FUNCTIONS).flatMap((probesOf) => probesOf());
    expect(probes.length).toBeGreaterThan(2 * Object.keys(REVIEW_API_ROUTES).length);
    const answers: [string, number][] = [];
    for (const probe of probes) {
      const answer = await probe.send();
      answers.push([probe.name, answer.status]);
      if (probe.name.startsWith('reviewApi')) {
        expect(REVIEW_API_ERRORS, probe.name).toContain((answer.body as { error?: string }).error);
      }
    }
    const refusedWith4xx = answers.map(([name, status]) => [name, status >= 400 && status < 500]);
    expect(refusedWith4xx).toEqual(answers.map(([name]) => [name, true]));
  });

  it('leaves health, which takes no id, answering as ever', async () => {
    const answer = await call(`${functionsBase}/health/__x__?id=__x__`, { method: 'GET' });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
  });
});

describe('a reserved id in every id of a Cloud Tasks payload', () => {
  // Generous: before ids had one schema, each such task failed only after Firestore's retries.
  it(
    'is acknowledged (204) without work, so Cloud Tasks never retries it',
    { timeout: 120_000 },
    async () => {
      const answers: [string, number][] = [];
      for (const name of Object.keys(TASKS)) {
        for (const probe of taskProbes(name))
          answers.push([probe.name, (await probe.send()).status]);
      }
      expect(answers).toEqual(answers.map(([name]) => [name, 204]));
    },
  );
});
