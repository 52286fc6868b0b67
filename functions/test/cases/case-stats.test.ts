import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { caseStatsChange, openingHour } from '../../src/domains/cases/case-stats.js';
import { recordCaseStatsChange } from '../../src/domains/cases/case-stats-writes.js';
import { paths, type CaseDoc } from '../../src/shared/index.js';
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

describe('recordCaseStatsChange', () => {
  it('counts 25 cases opened at once on two products exactly', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        recordCaseStatsChange(
          db,
          `event-${i}`,
          { ownerId: OWNER, productId: i % 2 ? 'product-a' : 'product-b' },
          caseStatsChange(null, opened),
          new Date(),
        ),
      ),
    );
    expect(await stats('all')).toMatchObject({
      ownerId: OWNER,
      opened: 25,
      openByHour: { [openingHour(T0)]: 25 },
    });
    expect((await stats('product-a'))?.opened).toBe(12);
    expect((await stats('product-b'))?.opened).toBe(13);
  });

  it('counts a retried event once', async () => {
    const change = caseStatsChange(opened, { ...opened, confirmedAt: T0 });
    const owner = { ownerId: OWNER, productId: 'product-a' };
    expect(await recordCaseStatsChange(db, 'same-event', owner, change, new Date())).toBe(
      'counted',
    );
    expect(await recordCaseStatsChange(db, 'same-event', owner, change, new Date())).toBe(
      'already_counted',
    );
    expect((await stats('all'))?.withContact).toBe(1);
    expect(
      (await db.doc(paths.caseStatsEvent('same-event')).get()).get('expiresAt'),
    ).toBeInstanceOf(Timestamp);
  });

  it('writes nothing for a change that changes no number', async () => {
    const owner = { ownerId: OWNER, productId: 'product-a' };
    expect(
      await recordCaseStatsChange(db, 'noop', owner, caseStatsChange(opened, opened), new Date()),
    ).toBe('nothing');
    expect(await stats('all')).toBeUndefined();
  });
});
