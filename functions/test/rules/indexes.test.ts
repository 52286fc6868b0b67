import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MEMBER_DIGEST_FIELD_PATH } from '../../src/domains/alerts/daily-digest.js';
import {
  COLLECTIONS,
  PRODUCT_SORTS,
  SORT_DIRECTIONS,
  VARIANT_SKU_KEYS_PATH,
  planOrderBy,
  productFilterShapes,
  productQueryPlan,
  type ProductQueryPlan,
} from '../../src/shared/index.js';

/**
 * The emulator does not enforce indexes, production does: a query without its composite index
 * fails there. These are the query shapes the seller screens run (docs/decisions.md, "Trust": every one filters on
 * ownerId), each of which must have its index in firestore.indexes.json.
 */
interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: unknown[];
}
const { indexes, fieldOverrides } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url)), 'utf8'),
) as { indexes: Index[]; fieldOverrides: FieldOverride[] };

/** An index serving equality filters on `equal` (any order) and then `last`. */
function hasIndex(collection: string, equal: string[], last: IndexField): boolean {
  return indexes.some((index) => {
    if (index.collectionGroup !== collection || index.queryScope !== 'COLLECTION') return false;
    const head = index.fields.slice(0, -1);
    const tail = index.fields.at(-1);
    return (
      head.length === equal.length &&
      head.every((field) => field.order === 'ASCENDING' && equal.includes(field.fieldPath)) &&
      tail?.fieldPath === last.fieldPath &&
      tail.order === last.order
    );
  });
}

// The product's inbox and its "Mark all read" (unread == true) share these shapes.
const INBOX_FILTERS = ['rating', 'store', 'published', 'unread'];
const subsets = INBOX_FILTERS.reduce<string[][]>(
  (all, filter) => [...all, ...all.map((subset) => [...subset, filter])],
  [[]],
);

describe('firestore.indexes.json', () => {
  it.each(subsets.map((subset) => [subset.join(' + ') || 'no filter', subset] as const))(
    'serves the reviews inbox with %s (ownerId ==, newest first)',
    (_name, subset) => {
      expect(
        hasIndex('reviews', ['ownerId', ...subset], {
          fieldPath: 'createdAt',
          order: 'DESCENDING',
        }),
      ).toBe(true);
    },
  );

  it('has no reviews index without ownerId (every inbox query filters on it)', () => {
    const reviews = indexes.filter(
      (index) => index.collectionGroup === 'reviews' && index.queryScope !== 'COLLECTION_GROUP',
    );
    expect(reviews).toHaveLength(subsets.length);
    expect(reviews.every((index) => index.fields[0]?.fieldPath === 'ownerId')).toBe(true);
  });

  it('serves the seller’s unread reviews and the daily digest across products (collection group)', () => {
    const group = indexes.filter(
      (index) => index.collectionGroup === 'reviews' && index.queryScope === 'COLLECTION_GROUP',
    );
    const shapes = group.map((index) => index.fields.map((field) => field.fieldPath).join(','));
    expect(shapes.sort()).toEqual([
      'ownerId,createdAt',
      'ownerId,published,createdAt',
      'ownerId,unread,createdAt',
    ]);
  });

  it('serves the product list notice: the seller’s Amazon products with compliance mode off', () => {
    // count() of ownerId == uid, complianceMode == false, links.amazon != ''.
    expect(
      hasIndex('products', ['ownerId', 'complianceMode'], {
        fieldPath: 'links.amazon',
        order: 'ASCENDING',
      }),
    ).toBe(true);
  });
  it('serves the imports screen: the seller’s latest jobs, and a job’s results by outcome', () => {
    expect(
      hasIndex('importJobs', ['ownerId'], { fieldPath: 'createdAt', order: 'DESCENDING' }),
    ).toBe(true);
    // Rejected rows (action ==), undo's work (action in), what undo left (undo in), in row order.
    expect(
      hasIndex('results', ['ownerId', 'action'], { fieldPath: 'row', order: 'ASCENDING' }),
    ).toBe(true);
    expect(hasIndex('results', ['ownerId', 'undo'], { fieldPath: 'row', order: 'ASCENDING' })).toBe(
      true,
    );
  });

  it('serves the import’s lookup of variant SKUs (ownerId ==, derived.variantSkuKeys array-contains-any)', () => {
    // Equality-only lookups (derived.skuKey in, derived.linkKeys.<key> ==) merge the automatic
    // single-field indexes; an array-contains-any beside an equality needs its own.
    const served = indexes.some(
      (index) =>
        index.collectionGroup === COLLECTIONS.products &&
        index.queryScope === 'COLLECTION' &&
        index.fields.length === 2 &&
        index.fields[0]?.fieldPath === 'ownerId' &&
        index.fields[0].order === 'ASCENDING' &&
        index.fields[1]?.fieldPath === VARIANT_SKU_KEYS_PATH &&
        index.fields[1].arrayConfig === 'CONTAINS',
    );
    expect(served).toBe(true);
    const exempt = fieldOverrides.filter(
      (override) =>
        override.collectionGroup === COLLECTIONS.products &&
        [VARIANT_SKU_KEYS_PATH, 'derived.skuKey', 'derived.linkKeys'].includes(override.fieldPath),
    );
    expect(exempt).toEqual([]);
  });

  it.each(['importJobs', 'templateJobs', 'productDeleteJobs'])(
    'serves the running-jobs ceiling in %s (ownerId ==, status in, createdAt <=)',
    (collection) => {
      expect(
        hasIndex(collection, ['ownerId', 'status'], { fieldPath: 'createdAt', order: 'ASCENDING' }),
      ).toBe(true);
    },
  );

  it('serves the unconfirmed-uploads ceiling (ownerId ==, status ==, createdAt <=)', () => {
    expect(
      hasIndex('importJobs', ['ownerId', 'status'], { fieldPath: 'createdAt', order: 'ASCENDING' }),
    ).toBe(true);
  });
});

