import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyProductStats, newProductInput, paths } from '../../src/shared/index.js';
import { OWNER_UID, useRulesEnv } from '../support/rules-env.js';

/**
 * No existence oracles (docs/decisions.md, "No existence oracles"): wherever a client can address
 * another seller's document by id, the answer for "exists but not yours" is the answer for "does
 * not exist". Each path is read as another seller and as an anonymous visitor, once for an id
 * that exists (owned by OWNER_UID) and once for one that does not; both must be refused alike.
 */
const rules = useRulesEnv('oracles');
const PRODUCT = 'OracleProduct0000001';
const MISSING_PRODUCT = 'OracleMissing0000001';
const JOB = 'OracleJob00000000001';
const MISSING_JOB = 'OracleJobMissing0001';
const TEMPLATE = 'OracleTemplate000001';
const MISSING_TEMPLATE = 'OracleTemplateMiss01';
const SUBMISSION = 'a'.repeat(32);
const owned = { ownerId: OWNER_UID, createdAt: Timestamp.now() };

/** [name, path of a document that exists, path of one that does not] */
const addressable: [string, string, string][] = [
  ['a product', paths.product(PRODUCT), paths.product(MISSING_PRODUCT)],
  ['a tombstone', paths.deletedProduct(PRODUCT), paths.deletedProduct(MISSING_PRODUCT)],
  [
    'a product’s search document',
    paths.productSearch(PRODUCT),
    paths.productSearch(MISSING_PRODUCT),
  ],
  ['a review', paths.review(PRODUCT, SUBMISSION), paths.review(PRODUCT, 'b'.repeat(32))],
  ['a funnel day', paths.funnelDay(PRODUCT, '2025-06-30'), paths.funnelDay(PRODUCT, '2025-07-01')],
  [
    'a product analytics year',
    paths.productAnalyticsYear(PRODUCT, '2025'),
    paths.productAnalyticsYear(PRODUCT, '2024'),
  ],
  [
    'an analytics year of a product that does not exist',
    paths.productAnalyticsYear(PRODUCT, '2025'),
    paths.productAnalyticsYear(MISSING_PRODUCT, '2025'),
  ],
  [
    'a seller analytics year',
    paths.sellerAnalyticsYear(OWNER_UID, '2025'),
    paths.sellerAnalyticsYear(OWNER_UID, '2024'),
  ],
  [
    'a ranking year',
    paths.sellerRankingYear(OWNER_UID, '2025'),
    paths.sellerRankingYear(OWNER_UID, '2024'),
  ],
  [
    'an analytics buffer shard',
    paths.analyticsBufferShard(OWNER_UID, 29_000_000, 0),
    paths.analyticsBufferShard(OWNER_UID, 29_000_000, 1),
  ],
  ['a rate-limit bucket', paths.rateLimit('p_x_1'), paths.rateLimit('p_x_2')],
  ['a template', paths.template(TEMPLATE), paths.template(MISSING_TEMPLATE)],
  ['a template job', paths.templateJob(JOB), paths.templateJob(MISSING_JOB)],
  ['a delete job', paths.productDeleteJob(JOB), paths.productDeleteJob(MISSING_JOB)],
  ['an import job', paths.importJob(JOB), paths.importJob(MISSING_JOB)],
  ['an import chunk', paths.importChunk(JOB, 0), paths.importChunk(JOB, 1)],
  ['an import result', paths.importResult(JOB, '00000002'), paths.importResult(JOB, '00000003')],
  ['a seller profile', paths.seller(OWNER_UID), paths.seller('seller-missing')],
];

beforeEach(async () => {
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.product(PRODUCT)), {
      ...newProductInput(),
      title: 'Mug',
      ...owned,
      stats: emptyProductStats(),
    });
    for (const [, existing] of addressable) {
      if (existing === paths.product(PRODUCT)) continue;
      await setDoc(doc(db, existing), { ...owned, status: 'done' });
    }
  });
});

/** What a reader is told: the error code, or whether the document was there. */
async function answer(db: Firestore, path: string): Promise<string> {
  try {
    const snapshot = await getDoc(doc(db, path));
    return snapshot.exists() ? 'found' : 'missing';
  } catch (error) {
    return (error as { code?: string }).code ?? 'error';
  }
}

const strangers = [
  ['another seller', () => rules.otherSeller()],
  ['an anonymous visitor', () => rules.anonymous()],
] as const;

describe.each(strangers)('as %s', (_who, client) => {
  it.each(addressable)('%s: the same refusal whether it exists or not', async (_name, a, b) => {
    const existing = await answer(client(), a);
    const missing = await answer(client(), b);
    expect(existing).toBe('permission-denied');
    expect(missing).toBe(existing);
  });
});

describe('the owner', () => {
  it('still reads a year of their own product that nothing was counted in', async () => {
    expect(await answer(rules.owner(), paths.productAnalyticsYear(PRODUCT, '2024'))).toBe(
      'missing',
    );
    expect(await answer(rules.owner(), paths.productAnalyticsYear(PRODUCT, '2025'))).toBe('found');
  });

  it('reads their own product’s search document, and is refused a missing one', async () => {
    expect(await answer(rules.owner(), paths.productSearch(PRODUCT))).toBe('found');
    expect(await answer(rules.owner(), paths.productSearch(MISSING_PRODUCT))).toBe(
      'permission-denied',
    );
  });

  it('is refused a year of a product that does not exist, like everyone else', async () => {
    expect(await answer(rules.owner(), paths.productAnalyticsYear(MISSING_PRODUCT, '2025'))).toBe(
      'permission-denied',
    );
  });
});
