import { describe, expect, it } from 'vitest';
import { searchedRowsState } from './use-product-page';

describe('a search page’s rows', () => {
  it('are loading until the place’s first read answers', () => {
    expect(searchedRowsState('loading', false)).toEqual({ status: 'loading', answered: false });
    expect(searchedRowsState('idle', false)).toEqual({ status: 'loading', answered: false });
    expect(searchedRowsState('success', false)).toEqual({ status: 'ready', answered: true });
  });

  it('stay ready while the same place’s rows are read again, so the count does not blink out', () => {
    expect(searchedRowsState('loading', true)).toEqual({ status: 'ready', answered: true });
  });

  it('report a failed read, even over rows already shown', () => {
    expect(searchedRowsState('error', true)).toEqual({ status: 'error', answered: false });
    expect(searchedRowsState('error', false)).toEqual({ status: 'error', answered: false });
  });
});
