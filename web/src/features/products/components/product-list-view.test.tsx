import { act, fireEvent, screen, within } from '@testing-library/react';
import { emptyProductStats, newProductDoc, newProductInput, NO_TEMPLATE } from '@shared';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { ProductRow, ProductSelection } from '../api/types';
import { DEFAULT_LIST_PARAMS, type ListParams } from '../lib/list-params';
import { SEARCH_DEBOUNCE_MS } from './product-list-controls';
import {
  ProductListView,
  type ListPageState,
  type ProductListViewProps,
  type RenderBulkActions,
} from './product-list-view';

function makeProducts(count: number, from = 0): ProductRow[] {
  return Array.from({ length: count }, (_, index) => {
    const i = from + index;
    const input = {
      ...newProductInput(),
      title: `${i % 2 ? 'Bamboo board' : 'Chef knife'} ${i}`,
      links: {
        amazon: i % 3 === 0 ? `https://www.amazon.de/dp/B0${String(i).padStart(8, '0')}` : '',
        emag: i % 5 === 0 ? `https://www.emag.ro/p/pd/D${i}/` : '',
        shopify: '',
      },
    };
    const doc = newProductDoc(input, 'owner', null);
    doc.stats = { ...emptyProductStats(), reviewCount: i % 4, ratingSum: (i % 4) * 4 };
    return { ...doc, id: `p${String(i).padStart(5, '0')}` };
  });
}

const ready = (rows: ProductRow[], overrides: Partial<ListPageState> = {}): ListPageState => ({
  status: 'ready',
  fromServer: true,
  unreachable: false,
  rows,
  hasPrevious: false,
  hasNext: false,
  scan: null,
  retry: () => {},
  ...overrides,
});

/** The view with its selection and URL place kept in state, as the screen keeps them. */
function Harness(
  props: Partial<ProductListViewProps> & { page: ListPageState; initial?: ListParams },
) {
  const [params, setParams] = useState(props.initial ?? DEFAULT_LIST_PARAMS);
  const [selected, setSelected] = useState<ReadonlyMap<string, ProductRow>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  return (
    <ProductListView
      total={null}
      capped={false}
      onMove={() => {}}
      onDelete={() => {}}
      onDeleteSelection={() => {}}
      readMatching={async function* () {}}
      {...props}
      params={params}
      onParamsChange={(next, options) => {
        setParams(next);
        props.onParamsChange?.(next, options);
      }}
      selected={selected}
      allMatching={allMatching}
      onSelectionChange={(rows, all) => {
        setSelected(rows);
        setAllMatching(all);
      }}
    />
  );
}

const rows = () => screen.queryAllByTestId('product-row');

