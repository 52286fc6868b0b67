import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  FieldPath,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMPTY_PRODUCT_FILTER,
  JOB_MAX_PRODUCT_IDS,
  NO_TEMPLATE,
  PRIVATE_ROUTING_COUNT_FIELD,
  PRIVATE_ROUTING_COUNT_READ_AT_FIELD,
  PRODUCT_COUNT_FIELD,
  newProductDoc,
  newProductInput,
  paths,
  planOrderBy,
  productIndexFields,
  productQueryPlan,
  type ProductFilter,
  type ProductOrder,
} from '../../src/shared/index.js';
import {
  OTHER_EMAIL,
  OTHER_UID as OTHER,
  OWNER_EMAIL,
  OWNER_UID as OWNER,
  useRulesEnv,
} from '../support/rules-env.js';
import { testAutoId } from '../support/test-ids.js';
import { productKeyId, skuToken } from '../../src/domains/products/product-keys.js';

/**
 * The product list at scale under the rules: the product list's page queries (every filter and sort) return only
 * the caller's products and are refused for anyone else's; the product count on sellers/{uid} and
 * the list fields on products are server-only; bulk delete jobs are the owner's alone.
 */
const rules = useRulesEnv('product-list');
const { owner, otherSeller: other, anonymous } = rules;

async function seedProduct(
  id: string,
  ownerId: string,
  title: string,
  amazon = '',
  complianceMode = true,
) {
  const input = {
    ...newProductInput(),
    complianceMode,
    title,
    links: { amazon, emag: '', shopify: '' },
  };
  const { derived, search } = productIndexFields(id, ownerId, input);
  await rules.seed(async (db) => {
    await setDoc(doc(db, paths.product(id)), {
      ...newProductDoc(input, ownerId, Timestamp.now()),
      derived,
      inProductCount: true,
    });
    await setDoc(doc(db, paths.productSearch(id)), search);
  });
}

/**
 * The constraints the web app's page query is built from (api/products-query.ts), on the
 * collection the plan names: products, or their search documents while searching.
 */
function pageQuery(db: Firestore, uid: string, filter: ProductFilter, order?: ProductOrder) {
  const plan = productQueryPlan(uid, filter, order);
  const constraints: QueryConstraint[] = plan.equals.map(({ path, value }) =>
    where(new FieldPath(...path), '==', value),
  );
  for (const field of planOrderBy(plan)) {
    constraints.push(
      orderBy(field.path ? new FieldPath(...field.path) : documentId(), field.direction),
    );
  }
  return query(collection(db, plan.collection), ...constraints, limit(25));
}

