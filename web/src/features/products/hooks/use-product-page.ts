import {
  COLLECTIONS,
  paths,
  productQueryPlan,
  PRODUCT_COUNT_FIELD,
  type InvalidDocumentError,
  type ProductDoc,
  type ProductQueryPlan,
} from '@shared';
import { PRODUCT_COUNT_CAP } from '@/config/constants';
import {
  doc,
  getCountFromServer,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore } from '@/lib/firebase';
import { splitRows } from '@/lib/firestore';
import {
  fetchRead,
  liveQuery,
  readQuery,
  useLiveState,
  useServerRead,
} from '@/lib/server-state/server-state';
import {
  cursorOf,
  pageFromDocs,
  pageQuery,
  planListQuery,
  productsCountQuery,
  readProductsByIds,
  type ProductsById,
} from '../api/products-query';
import { productKeys } from '../api/query-keys';
import { scanPage } from '../api/scan-products';
import type { ProductRow } from '../api/types';
import type { ListParams } from '../lib/list-params';

export interface ProductPage {
  /** 'loading' until this place's first answer; rows of the previous place stay shown meanwhile. */
  status: 'loading' | 'ready' | 'error';
  /** The server answered for this place: only then may an empty page say "no products". */
  fromServer: boolean;
  /** No server answer for a while: the list says so, keeps its rows and offers retry. */
  unreachable: boolean;
  rows: ProductRow[];
  invalid: InvalidDocumentError[];
  hasPrevious: boolean;
  hasNext: boolean;
  previousCursor: string | null;
  nextCursor: string | null;
  /** A search checked in the page: how many documents this page read, and whether it was cut. */
  scan: { reads: number; cut: boolean } | null;
  /** The URL's cursor is not a cursor of this sort: the screen goes back to the first page. */
  badCursor: boolean;
  error: unknown;
  retry: () => void;
  plan: ProductQueryPlan;
}

/**
 * The documents of one page: products, or while searching the products' search documents (read
 * raw), with the page's neighbours and cursors.
 */
interface PageDocs {
  docs: QueryDocumentSnapshot<DocumentData>[];
  hasPrevious: boolean;
  hasNext: boolean;
  previousCursor: string | null;
  nextCursor: string | null;
}

/**
 * The queries of one page of the seller's product list (the page's query only, never the
 * catalogue), for the screen and for the route's loader: plain and filtered lists listen to the
 * page's products (onSnapshot on the page query: pageSize + 1 documents). A search pages through
 * the products' search documents (docs/decisions.md, "Search on the server"): live when the
 * server fully answers it, read once with scanPage (at most SEARCH_SCAN_MAX_READS documents)
 * when it must be checked in the page (ParsedSearch.needsPageFilter); its rows are then read by
 * id (useProductPage). `page` is null for a cursor that is not one of this sort.
 */
export function productPageQueries(
  firestore: Firestore,
  uid: string,
  params: Omit<ListParams, 'page'>,
) {
  const { filter, order, position, pageSize } = params;
  const plan = productQueryPlan(uid, filter, order);
  const base = planListQuery(firestore, plan);
  const page = pageQuery(base, plan, position, pageSize);
  const key = productKeys.page(uid, filter, order, position, pageSize);
  return {
    plan,
    page,
    live:
      page && !plan.search.needsPageFilter
        ? liveQuery<QuerySnapshot<DocumentData>>(key, page.query)
        : null,
    scan: plan.search.needsPageFilter
      ? readQuery(key, () => scanPage(base, plan, position, pageSize))
      : null,
  };
}

/** The seller's profile document, live (the list's total: PRODUCT_COUNT_FIELD). */
export function sellerQuery(firestore: Firestore, uid: string) {
  const ref = doc(firestore, paths.seller(uid));
  return liveQuery<DocumentSnapshot>(['doc', ref.path], ref);
}

/**
 * What of a search document the rows show (title, SKU, links, compliance mode, template): when
 * it changes (an edit), the page's products are read again.
 */
function searchFingerprint(snapshot: QueryDocumentSnapshot<DocumentData>): string {
  const data = snapshot.data();
  // A fingerprint only: derived is the functions' object, read as plain fields.
  const derived = (data.derived ?? {}) as Record<string, unknown>;
  return JSON.stringify([
    data.title,
    data.sku,
    data.links,
    data.complianceMode,
    derived.templateId,
  ]);
}

