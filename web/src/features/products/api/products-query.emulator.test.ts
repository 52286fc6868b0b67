import { deleteDoc, doc, getDocs, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  DEFAULT_PRODUCT_ORDER,
  EMPTY_PRODUCT_FILTER,
  PRODUCT_SORTS,
  SORT_DIRECTIONS,
  emptyProductStats,
  newProductDoc,
  newProductInput,
  paths,
  productIndexFields,
  productQueryPlan,
  type ProductFilter,
  type ProductOrder,
} from '@shared';
import { SEARCH_SCAN_MAX_READS } from '@/config/constants';
import {
  OTHER_UID as OTHER,
  OWNER_UID as OWNER,
  useRulesEnv as rulesEnvironment,
} from '../../../../../functions/test/support/rules-env';
import type { PagePosition } from '../lib/list-params';
import {
  cursorOf,
  pageFromDocs,
  pageQuery,
  planListQuery,
  readProductsByIds,
} from './products-query';
import { scanPage } from './scan-products';

/**
 * The product list's paging (docs/decisions.md, "Product list at scale") against the real Firestore emulator and rules, with the web
 * app's own query builders (vitest project "emulator": *.emulator.test.ts): every sort in both directions pages forwards and backwards through
 * exactly the seller's products, cursors survive the deletion of their row, and a search checked
 * in the page never reads more than SEARCH_SCAN_MAX_READS documents for a page.
 */
const rules = rulesEnvironment('product-paging');

interface Seeded {
  id: string;
  createdAt: Timestamp;
  titleKey: string;
  reviewCount: number;
  averageRating: number;
}

/** Writes products as the indexProduct function leaves them; returns their sort values. */
async function seed(
  count: number,
  {
    ownerId = OWNER,
    prefix = 'p',
    title = (i: number) => `Product ${['Oak', 'Élan', 'ash', 'Birch'][i % 4]} ${i % 7}`,
  } = {},
): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  const base = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
  const docs = Array.from({ length: count }, (_, i) => {
    const id = `${prefix}${String(i).padStart(4, '0')}`;
    const input = { ...newProductInput(), title: title(i) };
    const reviewCount = i % 5;
    const stats = { ...emptyProductStats(), reviewCount, ratingSum: reviewCount * ((i % 3) + 2) };
    // Every third product shares its creation time with the one before: ties break on the id.
    const createdAt = new Timestamp(
      base.seconds + Math.floor(i / 3) * 60,
      (i % 3 === 2 ? 1 : 0) * 500,
    );
    const { derived, search } = productIndexFields(id, ownerId, { ...input, stats });
    seeded.push({
      id,
      createdAt,
      titleKey: derived.titleKey,
      reviewCount,
      averageRating: derived.averageRating,
    });
    return {
      id,
      data: {
        ...newProductDoc(input, ownerId, createdAt),
        stats,
        derived,
        inProductCount: true,
      },
      search,
    };
  });
  await rules.seed(async (db) => {
    for (let start = 0; start < docs.length; start += 200) {
      const batch = writeBatch(db);
      for (const { id, data, search } of docs.slice(start, start + 200)) {
        batch.set(doc(db, paths.product(id)), data);
        batch.set(doc(db, paths.productSearch(id)), search);
      }
      await batch.commit();
    }
  });
  return seeded;
}

function expectedOrder(products: Seeded[], order: ProductOrder): string[] {
  const value = (p: Seeded): number | string =>
    order.sort === 'newest'
      ? p.createdAt.seconds * 1e9 + p.createdAt.nanoseconds
      : order.sort === 'title'
        ? p.titleKey
        : order.sort === 'reviews'
          ? p.reviewCount
          : p.averageRating;
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...products]
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const byValue = x < y ? -1 : x > y ? 1 : 0;
      return sign * (byValue || (a.id < b.id ? -1 : 1));
    })
    .map((p) => p.id);
}

async function readPage(
  db: Firestore,
  filter: ProductFilter,
  order: ProductOrder,
  position: PagePosition,
  pageSize: number,
) {
  const plan = productQueryPlan(OWNER, filter, order);
  const built = pageQuery(planListQuery(db, plan), plan, position, pageSize)!;
  const snapshot = await getDocs(built.query);
  expect(snapshot.size).toBeLessThanOrEqual(pageSize + 1); // one page (and one more) read
  const page = pageFromDocs(snapshot.docs, position, pageSize);
  return {
    ids: page.docs.map((d) => d.id),
    ...page,
    first: page.docs[0] ? cursorOf(plan, page.docs[0]) : null,
    last: page.docs.at(-1) ? cursorOf(plan, page.docs.at(-1)!) : null,
  };
}