/**
 * Whether Firestore can serve a products page query from firestore.indexes.json, the way it plans
 * queries, on the collection the plan names (products, or productSearch while searching):
 * equality filters ordered by the document id alone merge the automatic single-field indexes
 * (unless an override exempts a field); equality filters ordered by a field need composite
 * indexes that end with that field in that direction, either one holding every equality field or
 * several whose equality fields together cover them (index merging).
 */
function servesProductQuery(
  plan: ProductQueryPlan,
  reversed: boolean,
  overrides: FieldOverride[] = fieldOverrides,
): boolean {
  const equal = plan.equals.map((filter) => filter.path.join('.'));
  const [first] = planOrderBy(plan, reversed);
  if (!first) return false;
  if (first.path === null) {
    return equal.every(
      (field) =>
        !overrides.some(
          (override) =>
            override.collectionGroup === plan.collection &&
            (field === override.fieldPath || field.startsWith(`${override.fieldPath}.`)),
        ),
    );
  }
  const sortField = first.path.join('.');
  const order = first.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
  const usable = indexes.filter((index) => {
    if (index.collectionGroup !== plan.collection || index.queryScope !== 'COLLECTION') {
      return false;
    }
    const tail = index.fields.at(-1);
    const head = index.fields.slice(0, -1);
    return (
      tail?.fieldPath === sortField &&
      tail.order === order &&
      head.every((field) => field.order === 'ASCENDING' && equal.includes(field.fieldPath))
    );
  });
  const covered = new Set(
    usable.flatMap((index) => index.fields.slice(0, -1).map((f) => f.fieldPath)),
  );
  return equal.every((field) => covered.has(field));
}