/**
 * How long a searched row's product counts as fresh while its search document stays the same:
 * when one search document of the page changes (an edit, a template applied to many), only that
 * row's product is read again, not the whole page.
 */
const SEARCHED_ROW_FRESH_MS = 60_000;

/**
 * The products of a search page's documents, each through the cache under what its search
 * document shows (searchFingerprint).
 */
async function readSearchedRows(
  firestore: Firestore,
  uid: string,
  searched: readonly { id: string; shown: string }[],
): Promise<ProductsById> {
  const rows = await Promise.all(
    searched.map(({ id, shown }) =>
      fetchRead({
        ...readQuery(productKeys.searchedRow(uid, id, shown), () =>
          readProductsByIds(firestore, uid, [id]),
        ),
        staleTime: SEARCHED_ROW_FRESH_MS,
      }),
    ),
  );
  return {
    docs: rows.flatMap((row) => row.docs),
    fromCache: rows.some((row) => row.fromCache),
  };
}

/**
 * A search page's rows as the page reports them: read ('ready'), failed, or being read. A read
 * again of the same place's rows (`shownHere`: this place's rows are on screen) keeps the page
 * ready: only a new place's first read shows as loading.
 */
export function searchedRowsState(
  read: 'idle' | 'loading' | 'success' | 'error',
  shownHere: boolean,
): { status: ProductPage['status']; answered: boolean } {
  if (read === 'success') return { status: 'ready', answered: true };
  if (read === 'error') return { status: 'error', answered: false };
  return shownHere ? { status: 'ready', answered: true } : { status: 'loading', answered: false };
}

/**
 * One page of the seller's product list (productPageQueries). `paused`: the page keeps the rows it
 * shows and stops listening (a bulk delete under way: docs/decisions.md, "Selection and bulk
 * actions"); unpaused, it listens again and shows the server's page.
 */
