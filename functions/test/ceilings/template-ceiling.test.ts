import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  recountAllTemplates,
  recountTemplates,
} from '../../src/domains/templates/template-count.js';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  MAX_TEMPLATES_PER_SELLER,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
  paths,
  type TemplateInput,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * The template ceiling (docs/decisions.md, "Templates per seller") end to end on the Firestore
 * emulator: the count the seller's own commits keep is what the rules check, so the create past
 * MAX_TEMPLATES_PER_SELLER is refused and nothing is written, however many arrive at once;
 * deleting one makes room again; another seller's templates never count; templates made before
 * the count are counted by the upgrade's recount.
 */
const SUITE = 'template-ceiling';
// The admin's clear first: the rules environment then seeds the accounts every test starts from.
const { db: admin } = useAdminFirestore(`demo-qr-reviews-rules-${SUITE}`);
const rules = useRulesEnv(SUITE);

const input = (name: string): TemplateInput => ({
  name,
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thank you!' },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: '',
  language: 'en',
  complianceMode: true,
});

/** What the web app's createTemplate commits, as the signed-in owner (a tab of their own). */
function createAsOwner(id: string, name: string) {
  const db = rules.owner();
  const batch = writeBatch(db);
  batch.set(doc(db, paths.template(id)), {
    ...input(name),
    ownerId: OWNER,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: OWNER,
  });
  batch.update(doc(db, paths.seller(OWNER)), {
    [TEMPLATE_COUNT_FIELD]: increment(1),
    [TEMPLATE_COUNTED_ID_FIELD]: id,
    [TEMPLATE_COUNTED_BY_FIELD]: OWNER,
  });
  return batch.commit();
}

/** What deleteTemplate commits. */
function deleteAsOwner(id: string) {
  const db = rules.owner();
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.template(id)));
  batch.update(doc(db, paths.seller(OWNER)), {
    [TEMPLATE_COUNT_FIELD]: increment(-1),
    [TEMPLATE_COUNTED_ID_FIELD]: id,
    [TEMPLATE_COUNTED_BY_FIELD]: OWNER,
  });
  return batch.commit();
}

/** `count` templates of `ownerId` written with the Admin SDK (rules off), then counted. */
async function seedTemplates(ownerId: string, count: number) {
  await admin.doc(paths.seller(ownerId)).set({ displayName: 'Seller' }, { merge: true });
  const batch = admin.batch();
  for (let i = 0; i < count; i++) {
    const now = AdminTimestamp.now();
    batch.set(admin.collection(paths.templates()).doc(), {
      ...input(`Template ${i}`),
      ownerId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
  await recountTemplates(admin, ownerId);
}

const storedCount = async (ownerId: string) =>
  (await admin.doc(paths.seller(ownerId)).get()).get(TEMPLATE_COUNT_FIELD) as unknown;
const ownTemplates = async (ownerId: string) =>
  (await admin.collection(paths.templates()).where('ownerId', '==', ownerId).get()).size;

describe('template ceiling', () => {
  it('refuses the create past the ceiling, writes nothing, and makes room after a delete', async () => {
    await seedTemplates(OWNER, MAX_TEMPLATES_PER_SELLER - 1);
    await seedTemplates(OTHER, 3);
    expect(await storedCount(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER - 1);

    const last = testAutoId('lastAllowed');
    await assertSucceeds(createAsOwner(last, 'The last one'));
    expect(await storedCount(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER);

    const refused = testAutoId('pastCeiling');
    await assertFails(createAsOwner(refused, 'One too many'));
    expect((await admin.doc(paths.template(refused)).get()).exists).toBe(false);
    expect(await ownTemplates(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER);

    // What the screens read: every one of the seller's templates, in one bounded query.
    const read = await getDocs(
      query(
        collection(rules.owner(), paths.templates()),
        where('ownerId', '==', OWNER),
        limit(MAX_TEMPLATES_PER_SELLER + 1),
      ),
    );
    expect(read.size).toBe(MAX_TEMPLATES_PER_SELLER);

    await assertSucceeds(deleteAsOwner(last));
    expect(await storedCount(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER - 1);
    await assertSucceeds(createAsOwner(refused, 'Room again'));

    // Another seller, with 3 templates, was never affected.
    expect(await storedCount(OTHER)).toBe(3);
  });

  it('takes exactly one of 10 creates sent at once from 10 tabs at one below the ceiling', async () => {
    await seedTemplates(OWNER, MAX_TEMPLATES_PER_SELLER - 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => createAsOwner(testAutoId(`burst${i}`), `Burst ${i}`)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await storedCount(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER);
    expect(await ownTemplates(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER);
  });

  it('counts a delete sent from two tabs at once once', async () => {
    await seedTemplates(OWNER, 2);
    const id = testAutoId('twice');
    await assertSucceeds(createAsOwner(id, 'Deleted twice'));
    const outcomes = await Promise.allSettled([deleteAsOwner(id), deleteAsOwner(id)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await storedCount(OWNER)).toBe(2);
    expect(await ownTemplates(OWNER)).toBe(2);
  });

  it('counts templates made before the count (the upgrade), and never replaces the profile', async () => {
    await admin.doc(paths.seller(OWNER)).set({ displayName: 'Owner', locale: 'ro' });
    const batch = admin.batch();
    for (let i = 0; i < 4; i++) {
      batch.set(admin.collection(paths.templates()).doc(), {
        ...input(`Legacy ${i}`),
        ownerId: OWNER,
      });
    }
    batch.set(admin.collection(paths.templates()).doc(), { ...input('Theirs'), ownerId: OTHER });
    await batch.commit();
    expect(await recountAllTemplates(admin)).toEqual({ sellers: 2 });
    const seller = (await admin.doc(paths.seller(OWNER)).get()).data();
    expect(seller).toMatchObject({ displayName: 'Owner', locale: 'ro', [TEMPLATE_COUNT_FIELD]: 4 });
    expect(await storedCount(OTHER)).toBe(1);
    // From the count on, the seller's own commits keep it.
    await assertSucceeds(createAsOwner(testAutoId('afterUpgrade'), 'After'));
    expect(await storedCount(OWNER)).toBe(5);
  });
});
