import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  TEMPLATE_COUNT_FIELD,
  paths,
} from '../../src/shared/index.js';
import { adminDb, randomId } from '../integration/review-api-env.js';

/**
 * The countSellerTemplates trigger on the Functions emulator (docs/decisions.md, "Ceilings"):
 * the seller's templateCount follows templates created and deleted; an edit leaves it alone.
 */
const db = adminDb();

const templateDoc = (ownerId: string, name: string) => ({
  name,
  card: { ...DEFAULT_CARD_DESIGN },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: '',
  language: 'en',
  complianceMode: true,
  ownerId,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
});

const countOf = async (ownerId: string) =>
  (await db.doc(paths.seller(ownerId)).get()).get(TEMPLATE_COUNT_FIELD) as unknown;
const poll = { timeout: 60_000, interval: 250 };

describe('countSellerTemplates (trigger)', () => {
  it('counts the seller’s templates after creates and deletes, not another seller’s', async () => {
    const owner = randomId('template-seller');
    const other = randomId('template-other');
    const refs = [0, 1, 2].map(() => db.collection(paths.templates()).doc());
    for (const [i, ref] of refs.entries()) await ref.set(templateDoc(owner, `T${i}`));
    await db.collection(paths.templates()).doc().set(templateDoc(other, 'Other'));
    await expect.poll(() => countOf(owner), poll).toBe(3);
    await expect.poll(() => countOf(other), poll).toBe(1);

    await refs[0]!.delete();
    await expect.poll(() => countOf(owner), poll).toBe(2);

    await refs[1]!.update({ name: 'Renamed', updatedAt: FieldValue.serverTimestamp() });
    await db.collection(paths.templates()).doc().set(templateDoc(owner, 'T3'));
    await expect.poll(() => countOf(owner), poll).toBe(3);
    expect(await countOf(other)).toBe(1);
  });
});
