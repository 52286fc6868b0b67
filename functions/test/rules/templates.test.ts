import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DEFAULT_CARD_DESIGN,
  DEFAULT_QR_STYLE,
  LOCALES,
  MAX_TEMPLATES_PER_SELLER,
  TEMPLATE_COUNT_FIELD,
  TEMPLATE_COUNTED_BY_FIELD,
  TEMPLATE_COUNTED_ID_FIELD,
  TEMPLATE_JOB_MAX_PRODUCTS,
  TEMPLATE_NAME_MAX_LENGTH,
  paths,
  storagePaths,
  type TemplateInput,
} from '../../src/shared/index.js';
import { OTHER_UID as OTHER, OWNER_UID as OWNER, useRulesEnv } from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';

const TEMPLATE_ID = testAutoId('template1');
const OTHER_TEMPLATE_ID = testAutoId('templateOther');
const rules = useRulesEnv('templates');

const { owner, otherSeller: other, anonymous } = rules;

function validInput(): TemplateInput {
  return {
    name: 'Spring sale',
    card: {
      ...DEFAULT_CARD_DESIGN,
      headline: 'Thank you for your order!',
      callToAction: 'Scan to leave a review',
      brandName: 'Kitchen Co.',
      layout: 'minimal',
    },
    qrStyle: { ...DEFAULT_QR_STYLE, foreground: '#0d2b52' },
    logoPath: storagePaths.logo(OWNER, 'logo-1700000000000.png'),
    language: 'ro',
    complianceMode: true,
  };
}

/** What the web app writes on create. */
function createPayload(ownerId = OWNER, input: Record<string, unknown> = validInput()) {
  return {
    ...input,
    ownerId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: ownerId,
  };
}

async function seedTemplate(
  id = TEMPLATE_ID,
  ownerId = OWNER,
  input: TemplateInput = validInput(),
) {
  await rules.seed((db) =>
    setDoc(doc(db, paths.template(id)), {
      ...input,
      logoPath: input.logoPath ? storagePaths.logo(ownerId, 'logo.png') : '',
      ownerId,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    }),
  );
}

/** Every seller starts with a profile that counted no template (the count the rules check). */
beforeEach(async () => {
  await rules.seed(async (db) => {
    for (const uid of [OWNER, OTHER]) {
      await setDoc(doc(db, paths.seller(uid)), { [TEMPLATE_COUNT_FIELD]: 0 });
    }
  });
});

/**
 * What the web app commits on create (createTemplate): the template and, in the same commit, the
 * count of the seller it names raised by one, naming it; `count` changes that second write.
 */
function create(
  db: Firestore,
  data: Record<string, unknown>,
  id = testAutoId('newTemplate'),
  count: Record<string, unknown> = {},
) {
  const seller = typeof data.ownerId === 'string' && data.ownerId ? data.ownerId : OWNER;
  const batch = writeBatch(db);
  batch.set(doc(db, paths.template(id)), data);
  batch.update(doc(db, paths.seller(seller)), {
    [TEMPLATE_COUNT_FIELD]: increment(1),
    [TEMPLATE_COUNTED_ID_FIELD]: id,
    [TEMPLATE_COUNTED_BY_FIELD]: seller,
    ...count,
  });
  return batch.commit();
}

/** What the web app commits on delete (deleteTemplate): the count lowered by one, naming it. */
function remove(
  db: Firestore,
  id = TEMPLATE_ID,
  seller = OWNER,
  count: Record<string, unknown> = {},
) {
  const batch = writeBatch(db);
  batch.delete(doc(db, paths.template(id)));
  batch.update(doc(db, paths.seller(seller)), {
    [TEMPLATE_COUNT_FIELD]: increment(-1),
    [TEMPLATE_COUNTED_ID_FIELD]: id,
    [TEMPLATE_COUNTED_BY_FIELD]: seller,
    ...count,
  });
  return batch.commit();
}

const storedCount = async (uid = OWNER) =>
  (await rules.stored(paths.seller(uid)))?.[TEMPLATE_COUNT_FIELD];

