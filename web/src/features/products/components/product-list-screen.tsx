import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isFiltered, type ProductFilter } from '@shared';
import type { Firestore } from 'firebase/firestore';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { PageTitle } from '@/components/ui/page-title';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import type { ProductRow, ProductSelection } from '../api/types';
import { useProductPage, useProductTotal } from '../hooks/use-product-page';
import { listParamsToSearch, parseListParams, type ListParams } from '../lib/list-params';
import { listMessages } from './list-messages';
import type { RenderTemplateFilter } from './product-list-controls';
import type { PageMove } from './product-list-pagination';
import {
  ProductListView,
  type RenderBulkActions,
  type RenderListActions,
} from './product-list-view';

/** The bulk read (and Firestore Lite under it) loads when a bulk download first asks for it. */
async function* readMatchingLater(
  firestore: Firestore,
  uid: string,
  filter: ProductFilter,
): AsyncGenerator<ProductRow> {
  const [{ readMatchingProducts }, { firestoreOnce }] = await Promise.all([
    import('../api/read-matching'),
    import('@/lib/firestore-once'),
  ]);
  yield* readMatchingProducts(firestoreOnce(firestore.app), uid, filter);
}

// The delete dialogs (and MUI's Dialog, Modal and transitions) load when first wanted, not with
// the list (the first screen after sign-in).
// Shown only once its read (started by the route's loader) says there is something to say: its
// code loads meanwhile, off the list's first load.
const PrivateRoutingNotice = lazy(async () => ({
  default: (await import('./private-routing-notice')).PrivateRoutingNotice,
}));
const DeleteProductDialog = lazy(async () => ({
  default: (await import('./delete-product-dialog')).DeleteProductDialog,
}));
const DeleteProductsDialog = lazy(async () => ({
  default: (await import('./delete-products-dialog')).DeleteProductsDialog,
}));

/**
 * /products (docs/decisions.md, "Product list at scale"): one page of the seller's products, live, placed by the URL (search,
 * filters, sort, page size, cursor). Reads per visit: the page (page size + 1 documents), the
 * seller's product count (1) or a capped count() of a filter (1), and the Amazon notice's count().
 */
export function ProductListScreen({
  renderBulkActions,
  renderTemplateFilter,
  renderListActions,
}: {
  renderBulkActions?: RenderBulkActions;
  renderTemplateFilter?: RenderTemplateFilter;
  renderListActions?: RenderListActions;
}) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams), [searchParams]);
  const { accountId: uid } = useAccount();
  const mayChange = useCan('products.write');
  const firestore = useFirestore();
  const [deleting, setDeleting] = useState<ProductRow | null>(null);
  const [deletingSelection, setDeletingSelection] = useState<ProductSelection | null>(null);
  // Under the bulk delete's dialog the list keeps its rows and stops listening: every commit of
  // the job would change the page (docs/decisions.md, "Selection and bulk actions").
  const page = useProductPage(uid, params, { paused: deletingSelection !== null });
  const filtered = isFiltered(params.filter);
  const totals = useProductTotal(uid, page.plan, filtered, page);
  // Mounted from the first use on, so a dialog closes with its transition.
  const [deleteUsed, setDeleteUsed] = useState(false);
  const [bulkDeleteUsed, setBulkDeleteUsed] = useState(false);
  if (deleting && !deleteUsed) setDeleteUsed(true);
  if (deletingSelection && !bulkDeleteUsed) setBulkDeleteUsed(true);
  const [selected, setSelected] = useState<ReadonlyMap<string, ProductRow>>(new Map());
  const [allMatching, setAllMatching] = useState(false);

  const go = useCallback(
    (next: ListParams, options: { replace?: boolean } = {}) =>
      setSearchParams(listParamsToSearch(next), { replace: options.replace ?? false }),
    [setSearchParams],
  );

  // "All matching" belongs to the filter it was chosen under.
  const filterKey = JSON.stringify(params.filter);
  const [selectionFilter, setSelectionFilter] = useState(filterKey);
  if (selectionFilter !== filterKey) {
    setSelectionFilter(filterKey);
    setAllMatching(false);
  }

  // A hand-edited or outdated cursor: back to the first page of the same list.
  useEffect(() => {
    if (page.badCursor) go({ ...params, page: 1, position: { kind: 'first' } }, { replace: true });
  }, [page.badCursor, params, go]);

  const move = (to: PageMove) => {
    const lastPage =
      totals.total !== null && !totals.capped
        ? Math.max(1, Math.ceil(totals.total / params.pageSize))
        : params.page + 1;
    if (to === 'first' || (to === 'previous' && params.page <= 2 && !page.previousCursor)) {
      go({ ...params, page: 1, position: { kind: 'first' } });
    } else if (to === 'previous' && page.previousCursor) {
      const previous = Math.max(1, params.page - 1);
      go(
        previous === 1 && params.position.kind !== 'last'
          ? { ...params, page: 1, position: { kind: 'first' } }
          : {
              ...params,
              page: previous,
              position: { kind: 'before', cursor: page.previousCursor },
            },
      );
    } else if (to === 'next' && page.nextCursor) {
      go({
        ...params,
        page: params.page + 1,
        position: { kind: 'after', cursor: page.nextCursor },
      });
    } else if (to === 'last') {
      go({ ...params, page: lastPage, position: { kind: 'last' } });
    }
  };

  const clearSelection = () => {
    setSelected(new Map());
    setAllMatching(false);
  };

  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(listMessages.heading)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        <FormattedMessage {...listMessages.heading} />
      </Typography>
      <InvalidDataAlert errors={page.invalid} scope="list" />
      <ProductListView
        params={params}
        page={page}
        total={totals.total}
        capped={totals.capped}
        onParamsChange={go}
        onMove={move}
        selected={selected}
        allMatching={allMatching}
        onSelectionChange={(rows, all) => {
          setSelected(rows);
          setAllMatching(all);
        }}
        onDelete={setDeleting}
        onDeleteSelection={setDeletingSelection}
        mayChange={mayChange}
        renderBulkActions={renderBulkActions}
        renderTemplateFilter={renderTemplateFilter}
        renderListActions={renderListActions}
        readMatching={(filter) => readMatchingLater(firestore, uid, filter)}
      />
      {/* After the list, pinned to the bottom of the screen while the list scrolls under it: it
          answers after the rows, and above them it would push the list down (layout shift). */}
      <Suspense fallback={null}>
        <PrivateRoutingNotice />
      </Suspense>
      <Suspense fallback={null}>
        {deleteUsed ? (
          <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
        ) : null}
        {bulkDeleteUsed ? (
          <DeleteProductsDialog
            selection={deletingSelection}
            onClose={() => {
              setDeletingSelection(null);
              totals.reload();
            }}
            onStarted={clearSelection}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