describe('product list paging', () => {
  it.each(PRODUCT_SORTS.flatMap((sort) => SORT_DIRECTIONS.map((direction) => [sort, direction])))(
    'sort %s %s: forwards and backwards through exactly the seller’s products',
    async (sort, direction) => {
      const order = { sort, direction } as ProductOrder;
      const mine = await seed(23);
      await seed(4, { ownerId: OTHER, prefix: 'o' });
      const expected = expectedOrder(mine, order);
      const db = rules.owner();

      const forwards: string[] = [];
      let position: PagePosition = { kind: 'first' };
      for (let guard = 0; guard < 10; guard++) {
        const page = await readPage(db, EMPTY_PRODUCT_FILTER, order, position, 5);
        forwards.push(...page.ids);
        if (!page.hasNext) break;
        position = { kind: 'after', cursor: page.last! };
      }
      expect(forwards).toEqual(expected);

      const backwards: string[] = [];
      position = { kind: 'last' };
      for (let guard = 0; guard < 10; guard++) {
        const page = await readPage(db, EMPTY_PRODUCT_FILTER, order, position, 5);
        backwards.unshift(...page.ids);
        if (!page.hasPrevious) break;
        position = { kind: 'before', cursor: page.first! };
      }
      expect(backwards).toEqual(expected);
    },
  );

  it('a cursor keeps working after its row is deleted', async () => {
    const mine = await seed(12);
    const order: ProductOrder = { sort: 'title', direction: 'asc' };
    const expected = expectedOrder(mine, order);
    const db = rules.owner();
    const first = await readPage(db, EMPTY_PRODUCT_FILTER, order, { kind: 'first' }, 4);
    expect(first.ids).toEqual(expected.slice(0, 4));
    const second = await readPage(
      db,
      EMPTY_PRODUCT_FILTER,
      order,
      { kind: 'after', cursor: first.last! },
      4,
    );
    await rules.seed((admin) => deleteDoc(doc(admin, paths.product(expected[3]!))));
    await rules.seed((admin) => deleteDoc(doc(admin, paths.product(expected[4]!))));
    const again = await readPage(
      db,
      EMPTY_PRODUCT_FILTER,
      order,
      { kind: 'after', cursor: first.last! },
      4,
    );
    expect(again.ids).toEqual(expected.slice(5, 9));
    const back = await readPage(
      db,
      EMPTY_PRODUCT_FILTER,
      order,
      { kind: 'before', cursor: second.first! },
      4,
    );
    expect(back.ids).toEqual(expected.slice(0, 3));
    expect(back.hasPrevious).toBe(false);
  });

  it('a filter pages through only the matching products', async () => {
    const mine = await seed(20, {
      title: (i) => (i % 2 ? `Tocător ${i}` : `Lampă ${i}`),
    });
    const db = rules.owner();
    const filter = { ...EMPTY_PRODUCT_FILTER, search: 'tocat' };
    const seen: string[] = [];
    let position: PagePosition = { kind: 'first' };
    for (let guard = 0; guard < 5; guard++) {
      const page = await readPage(db, filter, { sort: 'newest', direction: 'desc' }, position, 4);
      seen.push(...page.ids);
      if (!page.hasNext) break;
      position = { kind: 'after', cursor: page.last! };
    }
    expect(seen).toEqual(mine.filter((_, i) => i % 2).map((p) => p.id)); // search: id order
  });

  it('a search lists search documents; its rows are the products, read by id without keys', async () => {
    const mine = await seed(6, { title: (i) => (i < 3 ? `Tocător ${i}` : `Lampă ${i}`) });
    await seed(3, { ownerId: OTHER, prefix: 'o', title: (i) => `Tocător ${i}` });
    const db = rules.owner();
    const filter = { ...EMPTY_PRODUCT_FILTER, search: 'tocator' };
    expect(productQueryPlan(OWNER, filter).collection).toBe(COLLECTIONS.productSearch);
    const page = await readPage(db, filter, DEFAULT_PRODUCT_ORDER, { kind: 'first' }, 10);
    expect(page.ids).toEqual(mine.slice(0, 3).map((p) => p.id));

    // A product deleted before its search document: its id finds nothing and is left out.
    await rules.seed((admin) => deleteDoc(doc(admin, paths.product(mine[1]!.id))));
    const products = await readProductsByIds(db, OWNER, [...page.ids].reverse());
    expect(products.docs.map((d) => d.id)).toEqual([mine[2]!.id, mine[0]!.id]);
    for (const product of products.docs) {
      expect(product.data().title).toMatch(/^Tocător/);
      expect(product.get('derived.search')).toBeUndefined();
    }
    // Another seller's ids read nothing (the query filters the owner; the rules demand it).
    expect((await readProductsByIds(db, OWNER, ['o0000', 'o0001'])).docs).toEqual([]);
  });
});

describe('a search checked in the page', () => {
  it(`reads at most ${SEARCH_SCAN_MAX_READS} documents per page, then continues from there`, async () => {
    // 1,100 products whose titles start with the same 12 letters; only the last ones match.
    await seed(1100, {
      title: (i) => (i >= 1090 ? `Schneidebrettchen ${i}` : `Schneidebretter ${i}`),
    });
    const db = rules.owner();
    const plan = productQueryPlan(OWNER, { ...EMPTY_PRODUCT_FILTER, search: 'Schneidebrettchen' });
    expect(plan.search.needsPageFilter).toBe(true);
    const base = planListQuery(db, plan);

    const found: string[] = [];
    const reads: number[] = [];
    let position: PagePosition = { kind: 'first' };
    for (let guard = 0; guard < 10; guard++) {
      const page: Awaited<ReturnType<typeof scanPage>> = await scanPage(base, plan, position, 25);
      reads.push(page.reads);
      found.push(...page.docs.map((d) => d.id));
      if (!page.hasNext) break;
      expect(page.nextCursor).not.toBeNull();
      position = { kind: 'after', cursor: page.nextCursor! };
    }
    expect(Math.max(...reads)).toBeLessThanOrEqual(SEARCH_SCAN_MAX_READS);
    expect(reads.slice(0, 2)).toEqual([SEARCH_SCAN_MAX_READS, SEARCH_SCAN_MAX_READS]);
    expect(found).toEqual(Array.from({ length: 10 }, (_, i) => `p${1090 + i}`));
  });
});
