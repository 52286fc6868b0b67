import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  recountPrivateRouting,
  updatePrivateRoutingCount,
} from '../../src/domains/products/private-routing-count.js';
import {
  PRIVATE_ROUTING_COUNT_FIELD,
  PRIVATE_ROUTING_COUNT_READ_AT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';

/**
 * sellers/{uid}.privateRoutingCount, the processProductWrite trigger's domain code against the
 * real Firestore emulator (own project id: isolated): recounted when a write changes whether a
 * product routes privately, skipped when a count read after the write is already stored, never
 * replaced by an older count, and blind to another seller's products.
 */
const { db } = useAdminFirestore('demo-qr-reviews-private-routing-count');

const OWNER = 'private-routing-owner';
const OTHER = 'private-routing-other';

async function writeProduct(id: string, ownerId: string, complianceMode: boolean) {
  const input = { ...newProductInput(), title: id, complianceMode };
  const result = await db
    .doc(paths.product(id))
    .set(newProductDoc(input, ownerId, FieldValue.serverTimestamp()));
  return result.writeTime;
}

/** The write time the trigger finds. */
const at = (time: Timestamp) => () => Promise.resolve(time);

const stored = async () => (await db.doc(paths.seller(OWNER)).get()).data() ?? {};

describe('updatePrivateRoutingCount', () => {
  it('recounts when a product starts or stops routing privately, and only then', async () => {
    const first = await writeProduct('p1', OWNER, false);
    await writeProduct('p2', OWNER, true);
    await writeProduct('o1', OTHER, false);
    expect(
      await updatePrivateRoutingCount(db, OWNER, undefined, { complianceMode: false }, at(first)),
    ).toBe('counted');
    expect((await stored())[PRIVATE_ROUTING_COUNT_FIELD]).toBe(1);

    // A write that leaves the routing as it was (a title, a review's counters) reads nothing.
    const later = await db.doc(paths.product('p2')).update({ title: 'Renamed' });
    expect(
      await updatePrivateRoutingCount(
        db,
        OWNER,
        { complianceMode: true },
        { complianceMode: true },
        at(later.writeTime),
      ),
    ).toBe('unaffected');

    const switched = await db.doc(paths.product('p2')).update({ complianceMode: false });
    expect(
      await updatePrivateRoutingCount(
        db,
        OWNER,
        { complianceMode: true },
        { complianceMode: false },
        at(switched.writeTime),
      ),
    ).toBe('counted');
    expect((await stored())[PRIVATE_ROUTING_COUNT_FIELD]).toBe(2);
  });

  it('skips a write that a stored count already saw, and counts one it did not', async () => {
    const written = await writeProduct('p1', OWNER, false);
    expect(await recountPrivateRouting(db, OWNER)).toBe('counted');
    // The event of a write committed before that count: one read of the profile, no recount.
    expect(
      await updatePrivateRoutingCount(db, OWNER, undefined, { complianceMode: false }, at(written)),
    ).toBe('alreadyCounted');
    // A write committed a microsecond after the stored count's read is counted again.
    const readAt = (await stored())[PRIVATE_ROUTING_COUNT_READ_AT_FIELD] as Timestamp;
    const justAfter = new Timestamp(readAt.seconds, readAt.nanoseconds + 1_000);
    await writeProduct('p2', OWNER, false);
    expect(
      await updatePrivateRoutingCount(
        db,
        OWNER,
        undefined,
        { complianceMode: false },
        at(justAfter),
      ),
    ).toBe('counted');
    expect((await stored())[PRIVATE_ROUTING_COUNT_FIELD]).toBe(2);
    // A delete without a tombstone has no known write time: always counted again.
    expect(
      await updatePrivateRoutingCount(db, OWNER, { complianceMode: false }, undefined, () =>
        Promise.resolve(null),
      ),
    ).toBe('counted');
  });

  it('keeps a later count over an earlier one that finishes after it', async () => {
    await writeProduct('p1', OWNER, false);
    const future = Timestamp.fromMillis(Date.now() + 60_000);
    await db
      .doc(paths.seller(OWNER))
      .set(
        { [PRIVATE_ROUTING_COUNT_FIELD]: 7, [PRIVATE_ROUTING_COUNT_READ_AT_FIELD]: future },
        { merge: true },
      );
    expect(await recountPrivateRouting(db, OWNER)).toBe('newerCountKept');
    expect((await stored())[PRIVATE_ROUTING_COUNT_FIELD]).toBe(7);
  });
});