describe('templates: read', () => {
  beforeEach(async () => {
    await seedTemplate();
    await seedTemplate(OTHER_TEMPLATE_ID, OTHER);
  });

  it('get: only the owner', async () => {
    await assertSucceeds(getDoc(doc(owner(), paths.template(TEMPLATE_ID))));
    await assertFails(getDoc(doc(other(), paths.template(TEMPLATE_ID))));
    await assertFails(getDoc(doc(anonymous(), paths.template(TEMPLATE_ID))));
  });

  it('list: only a query of one’s own templates, at most the ceiling plus one', async () => {
    const templates = (db: Firestore) => collection(db, COLLECTIONS.templates);
    const own = (db: Firestore, uid = OWNER, max = MAX_TEMPLATES_PER_SELLER + 1) =>
      getDocs(query(templates(db), where('ownerId', '==', uid), limit(max)));
    await assertSucceeds(own(owner()));
    await assertSucceeds(own(owner(), OWNER, 5));
    await assertFails(own(owner(), OWNER, MAX_TEMPLATES_PER_SELLER + 2));
    await assertFails(getDocs(query(templates(owner()), where('ownerId', '==', OWNER))));
    await assertFails(getDocs(query(templates(owner()), limit(MAX_TEMPLATES_PER_SELLER))));
    await assertSucceeds(own(other(), OTHER));
    await assertFails(own(other()));
    await assertFails(own(anonymous()));
  });
});

describe('templates: create', () => {
  it('the owner creates a valid template (with or without a logo, in every locale)', async () => {
    await assertSucceeds(create(owner(), createPayload()));
    await assertSucceeds(
      create(owner(), createPayload(OWNER, { ...validInput(), logoPath: '' }), testAutoId('t2')),
    );
    for (const language of LOCALES) {
      await assertSucceeds(
        create(
          owner(),
          createPayload(OWNER, { ...validInput(), language }),
          testAutoId(`t${language}`),
        ),
      );
    }
  });

  it('another seller or an anonymous visitor cannot create one for the owner', async () => {
    await assertFails(create(other(), createPayload(OWNER)));
    await assertFails(create(anonymous(), createPayload(OWNER)));
    await assertFails(create(anonymous(), createPayload('')));
  });

  it('the routing: the owner chooses either; it is required and a boolean', async () => {
    const routing = (complianceMode: unknown) =>
      createPayload(OWNER, { ...validInput(), complianceMode });
    await assertSucceeds(create(owner(), routing(false), testAutoId('private')));
    await assertSucceeds(create(owner(), routing(true), testAutoId('compliant')));
    await assertFails(create(other(), routing(false)));
    await assertFails(create(anonymous(), routing(false)));
    for (const bad of ['no', 0, null, 'false']) {
      await assertFails(create(owner(), routing(bad)));
    }
    const { complianceMode: _absent, ...withoutRouting } = validInput();
    await assertFails(create(owner(), createPayload(OWNER, withoutRouting)));
  });

  it('timestamps must be the server time', async () => {
    await assertFails(create(owner(), { ...createPayload(), createdAt: Timestamp.now() }));
    await assertFails(create(owner(), { ...createPayload(), updatedAt: Timestamp.fromMillis(0) }));
  });

  it('no missing and no extra fields', async () => {
    const { language: _language, ...missing } = createPayload() as Record<string, unknown>;
    await assertFails(create(owner(), missing));
    await assertFails(create(owner(), { ...createPayload(), isDefault: true }));
    await assertFails(
      create(owner(), { ...createPayload(), card: { ...validInput().card, font: 'x' } }),
    );
  });

  it('every field is validated', async () => {
    const input = validInput();
    const invalid: Record<string, unknown>[] = [
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(TEMPLATE_NAME_MAX_LENGTH + 1) },
      { name: 42 },
      { card: { ...input.card, headline: 'x'.repeat(81) } },
      { card: { ...input.card, callToAction: 7 } },
      { card: { ...input.card, brandName: 'x'.repeat(41) } },
      { card: { ...input.card, accentColor: 'blue' } },
      { card: { ...input.card, backgroundColor: '#fff' } },
      { card: { ...input.card, textColor: '#12345g' } },
      { card: { ...input.card, layout: 'fancy' } },
      { card: 'classic' },
      { qrStyle: { ...input.qrStyle, foreground: 'red' } },
      { qrStyle: { ...input.qrStyle, errorCorrection: 'X' } },
      { qrStyle: { foreground: '#000000', background: '#ffffff' } },
      { logoPath: storagePaths.logo(OTHER, 'logo.png') },
      { logoPath: 'cards/seller-owner/p1.png' },
      { logoPath: storagePaths.logo(OWNER, '../x.png') },
      { logoPath: storagePaths.logo(OWNER, 'a/b.png') },
      { logoPath: null },
      { language: 'xx' },
      { language: 'EN' },
    ];
    for (const change of invalid) {
      await assertFails(create(owner(), createPayload(OWNER, { ...input, ...change })));
    }
  });
});

