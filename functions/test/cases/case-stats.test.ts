import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { caseStatsChange, openingHour } from '../../src/domains/cases/case-stats.js';
import { recordCaseStatsChange } from '../../src/domains/cases/case-stats-writes.js';
import * as v from 'valibot';
import { CaseStatsDoc, paths, sumCaseStats, type CaseDoc } from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * The seller's case numbers written by the functions (domains/cases/case-stats-writes.ts) against
 * the real Firestore emulator: exact under concurrent changes, a retried event counted once.
 */
const { db } = useAdminFirestore('demo-qr-reviews-case-stats');
const OWNER = 'seller-owner';
const T0 = Timestamp.fromMillis(1_780_000_000_000);
const opened: Pick<
  CaseDoc,
  'status' | 'createdAt' | 'confirmedAt' | 'firstReplyAt' | 'resolvedAt'
> = { status: 'new', createdAt: T0, confirmedAt: null, firstReplyAt: null, resolvedAt: null };
const stats = async (key: string) => (await db.doc(paths.caseStats(OWNER, key)).get()).data();
/** Every product's numbers: the shards (and 'all' from before them), summed as the app does. */
const allStats = async () => {
  const [all, shards] = await Promise.all([
    db.doc(paths.caseStats(OWNER, 'all')).get(),
    db.collection(paths.caseStatsShards(OWNER)).get(),
  ]);
  const docs = [all, ...shards.docs].filter((doc) => doc.exists);
  return sumCaseStats(docs.map((doc) => v.parse(CaseStatsDoc, doc.data())));
};

describe('recordCaseStatsChange', () => {
  it('counts 25 cases opened at once on two products exactly', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        recordCaseStatsChange(
          db,
          `event-${i}`,
          { ownerId: OWNER, productId: i % 2 ? 'product-a' : 'product-b', caseId: `case-${i}` },
          caseStatsChange(null, opened),
          new Date(),
        ),
      ),
    );
    expect(await allStats()).toMatchObject({
      ownerId: OWNER,
      opened: 25,
      openByHour: { [openingHour(T0)]: 25 },
    });
    expect((await stats('product-a'))?.opened).toBe(12);
    expect((await stats('product-b'))?.opened).toBe(13);
  });

  it('counts a retried event once', async () => {
    const change = caseStatsChange(opened, { ...opened, confirmedAt: T0 });
    const owner = { ownerId: OWNER, productId: 'product-a', caseId: 'case-a' };
    expect(await recordCaseStatsChange(db, 'same-event', owner, change, new Date())).toBe(
      'counted',
    );
    expect(await recordCaseStatsChange(db, 'same-event', owner, change, new Date())).toBe(
      'already_counted',
    );
    expect((await allStats())?.withContact).toBe(1);
    expect(
      (await db.doc(paths.caseStatsEvent('same-event')).get()).get('expiresAt'),
    ).toBeInstanceOf(Timestamp);
  });

  it('writes nothing for a change that changes no number', async () => {
    const owner = { ownerId: OWNER, productId: 'product-a', caseId: 'case-a' };
    expect(
      await recordCaseStatsChange(db, 'noop', owner, caseStatsChange(opened, opened), new Date()),
    ).toBe('nothing');
    expect(await allStats()).toBeNull();
  });

  it(
    'counts 60 cases opened at once on 6 products exactly, no document taking them all',
    { timeout: 120_000 },
    async () => {
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          recordCaseStatsChange(
            db,
            `rush-${i}`,
            { ownerId: OWNER, productId: `product-${i % 6}`, caseId: `rush-case-${i}` },
            caseStatsChange(null, opened),
            new Date(),
          ),
        ),
      );
      expect(results).toEqual(Array(60).fill('counted'));
      expect(await allStats()).toMatchObject({
        opened: 60,
        openByHour: { [openingHour(T0)]: 60 },
      });
      expect((await stats('product-0'))?.opened).toBe(10);
      // The every-product numbers are spread: 'all' itself holds none of them.
      expect(await stats('all')).toBeUndefined();
      const shards = await db.collection(paths.caseStatsShards(OWNER)).get();
      expect(shards.size).toBeGreaterThan(1);
      expect(shards.docs.every((shard) => (shard.get('opened') as number) < 60)).toBe(true);
    },
  );

  it('counts a case opened and resolved on one shard, so its open hour goes back to none', async () => {
    const owner = { ownerId: OWNER, productId: 'product-a', caseId: 'case-resolved' };
    const resolved = { ...opened, status: 'resolved' as const, resolvedAt: T0 };
    await recordCaseStatsChange(db, 'open', owner, caseStatsChange(null, opened), new Date());
    await recordCaseStatsChange(
      db,
      'resolve',
      owner,
      caseStatsChange(opened, resolved),
      new Date(),
    );
    expect(await allStats()).toMatchObject({ opened: 1, resolved: 1, openByHour: {} });
    expect((await stats('product-a'))?.openByHour).toEqual({});
  });

  it('adds the numbers counted in caseStats/all before the shards', async () => {
    await db.doc(paths.caseStats(OWNER, 'all')).set({
      ownerId: OWNER,
      opened: 3,
      withContact: 2,
      firstReplies: 1,
      firstReplyHistogram: { h1: 1 },
      resolved: 1,
      openByHour: { [openingHour(T0)]: 2 },
      updatedAt: T0,
    });
    const owner = { ownerId: OWNER, productId: 'product-a', caseId: 'case-a' };
    await recordCaseStatsChange(db, 'after', owner, caseStatsChange(null, opened), new Date());
    expect(await allStats()).toMatchObject({
      opened: 4,
      withContact: 2,
      firstReplyHistogram: { h1: 1 },
      openByHour: { [openingHour(T0)]: 3 },
    });
  });
});