export function useProductPage(
  uid: string,
  params: ListParams,
  { paused = false }: { paused?: boolean } = {},
): ProductPage {
  const firestore = useFirestore();
  const { filter, order, position, pageSize } = params;
  const queries = useMemo(
    () => productPageQueries(firestore, uid, { filter, order, position, pageSize }),
    [firestore, uid, filter, order, position, pageSize],
  );
  const { plan, page } = queries;
  const scanning = plan.search.needsPageFilter;
  const searching = plan.collection === COLLECTIONS.productSearch;

  const live = useLiveState(uid ? queries.live : null, { paused });
  // Rows the server confirmed: a page query answered from a partial cache can hold the wrong
  // documents. Only when the server cannot be reached does the page fall back to the cache.
  const shownSnapshot = live.unreachable ? live.snapshot : live.confirmed;
  const liveDocs = useMemo((): PageDocs | undefined => {
    if (!shownSnapshot) return undefined;
    const shown = pageFromDocs(shownSnapshot.docs, position, pageSize);
    const [first] = shown.docs;
    const last = shown.docs.at(-1);
    return {
      ...shown,
      previousCursor: shown.hasPrevious && first ? cursorOf(plan, first) : null,
      nextCursor: shown.hasNext && last ? cursorOf(plan, last) : null,
    };
    // The snapshot belongs to the place it was taken at; cursors follow its plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownSnapshot]);

  const scanned = useServerRead(uid ? queries.scan : null);
  const scannedDocs = scanned.status === 'success' ? scanned.data : scanned.previous;
  const shown: PageDocs | undefined = scanning ? scannedDocs : liveDocs;

  // A search's rows: the products of the page's search documents, by id.
  const matched = searching && shown ? shown.docs : null;
  const searched = useMemo(
    () => matched?.map((snapshot) => ({ id: snapshot.id, shown: searchFingerprint(snapshot) })),
    [matched],
  );
  const byIds = useServerRead(
    uid && searched
      ? readQuery(productKeys.searchedRows(uid, searched), () =>
          readSearchedRows(firestore, uid, searched),
        )
      : null,
  );
  const found = byIds.status === 'success' ? byIds.data : byIds.previous;
  const pageStatus: ProductPage['status'] = scanning
    ? scanned.status === 'success'
      ? 'ready'
      : scanned.status === 'error'
        ? 'error'
        : 'loading'
    : live.status === 'ready' && !live.fromServer && !live.unreachable
      ? 'loading'
      : live.status;
  // The place whose rows were last read: while a changed search document of the same place has
  // its rows read again (an edit, a template applied to many), the page stays ready with the rows
  // it shows, so its count and "all matching" actions do not blink out meanwhile. Recorded only
  // once this place's own page has answered: until then `searched` is still the previous place's.
  const [rowsPlace, setRowsPlace] = useState<typeof queries | null>(null);
  if (pageStatus === 'ready' && byIds.status === 'success' && rowsPlace !== queries) {
    setRowsPlace(queries);
  }
  const searchedRows = searchedRowsState(
    byIds.status,
    rowsPlace === queries && found !== undefined,
  );

  const { rows, invalid } = splitRows<ProductDoc>(
    // The live list query is built with the product converter; the shared snapshot type drops it.
    searching ? (found?.docs ?? []) : ((shown?.docs ?? []) as QueryDocumentSnapshot<ProductDoc>[]),
  );
  const status: ProductPage['status'] =
    pageStatus !== 'ready' || !searching ? pageStatus : searchedRows.status;
  const pageFromServer = scanning
    ? scanned.status === 'success' && !scanned.data.fromCache
    : live.fromServer;
  const pageUnreachable = scanning
    ? scanned.status === 'success' && scanned.data.fromCache
    : live.unreachable;
  const rowsFromCache = searching && searchedRows.answered && !!found?.fromCache;
  return {
    status,
    fromServer: pageFromServer && (!searching || (searchedRows.answered && !rowsFromCache)),
    unreachable: pageUnreachable || rowsFromCache,
    rows: rows,
    invalid,
    hasPrevious: shown?.hasPrevious ?? false,
    hasNext: shown?.hasNext ?? false,
    previousCursor: shown?.previousCursor ?? null,
    nextCursor: shown?.nextCursor ?? null,
    scan: scanning && scannedDocs ? { reads: scannedDocs.reads, cut: scannedDocs.cut } : null,
    badCursor: page === null,
    error:
      (scanning ? (scanned.status === 'error' ? scanned.error : null) : live.error) ??
      (byIds.status === 'error' ? byIds.error : null),
    retry: () => {
      if (scanning) scanned.reload();
      else live.retry();
      if (searching) byIds.reload();
    },
    plan,
  };
}

export interface ProductTotal {
  /** How many products the list holds; null while unknown (or when the list cannot count). */
  total: number | null;
  /** The count reached PRODUCT_COUNT_CAP: "1,000+". */
  capped: boolean;
}

/**
 * The list's total without reading the catalogue: the seller's product count (kept by the
 * functions on sellers/{uid}, live: one read) for the whole list. A filtered list whose first page
 * holds every match counts its rows (no read, and live); a longer one runs a count() aggregation
 * capped at PRODUCT_COUNT_CAP (one read). A search checked in the page is not counted.
 */
export function useProductTotal(
  uid: string,
  plan: ProductQueryPlan,
  filtered: boolean,
  page: Pick<ProductPage, 'status' | 'fromServer' | 'hasNext' | 'hasPrevious' | 'rows' | 'scan'>,
) {
  const firestore = useFirestore();
  const seller = useLiveState(uid && !filtered ? sellerQuery(firestore, uid) : null);
  const answered = page.status === 'ready' && page.fromServer;
  const fits = answered && !page.hasNext && !page.hasPrevious;
  const countable = filtered && !plan.search.needsPageFilter && answered && !fits;
  const counted = useServerRead(
    uid && countable
      ? readQuery(productKeys.count(uid, plan.equals), async () => {
          const snapshot = await getCountFromServer(productsCountQuery(firestore, plan));
          return snapshot.data().count;
        })
      : null,
  );

  if (!filtered) {
    const stored: unknown = seller.snapshot?.get(PRODUCT_COUNT_FIELD);
    const total =
      typeof stored === 'number' && Number.isInteger(stored) ? Math.max(0, stored) : null;
    return { total, capped: false, reload: seller.retry };
  }
  if (fits && page.scan === null)
    return { total: page.rows.length, capped: false, reload: () => {} };
  const count = countable && counted.status === 'success' ? counted.data : null;
  return {
    total: count,
    capped: count !== null && count >= PRODUCT_COUNT_CAP,
    reload: counted.reload,
  };
}