describe('product list page queries', () => {
  beforeEach(async () => {
    await seedProduct('mine-1', OWNER, 'Tocător din bambus', 'https://www.amazon.de/dp/B08N5WRWNW');
    await seedProduct('mine-2', OWNER, 'Lampă de birou', '', false);
    await seedProduct('theirs-1', OTHER, 'Tocător de stejar');
  });

  const filters: [string, ProductFilter][] = [
    ['no filter', EMPTY_PRODUCT_FILTER],
    ['a search', { ...EMPTY_PRODUCT_FILTER, search: 'tocat' }],
    ['a pasted link', { ...EMPTY_PRODUCT_FILTER, search: 'https://amazon.de/dp/B08N5WRWNW' }],
    ['a marketplace', { ...EMPTY_PRODUCT_FILTER, marketplace: 'amazon' }],
    ['compliance off', { ...EMPTY_PRODUCT_FILTER, compliance: 'off' }],
    ['no template', { ...EMPTY_PRODUCT_FILTER, template: NO_TEMPLATE }],
  ];

  it.each(filters)('%s: the owner sees only their own products', async (_name, filter) => {
    for (const sort of ['newest', 'title', 'reviews', 'rating'] as const) {
      const page = await assertSucceeds(
        getDocs(pageQuery(owner(), OWNER, filter, { sort, direction: 'asc' })),
      );
      expect(page.docs.every((d) => d.get('ownerId') === OWNER)).toBe(true);
    }
    const counted = await assertSucceeds(getCountFromServer(pageQuery(owner(), OWNER, filter)));
    expect(counted.data().count).toBeGreaterThan(0);
  });

  it.each(filters)('%s: another seller and anonymous visitors are refused', async (_n, filter) => {
    await assertFails(getDocs(pageQuery(other(), OWNER, filter)));
    await assertFails(getDocs(pageQuery(anonymous(), OWNER, filter)));
    await assertFails(getCountFromServer(pageQuery(other(), OWNER, filter)));
  });

  it('a search for another seller’s title finds nothing of theirs', async () => {
    const page = await getDocs(
      pageQuery(owner(), OWNER, { ...EMPTY_PRODUCT_FILTER, search: 'stejar' }),
    );
    expect(page.empty).toBe(true);
  });

  it('a search finds the owner’s search documents, whose ids are the products’', async () => {
    const filter = { ...EMPTY_PRODUCT_FILTER, search: 'tocat', marketplace: 'amazon' as const };
    expect(productQueryPlan(OWNER, filter).collection).toBe(COLLECTIONS.productSearch);
    const page = await assertSucceeds(getDocs(pageQuery(owner(), OWNER, filter)));
    expect(page.docs.map((d) => d.id)).toEqual(['mine-1']);
    expect(page.docs[0]?.ref.parent.id).toBe(COLLECTIONS.productSearch);
    // The list's own pages read products, which carry no search keys.
    const list = await getDocs(pageQuery(owner(), OWNER, EMPTY_PRODUCT_FILTER));
    expect(list.docs.map((d) => d.ref.parent.id)).toEqual([
      COLLECTIONS.products,
      COLLECTIONS.products,
    ]);
    expect(list.docs.every((d) => d.get('derived.search') === undefined)).toBe(true);
  });
});

describe('the import lookup index (productKeys)', () => {
  const mineKey = productKeyId(OWNER, skuToken('TB-01'));
  const entry = { ownerId: OWNER, productIds: ['mine-1'] };
  beforeEach(async () => {
    await rules.seed(async (db) => {
      await setDoc(doc(db, paths.productKey(mineKey)), entry);
    });
  });

  it('no client reads an entry or lists them, not even the owner', async () => {
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(getDoc(doc(db, paths.productKey(mineKey))));
      await assertFails(getDoc(doc(db, paths.productKey('missing'))));
      await assertFails(
        getDocs(query(collection(db, COLLECTIONS.productKeys), where('ownerId', '==', OWNER))),
      );
      await assertFails(getDocs(query(collection(db, COLLECTIONS.productKeys))));
    }
  });

  it('no client creates, changes or deletes an entry, not even the owner', async () => {
    const theirs = productKeyId(OTHER, skuToken('TB-01'));
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(setDoc(doc(db, paths.productKey(theirs)), { ...entry, ownerId: OTHER }));
      await assertFails(setDoc(doc(db, paths.productKey(mineKey)), { ...entry, productIds: [] }));
      await assertFails(updateDoc(doc(db, paths.productKey(mineKey)), { productIds: ['x'] }));
      await assertFails(deleteDoc(doc(db, paths.productKey(mineKey))));
    }
    expect(await rules.stored(paths.productKey(mineKey))).toEqual(entry);
    expect(await rules.stored(paths.productKey(theirs))).toBeNull();
  });
});