describe('firestore.indexes.json serves every product list and bulk job query', () => {
  const cases = productFilterShapes().flatMap((filter) =>
    PRODUCT_SORTS.flatMap((sort) =>
      SORT_DIRECTIONS.flatMap((direction) =>
        [false, true].map((reversed) => ({ filter, sort, direction, reversed })),
      ),
    ),
  );

  it(`covers all ${cases.length} shapes (filters × sorts × directions × limitToLast)`, () => {
    const missing = cases.filter(
      ({ filter, sort, direction, reversed }) =>
        !servesProductQuery(productQueryPlan('uid', filter, { sort, direction }), reversed),
    );
    expect(missing).toEqual([]);
  });

  it('runs a search on the search documents with equality filters in id order, the rest on products', () => {
    for (const { filter, sort, direction, reversed } of cases) {
      const plan = productQueryPlan('uid', filter, { sort, direction });
      if (filter.search === '') {
        expect(plan.collection).toBe(COLLECTIONS.products);
        expect(plan.order).not.toBeNull();
        continue;
      }
      // A search needs no composite index: the single-field indexes merge.
      expect(plan.collection).toBe(COLLECTIONS.productSearch);
      expect(planOrderBy(plan, reversed)).toEqual([
        { path: null, direction: reversed ? 'desc' : 'asc' },
      ]);
      expect(plan.equals.some(({ path }) => path.join('.').startsWith('derived.search.'))).toBe(
        true,
      );
    }
    expect(indexes.filter((index) => index.collectionGroup === COLLECTIONS.productSearch)).toEqual(
      [],
    );
  });

  it('the check fails for a sort without its index', () => {
    const plan = productQueryPlan('uid', productFilterShapes()[0]!, {
      sort: 'title',
      direction: 'asc',
    });
    expect(servesProductQuery(plan, false)).toBe(true);
    expect(
      servesProductQuery({ ...plan, order: { path: ['title'], direction: 'asc' } }, false),
    ).toBe(false);
    expect(
      servesProductQuery(
        { ...plan, equals: [...plan.equals, { path: ['minRating'], value: 'four' }] },
        false,
      ),
    ).toBe(false);
    // A sort on the search documents, which have no composite index at all.
    expect(servesProductQuery({ ...plan, collection: COLLECTIONS.productSearch }, false)).toBe(
      false,
    );
  });

  it('the check fails for a search whose keys are exempt from indexing', () => {
    const plan = productQueryPlan('uid', { ...productFilterShapes()[0]!, search: 'tocat' });
    expect(servesProductQuery(plan, false)).toBe(true);
    const exempt = (collectionGroup: string, fieldPath: string): FieldOverride[] => [
      ...fieldOverrides,
      { collectionGroup, fieldPath, indexes: [] },
    ];
    expect(servesProductQuery(plan, false, exempt('productSearch', 'derived.search'))).toBe(false);
    expect(servesProductQuery(plan, false, exempt('productSearch', 'ownerId'))).toBe(false);
    // The products' own fields do not serve a search.
    expect(servesProductQuery(plan, false, exempt('products', 'derived.search'))).toBe(true);
  });

  it('never exempts the search keys or a filter field from single-field indexing', () => {
    const productOverrides = fieldOverrides.filter((o) => o.collectionGroup === 'products');
    expect(productOverrides).toEqual([]);
    const filterFields = new Set(
      productFilterShapes().flatMap((filter) =>
        productQueryPlan('uid', filter).equals.map(({ path }) => path.slice(0, 2).join('.')),
      ),
    );
    expect(filterFields).toContain('derived.search');
    const searchOverrides = fieldOverrides.filter(
      (o) =>
        o.collectionGroup === COLLECTIONS.productSearch &&
        [...filterFields].some(
          (field) =>
            field === o.fieldPath ||
            field.startsWith(`${o.fieldPath}.`) ||
            o.fieldPath.startsWith(`${field}.`),
        ),
    );
    expect(searchOverrides).toEqual([]);
  });

  it('serves the digest run’s page of members who asked for it (collection group, alerts.digest ==)', () => {
    const override = fieldOverrides.find(
      (entry) =>
        entry.collectionGroup === COLLECTIONS.accountMembers &&
        entry.fieldPath === MEMBER_DIGEST_FIELD_PATH,
    );
    expect(override?.indexes).toContainEqual({
      order: 'ASCENDING',
      queryScope: 'COLLECTION_GROUP',
    });
  });
});