// Rendering MUI tables in jsdom is slow, more so on a shared machine.
describe('ProductListView', { timeout: 60_000 }, () => {
  describe('honest states', () => {
    it('says "No products available" only when the server answered with nothing', () => {
      renderWithProviders(<Harness page={ready([])} />);
      screen.getByText('No products available');
      screen.getByText('Add your first product to get started');
      expect(screen.getByRole('link', { name: 'Create New Product' }).getAttribute('href')).toBe(
        '/edit',
      );
    });

    it('shows a skeleton, never the empty state, while only the cache answered', () => {
      renderWithProviders(<Harness page={ready([], { fromServer: false })} />);
      screen.getByTestId('products-skeleton');
      expect(screen.queryByText('No products available')).toBeNull();
    });

    it('shows a skeleton while loading', () => {
      renderWithProviders(<Harness page={ready([], { status: 'loading', fromServer: false })} />);
      screen.getByTestId('products-skeleton');
      expect(screen.queryByText('No products available')).toBeNull();
    });

    it('on an error says so with Retry, never the empty state, and keeps the rows shown', () => {
      const retry = vi.fn();
      const { unmount } = renderWithProviders(
        <Harness page={ready([], { status: 'error', fromServer: false, retry })} />,
      );
      const problem = screen.getByTestId('products-load-problem');
      within(problem).getByText(/could not be loaded/);
      fireEvent.click(within(problem).getByRole('button', { name: 'Retry' }));
      expect(retry).toHaveBeenCalled();
      expect(screen.queryByText('No products available')).toBeNull();
      unmount();

      renderWithProviders(<Harness page={ready(makeProducts(3), { status: 'error' })} />);
      screen.getByTestId('products-load-problem');
      expect(rows()).toHaveLength(3);
    });

    it('warns when the server cannot be reached, keeping the rows', () => {
      renderWithProviders(
        <Harness page={ready(makeProducts(2), { fromServer: false, unreachable: true })} />,
      );
      within(screen.getByTestId('products-load-problem')).getByText(/cannot be reached/);
      expect(rows()).toHaveLength(2);
    });

    it('a filter with no match offers Clear Search, which keeps the other filters', () => {
      const onParamsChange = vi.fn();
      const initial: ListParams = {
        ...DEFAULT_LIST_PARAMS,
        filter: { search: 'nothing', marketplace: 'emag', compliance: '', template: '' },
      };
      renderWithProviders(
        <Harness page={ready([])} initial={initial} onParamsChange={onParamsChange} />,
      );
      screen.getByText('No products found matching your search criteria');
      expect(screen.queryByText('No products available')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
      expect(onParamsChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          filter: { search: '', marketplace: 'emag', compliance: '', template: '' },
          position: { kind: 'first' },
        }),
        undefined,
      );
    });
  });

  describe('counts and paging', () => {
    it('shows "Showing 1 to 25 of 10,016" from the total, and the count found', () => {
      renderWithProviders(
        <Harness page={ready(makeProducts(25), { hasNext: true })} total={10_016} />,
      );
      expect(screen.getByTestId('products-count').textContent).toBe('10,016 products found');
      expect(screen.getByTestId('products-range').textContent).toBe('Showing 1 to 25 of 10,016');
      expect(rows()).toHaveLength(25);
    });

    it('counts from the page number, and the last page from the total', () => {
      const { unmount } = renderWithProviders(
        <Harness
          page={ready(makeProducts(25, 50), { hasNext: true, hasPrevious: true })}
          total={10_016}
          initial={{ ...DEFAULT_LIST_PARAMS, page: 3, position: { kind: 'after', cursor: 'x' } }}
        />,
      );
      expect(screen.getByTestId('products-range').textContent).toBe('Showing 51 to 75 of 10,016');
      unmount();
      renderWithProviders(
        <Harness
          page={ready(makeProducts(25), { hasPrevious: true })}
          total={10_016}
          initial={{ ...DEFAULT_LIST_PARAMS, page: 401, position: { kind: 'last' } }}
        />,
      );
      expect(screen.getByTestId('products-range').textContent).toBe(
        'Showing 9,992 to 10,016 of 10,016',
      );
    });

    it('shows a capped count as "1,000+"', () => {
      renderWithProviders(
        <Harness page={ready(makeProducts(25), { hasNext: true })} total={1000} capped />,
      );
      expect(screen.getByTestId('products-count').textContent).toBe('1,000+ products found');
      expect(screen.getByTestId('products-range').textContent).toBe('Showing 1 to 25 of 1,000+');
      // Where the end is, is not known: no jump to it.
      expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
    });

    it('a search checked in the page counts "25+" and cannot jump to the last page', () => {
      renderWithProviders(
        <Harness
          page={ready(makeProducts(25), { hasNext: true, scan: { reads: 500, cut: true } })}
        />,
      );
      expect(screen.getByTestId('products-count').textContent).toBe('25+ products found');
      expect(screen.getByRole('button', { name: 'Last page' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
      screen.getByText(/500 products at a time/);
    });

    it('moves first / previous / next / last, each only when there is somewhere to go', () => {
      const onMove = vi.fn();
      renderWithProviders(
        <Harness
          page={ready(makeProducts(25), { hasNext: true, hasPrevious: false })}
          total={100}
          onMove={onMove}
        />,
      );
      const button = (name: string) => screen.getByRole('button', { name });
      expect(button('First page')).toHaveProperty('disabled', true);
      expect(button('Previous page')).toHaveProperty('disabled', true);
      fireEvent.click(button('Next page'));
      fireEvent.click(button('Last page'));
      expect(onMove.mock.calls).toEqual([['next'], ['last']]);
    });

    it('offers 10, 25, 50 and 100 rows per page; a new size starts at page 1', () => {
      const onParamsChange = vi.fn();
      renderWithProviders(
        <Harness
          page={ready(makeProducts(25), { hasNext: true, hasPrevious: true })}
          initial={{ ...DEFAULT_LIST_PARAMS, page: 4, position: { kind: 'after', cursor: 'c' } }}
          onParamsChange={onParamsChange}
        />,
      );
      const sizes = screen.getByRole('combobox', { name: /Rows per page/ });
      const options = within(sizes).getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
      fireEvent.change(sizes, { target: { value: '50' } });
      expect(onParamsChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageSize: 50, page: 1, position: { kind: 'first' } }),
        undefined,
      );
    });
  });

  describe('search, filters and sort', () => {
    it('sends the search to the URL once typing settles, replacing while typing on', () => {
      vi.useFakeTimers();
      try {
        const onParamsChange = vi.fn();
        renderWithProviders(
          <Harness page={ready(makeProducts(3))} onParamsChange={onParamsChange} />,
        );
        const box = screen.getByRole('searchbox', { name: 'Search products' });
        fireEvent.change(box, { target: { value: 'toc' } });
        fireEvent.change(box, { target: { value: 'tocat' } });
        expect(onParamsChange).not.toHaveBeenCalled();
        act(() => {
          vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        });
        expect(onParamsChange).toHaveBeenCalledTimes(1);
        expect(onParamsChange.mock.lastCall).toMatchObject([
          { filter: { search: 'tocat' } },
          { replace: false },
        ]);
        fireEvent.change(box, { target: { value: 'tocator' } });
        act(() => {
          vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
        });
        expect(onParamsChange).toHaveBeenLastCalledWith(expect.anything(), { replace: true });
      } finally {
        vi.useRealTimers();
      }
    });

    it('filters by marketplace and compliance, and sorts, each from page 1', () => {
      const onParamsChange = vi.fn();
      renderWithProviders(
        <Harness page={ready(makeProducts(3))} onParamsChange={onParamsChange} />,
      );
      const choose = (name: string, option: string) => {
        const select = screen.getByRole('combobox', { name });
        const value = within(select).getByRole<HTMLOptionElement>('option', { name: option }).value;
        fireEvent.change(select, { target: { value } });
      };
      choose('Marketplace', 'Sold on eMAG');
      expect(onParamsChange.mock.lastCall).toMatchObject([
        { filter: { marketplace: 'emag' } },
        undefined,
      ]);
      choose('Compliance mode', 'Off');
      expect(
        within(screen.getByRole('combobox', { name: 'Sort by' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Newest first',
        'Oldest first',
        'Name A–Z',
        'Name Z–A',
        'Most reviews',
        'Fewest reviews',
        'Highest rating',
        'Lowest rating',
      ]);
      choose('Sort by', 'Highest rating');
      expect(onParamsChange.mock.lastCall).toMatchObject([
        {
          filter: { marketplace: 'emag', compliance: 'off' },
          order: { sort: 'rating', direction: 'desc' },
          position: { kind: 'first' },
        },
        undefined,
      ]);
    });

    it('renders the route’s template filter with the current value', () => {
      const renderTemplateFilter = vi.fn(() => <span>template filter</span>);
      renderWithProviders(
        <Harness
          page={ready(makeProducts(1))}
          initial={{
            ...DEFAULT_LIST_PARAMS,
            filter: { ...DEFAULT_LIST_PARAMS.filter, template: NO_TEMPLATE },
          }}
          renderTemplateFilter={renderTemplateFilter}
        />,
      );
      screen.getByText('template filter');
      expect(renderTemplateFilter).toHaveBeenCalledWith(NO_TEMPLATE, expect.any(Function));
    });
  });

  describe('selection', () => {
    it('selects rows across pages, the page, then all matching; bulk actions get each', () => {
      const slot = vi.fn<RenderBulkActions>((selection) => (
        <button type="button">
          Apply Template ({selection.kind === 'rows' ? selection.rows.length : 'all'})
        </button>
      ));
      const onDeleteSelection = vi.fn<(selection: ProductSelection) => void>();
      renderWithProviders(
        <Harness
          page={ready(makeProducts(25), { hasNext: true })}
          total={10_016}
          renderBulkActions={slot}
          onDeleteSelection={onDeleteSelection}
        />,
      );
      expect(screen.queryByRole('button', { name: /^Apply Template/ })).toBeNull();

      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chef knife 0' }));
      expect(screen.getByTestId('products-selected').textContent).toBe('1 selected');
      screen.getByRole('button', { name: 'Apply Template (1)' });

      fireEvent.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
      expect(screen.getByTestId('products-selected').textContent).toBe('25 selected');
      screen.getByText('All 25 products on this page are selected.');
      fireEvent.click(screen.getByRole('button', { name: 'Select all 10,016 matching' }));
      expect(screen.getByTestId('products-selected').textContent).toBe(
        'All 10,016 matching products are selected.',
      );
      expect(slot).toHaveBeenLastCalledWith(
        expect.objectContaining({
          kind: 'matching',
          count: 10_016,
          filter: DEFAULT_LIST_PARAMS.filter,
        }),
        expect.any(Function),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(onDeleteSelection).toHaveBeenCalledWith(expect.objectContaining({ kind: 'matching' }));

      fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(screen.queryByTestId('products-selected')).toBeNull();
    });
  });

  it('shows rating, review count, links and the row actions', () => {
    const onDelete = vi.fn();
    const [first] = makeProducts(1);
    const product = {
      ...first!,
      stats: { ...emptyProductStats(), reviewCount: 3, ratingSum: 13 },
    };
    renderWithProviders(<Harness page={ready([product])} onDelete={onDelete} />);
    const row = screen.getByTestId('product-row');
    within(row).getByLabelText('Average rating 4.3 out of 5');
    within(row).getByText('3');
    expect(
      within(row).getByRole('link', { name: 'www.amazon.de/dp/B000000000' }).getAttribute('target'),
    ).toBe('_blank');
    expect(within(row).getByRole('link', { name: 'Edit Chef knife 0' }).getAttribute('href')).toBe(
      '/edit/p00000',
    );
    expect(
      within(row)
        .getByRole('link', { name: 'Open the review page of Chef knife 0' })
        .getAttribute('href'),
    ).toBe(`${window.location.origin}/reviews/p00000`);
    within(row).getByRole('link', { name: 'View reviews of Chef knife 0' });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete Chef knife 0' }));
    expect(onDelete).toHaveBeenCalledWith(product);
  });

  it('marks a product whose title an import made from its code as needing a title', () => {
    const [titled, untitled] = makeProducts(2);
    renderWithProviders(
      <Harness
        page={ready([titled!, { ...untitled!, title: 'eMAG DQ5B1FMBM', needsTitle: true }])}
      />,
    );
    const [first, second] = rows();
    expect(within(first!).queryByText('Needs a title')).toBeNull();
    within(second!).getByText('Needs a title');
    within(second!).getByRole('link', { name: 'eMAG DQ5B1FMBM' });
  });

  describe('for a member whose role may not change products', () => {
    it('offers no create, delete or bulk change; rows still open and select', () => {
      const slot = vi.fn(() => <button type="button">Apply Template</button>);
      renderWithProviders(
        <Harness
          page={ready(makeProducts(3))}
          total={3}
          mayChange={false}
          renderBulkActions={slot}
        />,
      );
      expect(rows()).toHaveLength(3);
      expect(screen.queryByRole('link', { name: 'Create New Product' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Chef knife 0' })).toBeNull();
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chef knife 0' }));
      expect(screen.getByTestId('products-selected').textContent).toBe('1 selected');
      expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Apply Template' })).toBeNull();
      expect(slot).not.toHaveBeenCalled();
    });

    it('the same list for a member who may offers them', () => {
      renderWithProviders(<Harness page={ready(makeProducts(3))} total={3} />);
      expect(screen.getByRole('link', { name: 'Create New Product' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete Chef knife 0' })).toBeTruthy();
    });
  });
});