describe('search documents (productSearch)', () => {
  beforeEach(async () => {
    await seedProduct('mine-1', OWNER, 'Tocător din bambus', 'https://www.amazon.de/dp/B08N5WRWNW');
    await seedProduct('mine-2', OWNER, 'Lampă de birou');
    await seedProduct('theirs-1', OTHER, 'Tocător de stejar');
  });

  const searchDocs = (db: Firestore, ...constraints: QueryConstraint[]) =>
    query(collection(db, COLLECTIONS.productSearch), ...constraints);
  const ownedBy = (uid: string) => where('ownerId', '==', uid);

  it('the owner gets their own and lists them filtered on ownerId', async () => {
    const mine = await assertSucceeds(getDoc(doc(owner(), paths.productSearch('mine-1'))));
    expect(mine.get('ownerId')).toBe(OWNER);
    expect(mine.get('derived.search.tocat')).toBe(true);
    const listed = await assertSucceeds(getDocs(searchDocs(owner(), ownedBy(OWNER))));
    expect(listed.docs.map((d) => d.id).sort()).toEqual(['mine-1', 'mine-2']);
    const searched = await assertSucceeds(
      getDocs(
        searchDocs(
          owner(),
          ownedBy(OWNER),
          where(new FieldPath('derived', 'search', 'tocat'), '==', true),
        ),
      ),
    );
    expect(searched.docs.map((d) => d.id)).toEqual(['mine-1']);
    await assertSucceeds(getCountFromServer(searchDocs(owner(), ownedBy(OWNER))));
  });

  it('a list without the ownerId filter is refused, even for the owner', async () => {
    await assertFails(getDocs(searchDocs(owner())));
    await assertFails(
      getDocs(searchDocs(owner(), where(new FieldPath('derived', 'search', 'tocat'), '==', true))),
    );
    await assertFails(getDocs(searchDocs(owner(), ownedBy(OTHER))));
    await assertFails(getCountFromServer(searchDocs(owner())));
  });

  it('another seller and anonymous visitors read none of the owner’s', async () => {
    for (const db of [other(), anonymous()]) {
      await assertFails(getDoc(doc(db, paths.productSearch('mine-1'))));
      await assertFails(getDocs(searchDocs(db, ownedBy(OWNER))));
      await assertFails(getDocs(searchDocs(db)));
      await assertFails(getCountFromServer(searchDocs(db, ownedBy(OWNER))));
    }
    // Another seller reads their own, as the owner does.
    await assertSucceeds(getDoc(doc(other(), paths.productSearch('theirs-1'))));
    await assertSucceeds(getDocs(searchDocs(other(), ownedBy(OTHER))));
    await assertFails(getDocs(searchDocs(anonymous(), ownedBy(OTHER))));
  });

  it('a missing one cannot be read by anyone (no probing for ids)', async () => {
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(getDoc(doc(db, paths.productSearch('missing'))));
    }
  });

  it('nobody creates, updates or deletes one from a client, not even the owner', async () => {
    const data = productIndexFields('mine-3', OWNER, {
      ...newProductInput(),
      title: 'Board',
    }).search;
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(setDoc(doc(db, paths.productSearch('mine-3')), data));
      await assertFails(
        setDoc(doc(db, paths.productSearch('mine-1')), { ...data, ownerId: OWNER }),
      );
      await assertFails(
        updateDoc(doc(db, paths.productSearch('mine-1')), { 'derived.search.cheap': true }),
      );
      await assertFails(
        setDoc(doc(db, paths.productSearch('mine-1')), { title: 'x' }, { merge: true }),
      );
      await assertFails(deleteDoc(doc(db, paths.productSearch('mine-1'))));
    }
    expect(await rules.stored(paths.productSearch('mine-3'))).toBeNull();
    expect((await rules.stored(paths.productSearch('mine-1')))?.derived).toMatchObject({
      search: { tocat: true },
    });
    expect(
      (
        (await rules.stored(paths.productSearch('mine-1')))?.derived as {
          search: Record<string, true>;
        }
      ).search.cheap,
    ).toBeUndefined();
  });
});

