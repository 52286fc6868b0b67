import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { recountTemplates } from '../../src/templates/template-count.js';
import {
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  MAX_TEMPLATES_PER_SELLER,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNT_READ_AT_FIELD,
  paths,
  type TemplateInput,
} from '../../src/shared/index.js';
import { useAdminFirestore } from '../support/admin-firestore.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

/**
 * The template ceiling (docs/decisions.md, "Ceilings") end to end on the Firestore emulator: the
 * count recountTemplates keeps (what the countSellerTemplates trigger runs) is what the rules
 * read, so the seller's create past MAX_TEMPLATES_PER_SELLER is refused and nothing is written;
 * deleting one makes room again; another seller's templates never count.
 */
const SUITE = 'template-ceiling';
const rules = useRulesEnv(SUITE);
const { db: admin } = useAdminFirestore(`demo-qr-reviews-rules-${SUITE}`);

beforeAll(() => {
  setLogLevel('silent'); // the refused create is expected
});

const input = (name: string): TemplateInput => ({
  name,
  card: { ...DEFAULT_CARD_DESIGN, headline: 'Thank you!' },
  qrStyle: { ...DEFAULT_QR_STYLE },
  logoPath: '',
  language: 'en',
  complianceMode: true,
});

/** What the web app's createTemplate writes, as the signed-in owner. */
const createAsOwner = (id: string, name: string) =>
  setDoc(doc(rules.owner(), paths.template(id)), {
    ...input(name),
    ownerId: OWNER,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });

/** `count` templates of `ownerId` written with the Admin SDK (rules off), then counted. */
async function seedTemplates(ownerId: string, count: number) {
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
    expect(await recountTemplates(admin, OWNER)).toBe('counted');
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

    await assertSucceeds(deleteDoc(doc(rules.owner(), paths.template(last))));
    await recountTemplates(admin, OWNER);
    expect(await storedCount(OWNER)).toBe(MAX_TEMPLATES_PER_SELLER - 1);
    await assertSucceeds(createAsOwner(refused, 'Room again'));

    // Another seller, with 3 templates, was never affected.
    expect(await storedCount(OTHER)).toBe(3);
  });

  it('keeps a count read later than its own: two recounts that finish out of order', async () => {
    await seedTemplates(OWNER, 2);
    const later = AdminTimestamp.fromMillis(Date.now() + 60_000);
    await admin
      .doc(paths.seller(OWNER))
      .set({ [TEMPLATE_COUNT_FIELD]: 7, [TEMPLATE_COUNT_READ_AT_FIELD]: later }, { merge: true });
    expect(await recountTemplates(admin, OWNER)).toBe('newerCountKept');
    expect(await storedCount(OWNER)).toBe(7);
  });

  it('counts templates made before the counter existed, and never replaces the profile', async () => {
    await admin.doc(paths.seller(OWNER)).set({ displayName: 'Owner', locale: 'ro' });
    const batch = admin.batch();
    for (let i = 0; i < 4; i++) {
      batch.set(admin.collection(paths.templates()).doc(), {
        ...input(`Legacy ${i}`),
        ownerId: OWNER,
      });
    }
    await batch.commit();
    await recountTemplates(admin, OWNER);
    const seller = (await admin.doc(paths.seller(OWNER)).get()).data();
    expect(seller).toMatchObject({ displayName: 'Owner', locale: 'ro', [TEMPLATE_COUNT_FIELD]: 4 });
  });
});