describe('templates: a ceiling per seller (MAX_TEMPLATES_PER_SELLER)', () => {
  const setCount = (uid: string, templateCount: number) =>
    rules.seed((db) =>
      setDoc(doc(db, paths.seller(uid)), { [TEMPLATE_COUNT_FIELD]: templateCount }),
    );

  it('a seller below the ceiling creates, a seller at it cannot, whatever another seller has', async () => {
    await setCount(OWNER, MAX_TEMPLATES_PER_SELLER - 1);
    await setCount(OTHER, MAX_TEMPLATES_PER_SELLER);
    await assertSucceeds(create(owner(), createPayload(), testAutoId('below')));
    await assertFails(create(other(), createPayload(OTHER), testAutoId('atCeiling')));
    await setCount(OWNER, MAX_TEMPLATES_PER_SELLER);
    await assertFails(create(owner(), createPayload(), testAutoId('atOwnCeiling')));
    await setCount(OWNER, MAX_TEMPLATES_PER_SELLER + 3);
    await assertFails(create(owner(), createPayload(), testAutoId('above')));
  });

  it('an anonymous visitor or another seller cannot create at anyone’s count', async () => {
    await setCount(OWNER, 0);
    await assertFails(create(other(), createPayload(OWNER), testAutoId('forOwner')));
    await assertFails(create(anonymous(), createPayload(OWNER), testAutoId('anonymous')));
  });

  it('no client writes the count but with a create or delete it counts: not the owner, not another seller, not a visitor', async () => {
    await setCount(OWNER, MAX_TEMPLATES_PER_SELLER);
    await seedTemplate();
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(
        setDoc(doc(db, paths.seller(OWNER)), { [TEMPLATE_COUNT_FIELD]: 0 }, { merge: true }),
      );
      // Lowered naming a template that stays, or raised naming one that is not created.
      await assertFails(
        updateDoc(doc(db, paths.seller(OWNER)), {
          [TEMPLATE_COUNT_FIELD]: increment(-1),
          [TEMPLATE_COUNTED_ID_FIELD]: TEMPLATE_ID,
        }),
      );
    }
    await setCount(OWNER, 5);
    await assertFails(
      updateDoc(doc(owner(), paths.seller(OWNER)), {
        [TEMPLATE_COUNT_FIELD]: increment(1),
        [TEMPLATE_COUNTED_ID_FIELD]: testAutoId('neverCreated'),
      }),
    );
    expect(await storedCount()).toBe(5);
  });

  it('counts each create once: two templates, a create not counted, or counted twice, are refused', async () => {
    await setCount(OWNER, 3);
    const db = owner();
    const [first, second] = [testAutoId('first'), testAutoId('second')];
    // Two templates under one raise of the count.
    const two = writeBatch(db);
    two.set(doc(db, paths.template(first)), createPayload());
    two.set(doc(db, paths.template(second)), createPayload());
    two.update(doc(db, paths.seller(OWNER)), {
      [TEMPLATE_COUNT_FIELD]: increment(1),
      [TEMPLATE_COUNTED_ID_FIELD]: second,
    });
    await assertFails(two.commit());
    // A create alone, as before the count moved into the commit.
    await assertFails(setDoc(doc(db, paths.template(first)), createPayload()));
    // Counted by two, by none, or naming another template.
    await assertFails(create(db, createPayload(), first, { [TEMPLATE_COUNT_FIELD]: increment(2) }));
    await assertFails(create(db, createPayload(), first, { [TEMPLATE_COUNT_FIELD]: increment(0) }));
    await assertFails(create(db, createPayload(), first, { [TEMPLATE_COUNTED_ID_FIELD]: second }));
    expect(await storedCount()).toBe(3);
    expect(await rules.stored(paths.template(first))).toBeNull();
    await assertSucceeds(create(db, createPayload(), first));
    expect(await storedCount()).toBe(4);
  });

  it('deletes only with the count lowered by one, naming the template', async () => {
    await seedTemplate();
    await setCount(OWNER, 1);
    await assertFails(deleteDoc(doc(owner(), paths.template(TEMPLATE_ID))));
    await assertFails(remove(owner(), TEMPLATE_ID, OWNER, { [TEMPLATE_COUNT_FIELD]: 1 }));
    await assertFails(
      remove(owner(), TEMPLATE_ID, OWNER, { [TEMPLATE_COUNTED_ID_FIELD]: OTHER_TEMPLATE_ID }),
    );
    await assertSucceeds(remove(owner()));
    expect(await storedCount()).toBe(0);
  });

  it('still lets a seller at the ceiling edit and delete what they have', async () => {
    await seedTemplate();
    await setCount(OWNER, MAX_TEMPLATES_PER_SELLER);
    await assertSucceeds(
      updateDoc(doc(owner(), paths.template(TEMPLATE_ID)), {
        name: 'Renamed',
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await assertSucceeds(remove(owner()));
    expect(await storedCount()).toBe(MAX_TEMPLATES_PER_SELLER - 1);
  });
});

describe('templates: update and delete', () => {
  beforeEach(async () => {
    await seedTemplate();
  });

  const update = (db: Firestore, data: Record<string, unknown>) =>
    updateDoc(doc(db, paths.template(TEMPLATE_ID)), data);

  it('the owner edits the design fields', async () => {
    await assertSucceeds(
      update(owner(), {
        name: 'Autumn',
        card: { ...validInput().card, layout: 'classic' },
        logoPath: '',
        language: 'de',
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
  });

  it('the owner switches the routing; nobody else does; it is never removed', async () => {
    const routing = (complianceMode: unknown) => ({
      complianceMode,
      updatedAt: serverTimestamp(),
      updatedBy: OWNER,
    });
    await assertFails(update(other(), routing(false)));
    await assertFails(update(anonymous(), routing(false)));
    await assertFails(update(owner(), routing('off')));
    await assertSucceeds(update(owner(), routing(false)));
    await assertSucceeds(update(owner(), routing(true)));
    await assertFails(update(owner(), routing(deleteField())));
  });

  it('a template saved before it carried the routing stays editable and may gain it', async () => {
    const { complianceMode: _absent, ...older } = validInput();
    await seedTemplate(TEMPLATE_ID, OWNER, older as TemplateInput);
    await assertSucceeds(
      update(owner(), { name: 'Renamed', updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    await assertFails(
      update(owner(), { complianceMode: 1, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    await assertSucceeds(
      update(owner(), { complianceMode: false, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
  });

  it('another seller and anonymous visitors cannot edit', async () => {
    await assertFails(
      update(other(), { name: 'Mine now', updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    await assertFails(
      update(anonymous(), { name: 'Mine now', updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
  });

  it('ownerId and createdAt are immutable; updatedAt must be the server time', async () => {
    await assertFails(
      update(owner(), { ownerId: OTHER, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    await assertFails(
      update(owner(), {
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await assertFails(update(owner(), { name: 'Autumn' }));
    await assertFails(update(owner(), { name: 'Autumn', updatedAt: Timestamp.now() }));
  });

  it('updates are validated like creates', async () => {
    await assertFails(
      update(owner(), { name: ' ', updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
    await assertFails(
      update(owner(), {
        card: { ...validInput().card, layout: 'x' },
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await assertFails(
      update(owner(), {
        logoPath: storagePaths.logo(OTHER, 'l.png'),
        updatedAt: serverTimestamp(),
        updatedBy: OWNER,
      }),
    );
    await assertFails(
      update(owner(), { extra: 1, updatedAt: serverTimestamp(), updatedBy: OWNER }),
    );
  });

  it('delete: only the owner', async () => {
    await rules.seed((db) => setDoc(doc(db, paths.seller(OWNER)), { [TEMPLATE_COUNT_FIELD]: 1 }));
    await assertFails(remove(other()));
    await assertFails(remove(other(), TEMPLATE_ID, OTHER));
    await assertFails(remove(anonymous()));
    await assertSucceeds(remove(owner()));
  });
});

describe('templateJobs', () => {
  beforeEach(async () => {
    await seedTemplate();
    await seedTemplate(OTHER_TEMPLATE_ID, OTHER);
  });

  const job = (overrides: Record<string, unknown> = {}) => ({
    ownerId: OWNER,
    createdBy: OWNER,
    templateId: TEMPLATE_ID,
    productIds: ['p1', 'p2', 'p3'],
    status: 'queued',
    createdAt: serverTimestamp(),
    ...overrides,
  });
  const createJob = (db: Firestore, data: Record<string, unknown>, id = testAutoId('job-1')) =>
    setDoc(doc(db, paths.templateJob(id)), data);

  it('the owner queues a job for one of their templates', async () => {
    await assertSucceeds(createJob(owner(), job()));
    await assertSucceeds(
      createJob(
        owner(),
        job({ productIds: Array.from({ length: TEMPLATE_JOB_MAX_PRODUCTS }, (_, i) => `p${i}`) }),
        testAutoId('job-2'),
      ),
    );
  });

  it('another seller or anonymous visitor cannot queue one for the owner', async () => {
    await assertFails(createJob(other(), job()));
    await assertFails(createJob(anonymous(), job()));
  });

  it('the template must exist and belong to the writer', async () => {
    await assertFails(createJob(owner(), job({ templateId: OTHER_TEMPLATE_ID })));
    await assertFails(createJob(owner(), job({ templateId: 'missing' })));
    await assertFails(createJob(owner(), job({ templateId: 'a/b' })));
    await assertFails(createJob(other(), job({ ownerId: OTHER })));
  });

  it('every field is validated', async () => {
    await assertFails(createJob(owner(), job({ productIds: [] })));
    await assertFails(
      createJob(
        owner(),
        job({
          productIds: Array.from({ length: TEMPLATE_JOB_MAX_PRODUCTS + 1 }, (_, i) => `p${i}`),
        }),
      ),
    );
    await assertFails(createJob(owner(), job({ productIds: 'p1' })));
    await assertFails(createJob(owner(), job({ status: 'done' })));
    await assertFails(createJob(owner(), job({ createdAt: Timestamp.now() })));
    await assertFails(createJob(owner(), job({ processed: 3 })));
  });

  it('only the owner reads a job; nobody changes or deletes one from a client', async () => {
    await assertSucceeds(createJob(owner(), job()));
    const ref = (db: Firestore) => doc(db, paths.templateJob(testAutoId('job-1')));
    await assertSucceeds(getDoc(ref(owner())));
    await assertFails(getDoc(ref(other())));
    await assertFails(getDoc(ref(anonymous())));
    await assertSucceeds(
      getDocs(query(collection(owner(), COLLECTIONS.templateJobs), where('ownerId', '==', OWNER))),
    );
    await assertFails(updateDoc(ref(owner()), { status: 'done' }));
    await assertFails(deleteDoc(ref(owner())));
    await assertFails(deleteDoc(ref(other())));
  });
});

describe('templateSyncJobs', () => {
  const SYNC_ID = `${TEMPLATE_ID}-1764400000000000000`;
  const OTHER_SYNC_ID = `${OTHER_TEMPLATE_ID}-1764400000000000000`;
  const syncJob = (ownerId: string, templateId: string) => ({
    ownerId,
    templateId,
    designKey: 'a'.repeat(32),
    status: 'running',
    createdAt: Timestamp.now(),
    total: 100_000,
    processed: 400,
  });
  beforeEach(async () => {
    await rules.seed(async (db) => {
      await setDoc(doc(db, paths.templateSyncJob(SYNC_ID)), syncJob(OWNER, TEMPLATE_ID));
      await setDoc(
        doc(db, paths.templateSyncJob(OTHER_SYNC_ID)),
        syncJob(OTHER, OTHER_TEMPLATE_ID),
      );
    });
  });
  const ref = (db: Firestore, id = SYNC_ID) => doc(db, paths.templateSyncJob(id));
  const working = (db: Firestore, ownerId: string) =>
    query(
      collection(db, COLLECTIONS.templateSyncJobs),
      where('ownerId', '==', ownerId),
      where('status', 'in', ['queued', 'running']),
    );

  it('the owner reads their own, one by one or listed (the templates screen’s progress)', async () => {
    await assertSucceeds(getDoc(ref(owner())));
    const listed = await assertSucceeds(getDocs(working(owner(), OWNER)));
    expect(listed.docs.map((snapshot) => snapshot.id)).toEqual([SYNC_ID]);
  });

  it('another seller or an anonymous visitor reads none of them', async () => {
    await assertFails(getDoc(ref(other())));
    await assertFails(getDoc(ref(anonymous())));
    await assertFails(getDocs(working(other(), OWNER)));
    await assertFails(getDocs(working(anonymous(), OWNER)));
    // A list that does not filter by its reader is refused whole.
    await assertFails(getDocs(collection(owner(), COLLECTIONS.templateSyncJobs)));
    // The other seller reads their own.
    await assertSucceeds(getDoc(ref(other(), OTHER_SYNC_ID)));
  });

  it('nobody creates, changes or deletes one from a client', async () => {
    const id = `${TEMPLATE_ID}-1764400000000000001`;
    await assertFails(setDoc(ref(owner(), id), syncJob(OWNER, TEMPLATE_ID)));
    await assertFails(setDoc(ref(other(), id), syncJob(OTHER, TEMPLATE_ID)));
    await assertFails(setDoc(ref(anonymous(), id), syncJob(OWNER, TEMPLATE_ID)));
    await assertFails(updateDoc(ref(owner()), { processed: 100_000, status: 'done' }));
    await assertFails(updateDoc(ref(other()), { status: 'failed' }));
    await assertFails(deleteDoc(ref(owner())));
    await assertFails(deleteDoc(ref(anonymous())));
    expect(await rules.stored(paths.templateSyncJob(SYNC_ID))).toMatchObject({ processed: 400 });
  });
});

describe('jobs the server starts', () => {
  const jobs = {
    productPurgeJobs: 'p1-1764400000000000000',
    digestRuns: '2026-11-26T06',
    analyticsRollUps: `${'a'.repeat(32)}-29000000`,
    alertFollowUps: `${OWNER}-1764400000000`,
  };
  beforeEach(async () => {
    await rules.seed(async (db) => {
      for (const [collectionId, id] of Object.entries(jobs)) {
        await setDoc(doc(db, collectionId, id), {
          ownerId: OWNER,
          status: 'queued',
          createdAt: Timestamp.now(),
        });
      }
    });
  });

  it('are read and written by no client: not the owner, another seller or a visitor', async () => {
    for (const [collectionId, id] of Object.entries(jobs)) {
      for (const db of [owner(), other(), anonymous()]) {
        await assertFails(getDoc(doc(db, collectionId, id)));
        await assertFails(
          getDocs(query(collection(db, collectionId), where('ownerId', '==', OWNER), limit(1))),
        );
        await assertFails(setDoc(doc(db, collectionId, `${id}x`), { ownerId: OWNER }));
        await assertFails(updateDoc(doc(db, collectionId, id), { status: 'done' }));
        await assertFails(deleteDoc(doc(db, collectionId, id)));
      }
    }
  });
});
