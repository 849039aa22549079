import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_PARAMS,
  activeFilterCount,
  pageRange,
  paramsFromSearch,
  searchFromParams,
  toApiQuery,
  updateParams,
} from './list-params';

describe('project list parameters', () => {
  it('reads filters, sort and page from the address and ignores broken values', () => {
    const params = paramsFromSearch(
      new URLSearchParams('q=tienda&status=paused&approval=nope&tech=React&sort=name&page=3'),
    );
    expect(params).toEqual({
      search: 'tienda',
      status: 'paused',
      approval: undefined,
      technology: 'React',
      sort: 'name',
      page: 3,
    });
    expect(paramsFromSearch(new URLSearchParams('sort=evil&page=-2'))).toEqual(EMPTY_LIST_PARAMS);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(searchFromParams(EMPTY_LIST_PARAMS).toString()).toBe('');
    const params = { ...EMPTY_LIST_PARAMS, search: ' web ', approval: 'pending' as const, page: 2 };
    expect(searchFromParams(params).toString()).toBe('q=web&approval=pending&page=2');
    expect(paramsFromSearch(searchFromParams(params))).toEqual({ ...params, search: 'web' });
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage4 = { ...EMPTY_LIST_PARAMS, page: 4 };
    expect(updateParams(onPage4, { status: 'production' }).page).toBe(1);
    expect(updateParams(onPage4, { page: 5 }).page).toBe(5);
  });

  it('builds the API query with the default page size of 10 (docs/product.md#limits)', () => {
    expect(
      toApiQuery({ ...EMPTY_LIST_PARAMS, technology: 'Vue', sort: 'progress' }, { createdBy: 'u1' }),
    ).toEqual({
      technology: 'Vue',
      created_by: 'u1',
      sort: 'progress',
      order: 'desc',
      page: 1,
      limit: 10,
    });
  });

  it('counts active filters', () => {
    expect(activeFilterCount(EMPTY_LIST_PARAMS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_LIST_PARAMS, search: 'x', status: 'paused' })).toBe(2);
  });

  it('shows "1–10 de 237" style ranges', () => {
    expect(pageRange(1, 10, 237)).toEqual({ from: 1, to: 10 });
    expect(pageRange(24, 10, 237)).toEqual({ from: 231, to: 237 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
