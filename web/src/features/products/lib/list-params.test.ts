import { DEFAULT_PRODUCT_PAGE_SIZE, NO_TEMPLATE } from '@shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_PARAMS,
  listParamsToSearch,
  parseListParams,
  withListChange,
  type ListParams,
} from './list-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('list params in the URL', () => {
  it('/products is the first page, newest first, 25 rows, no filter', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_PARAMS);
    expect(DEFAULT_LIST_PARAMS.pageSize).toBe(DEFAULT_PRODUCT_PAGE_SIZE);
    expect(listParamsToSearch(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('round-trips every part of a place', () => {
    const place: ListParams = {
      filter: { search: 'tocător din', marketplace: 'emag', compliance: 'off', template: 'tpl-1' },
      order: { sort: 'rating', direction: 'asc' },
      pageSize: 100,
      page: 7,
      position: { kind: 'after', cursor: 'WyJhIiwiYiJd' },
    };
    expect(parseListParams(listParamsToSearch(place))).toEqual(place);
    for (const position of [{ kind: 'before', cursor: 'abc_-9' }, { kind: 'last' }] as const) {
      expect(parseListParams(listParamsToSearch({ ...place, position }))).toEqual({
        ...place,
        position,
      });
    }
    const none = { ...place, filter: { ...place.filter, template: NO_TEMPLATE } };
    expect(parseListParams(listParamsToSearch(none))).toEqual(none);
  });

  it('falls back to defaults for anything unreadable', () => {
    expect(
      parse(
        'market=ebay&compliance=maybe&template=a/b&sort=price&dir=up&size=7&page=-3&after=%3Cscript%3E',
      ),
    ).toEqual(DEFAULT_LIST_PARAMS);
    expect(parse(`q=${'x'.repeat(500)}`).filter.search).toHaveLength(200);
    expect(parse('after=abc').page).toBe(2);
    expect(parse('page=9')).toEqual(DEFAULT_LIST_PARAMS); // no cursor: the first page
  });

  it('a change of what is listed starts again at page 1', () => {
    const deep: ListParams = {
      ...DEFAULT_LIST_PARAMS,
      page: 12,
      position: { kind: 'after', cursor: 'c' },
    };
    expect(withListChange(deep, { pageSize: 50 })).toEqual({
      ...DEFAULT_LIST_PARAMS,
      pageSize: 50,
    });
  });
});