describe('server-only fields', () => {
  beforeEach(async () => {
    await seedProduct('mine-1', OWNER, 'Board');
    await rules.seed((db) =>
      setDoc(doc(db, paths.seller(OWNER)), {
        displayName: 'Owner',
        email: OWNER_EMAIL,
        locale: 'en',
        createdAt: Timestamp.now(),
        [PRODUCT_COUNT_FIELD]: 1,
      }),
    );
  });

  it('nobody writes the list fields or the count mark of a product', async () => {
    const ref = (db: Firestore) => doc(db, paths.product('mine-1'));
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(
        updateDoc(ref(db), { 'derived.search.cheap': true, updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref(db), { 'derived.linkKeys.b08n5wrwnw': true, updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref(db), { 'derived.searchDigest': '0', updatedAt: serverTimestamp() }),
      );
      await assertFails(
        updateDoc(ref(db), { inProductCount: false, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('the seller reads their product count; nobody writes it', async () => {
    const ref = (db: Firestore) => doc(db, paths.seller(OWNER));
    expect((await assertSucceeds(getDoc(ref(owner())))).get(PRODUCT_COUNT_FIELD)).toBe(1);
    await assertFails(getDoc(ref(other())));
    await assertFails(getDoc(ref(anonymous())));
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(updateDoc(ref(db), { [PRODUCT_COUNT_FIELD]: 100_000 }));
    }
  });

  it('nobody writes the count of products routing privately, nor its read time', async () => {
    const ref = (db: Firestore) => doc(db, paths.seller(OWNER));
    for (const db of [owner(), other(), anonymous()]) {
      await assertFails(updateDoc(ref(db), { [PRIVATE_ROUTING_COUNT_FIELD]: 0 }));
      await assertFails(
        updateDoc(ref(db), { [PRIVATE_ROUTING_COUNT_READ_AT_FIELD]: serverTimestamp() }),
      );
    }
    expect((await getDoc(ref(owner()))).get(PRIVATE_ROUTING_COUNT_FIELD)).toBeUndefined();
  });

  it('a profile cannot be created with a count', async () => {
    for (const count of [PRODUCT_COUNT_FIELD, PRIVATE_ROUTING_COUNT_FIELD]) {
      await assertFails(
        setDoc(doc(other(), paths.seller(OTHER)), {
          displayName: 'Other',
          email: OTHER_EMAIL,
          emailVerifiedAt: serverTimestamp(),
          locale: 'en',
          createdAt: serverTimestamp(),
          [count]: 0,
        }),
      );
    }
  });
});

describe('a profile functions created first (only the count) is completed once', () => {
  beforeEach(async () => {
    await rules.seed((db) => setDoc(doc(db, paths.seller(OWNER)), { [PRODUCT_COUNT_FIELD]: 3 }));
  });
  const profile = (overrides: Record<string, unknown> = {}) => ({
    displayName: 'Owner',
    email: OWNER_EMAIL,
    emailVerifiedAt: serverTimestamp(),
    locale: 'ro',
    createdAt: serverTimestamp(),
    ...overrides,
  });

  it('by the seller, keeping the count', async () => {
    const ref = doc(owner(), paths.seller(OWNER));
    await assertSucceeds(setDoc(ref, profile(), { merge: true }));
    const stored = await getDoc(ref);
    expect(stored.get(PRODUCT_COUNT_FIELD)).toBe(3);
    expect(stored.get('locale')).toBe('ro');
    // Completed: from now on only the ordinary profile updates apply.
    await assertFails(setDoc(ref, profile({ email: 'x@example.com' }), { merge: true }));
  });

  it('not by anyone else, not with a changed count, not with a client time', async () => {
    await assertFails(setDoc(doc(other(), paths.seller(OWNER)), profile(), { merge: true }));
    await assertFails(setDoc(doc(anonymous(), paths.seller(OWNER)), profile(), { merge: true }));
    const ref = doc(owner(), paths.seller(OWNER));
    await assertFails(setDoc(ref, profile({ [PRODUCT_COUNT_FIELD]: 9 }), { merge: true }));
    await assertFails(setDoc(ref, profile({ createdAt: Timestamp.now() }), { merge: true }));
    await assertFails(setDoc(ref, profile({ locale: 'xx' }), { merge: true }));
  });
});

describe('bulk jobs over "all matching" (templateJobs, productDeleteJobs)', () => {
  beforeEach(async () => {
    const template = (ownerId: string) => ({ ownerId, name: 'T' });
    await rules.seed(async (db) => {
      await setDoc(doc(db, paths.template('tpl')), template(OWNER));
      await setDoc(doc(db, paths.template('their-tpl')), template(OTHER));
    });
  });

  const byFilter = (overrides: Record<string, unknown> = {}) => ({
    ownerId: OWNER,
    createdBy: OWNER,
    filter: { ...EMPTY_PRODUCT_FILTER, search: 'tocat', marketplace: 'emag' },
    expected: 10_016,
    status: 'queued',
    createdAt: serverTimestamp(),
    ...overrides,
  });
  const byIds = (overrides: Record<string, unknown> = {}) => ({
    ownerId: OWNER,
    createdBy: OWNER,
    productIds: ['p1', 'p2'],
    status: 'queued',
    createdAt: serverTimestamp(),
    ...overrides,
  });
  const deleteJob = (db: Firestore, data: Record<string, unknown>, id = testAutoId('job-1')) =>
    setDoc(doc(db, paths.productDeleteJob(id)), data);
  const templateJob = (db: Firestore, data: Record<string, unknown>, id = testAutoId('job-1')) =>
    setDoc(doc(db, paths.templateJob(id)), { templateId: 'tpl', ...data });

  it('the owner queues a delete or Apply Template over a filter or selected ids', async () => {
    await assertSucceeds(deleteJob(owner(), byFilter()));
    await assertSucceeds(deleteJob(owner(), byFilter({ expected: null }), testAutoId('job-2')));
    await assertSucceeds(
      deleteJob(
        owner(),
        byIds({ productIds: Array.from({ length: JOB_MAX_PRODUCT_IDS }, (_, i) => `p${i}`) }),
        testAutoId('job-3'),
      ),
    );
    await assertSucceeds(templateJob(owner(), byFilter()));
    await assertSucceeds(
      templateJob(
        owner(),
        byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, template: NO_TEMPLATE } }),
        testAutoId('job-2'),
      ),
    );
  });

  it('another seller or an anonymous visitor cannot queue one for the owner', async () => {
    await assertFails(deleteJob(other(), byFilter()));
    await assertFails(deleteJob(anonymous(), byFilter()));
    await assertFails(deleteJob(other(), byIds()));
    await assertFails(templateJob(other(), byFilter()));
    // Their own job with the owner's template is refused too.
    await assertFails(templateJob(other(), byFilter({ ownerId: OTHER })));
  });

  it('every field of the selection is validated', async () => {
    const bad = [
      byFilter({ productIds: ['p1'] }), // both kinds at once
      byFilter({ expected: -1 }),
      byFilter({ expected: 1.5 }),
      byFilter({ expected: '10' }),
      byIds({ expected: 2 }),
      byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, search: 'x'.repeat(201) } }),
      byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, marketplace: 'ebay' } }),
      byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, compliance: true } }),
      byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, template: 'a/b' } }),
      byFilter({ filter: { ...EMPTY_PRODUCT_FILTER, ownerId: OTHER } }),
      byFilter({ filter: { search: '' } }),
      byIds({ productIds: [] }),
      byIds({ productIds: Array.from({ length: JOB_MAX_PRODUCT_IDS + 1 }, (_, i) => `p${i}`) }),
      byFilter({ status: 'running' }),
      byFilter({ createdAt: Timestamp.now() }),
      byFilter({ deleted: 5 }),
    ];
    for (const data of bad) {
      await assertFails(deleteJob(owner(), data));
      await assertFails(templateJob(owner(), data));
    }
  });

  it('only the owner reads a delete job; nobody changes or deletes one from a client', async () => {
    await assertSucceeds(deleteJob(owner(), byFilter()));
    const ref = (db: Firestore) => doc(db, paths.productDeleteJob(testAutoId('job-1')));
    await assertSucceeds(getDoc(ref(owner())));
    await assertFails(getDoc(ref(other())));
    await assertFails(getDoc(ref(anonymous())));
    await assertFails(updateDoc(ref(owner()), { status: 'done' }));
    await assertFails(deleteDoc(ref(owner())));
  });
});
