import { createPortalMemoryRouter, PortalRouter } from '@portal/platform';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergeListParams, pageQuery, parseListParams, serializeListParams, toListQuery, useListParams, type ListParamsConfig } from './use-list-params';

type Sort = 'company_name' | 'created_at';
type Filter = 'type' | 'region_id';
const config: ListParamsConfig<Sort, Filter> = {
  sorts: ['company_name', 'created_at'],
  defaultSort: 'created_at',
  defaultOrder: 'desc',
  filters: ['type', 'region_id'],
};

describe('parseListParams', () => {
  it('reads the defaults from an empty URL', () => {
    expect(parseListParams(config, new URLSearchParams())).toEqual({
      page: 1,
      perPage: 20,
      sort: 'created_at',
      order: 'desc',
      search: '',
      filters: {},
    });
  });

  it('reads every parameter, each filter by its own name', () => {
    const url = new URLSearchParams('search=hotell&type=Partner&region_id=3&sort=company_name&order=asc&page=2&per_page=50');
    expect(parseListParams(config, url)).toEqual({
      page: 2,
      perPage: 50,
      sort: 'company_name',
      order: 'asc',
      search: 'hotell',
      filters: { type: 'Partner', region_id: '3' },
    });
  });

  it('falls back to the defaults for hand-edited values and ignores unknown filters', () => {
    const url = new URLSearchParams('sort=password&order=up&page=-3&per_page=7&status=New&search=%20%20');
    expect(parseListParams(config, url)).toEqual(parseListParams(config, new URLSearchParams()));
  });

  it('keeps a per_page the module made its default', () => {
    const custom = { ...config, defaultPerPage: 25 };
    expect(parseListParams(custom, new URLSearchParams()).perPage).toBe(25);
    expect(parseListParams(custom, new URLSearchParams('per_page=100')).perPage).toBe(100);
  });
});

describe('serializeListParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(serializeListParams(config, parseListParams(config, new URLSearchParams())).toString()).toBe('');
  });

  it('writes what differs, filters by name, and reads back the same', () => {
    const params = { page: 3, perPage: 10, sort: 'company_name' as const, order: 'asc' as const, search: 'Åre', filters: { type: 'Customer' } };
    const url = serializeListParams(config, params);
    expect(url.toString()).toBe('search=%C3%85re&type=Customer&sort=company_name&order=asc&per_page=10&page=3');
    expect(parseListParams(config, url)).toEqual(params);
  });
});

describe('pageQuery', () => {
  it('gives the shared part of a list query, the search only when there is one, and no filter', () => {
    const params = parseListParams(config, new URLSearchParams('type=Partner&page=3&sort=company_name&order=asc'));
    expect(pageQuery(params)).toEqual({ page: 3, per_page: 20, sort: 'company_name', order: 'asc' });
    expect(pageQuery({ ...params, search: 'spa' })).toEqual({ page: 3, per_page: 20, sort: 'company_name', order: 'asc', search: 'spa' });
  });
});

describe('toListQuery', () => {
  it('gives the API its parameter names, without an empty search or filter', () => {
    const params = parseListParams(config, new URLSearchParams('type=Partner&page=2'));
    expect(toListQuery(params)).toEqual({ page: 2, per_page: 20, sort: 'created_at', order: 'desc', type: 'Partner' });
    expect(toListQuery({ ...params, search: 'spa', filters: { type: '' } })).toEqual({
      page: 2,
      per_page: 20,
      sort: 'created_at',
      order: 'desc',
      search: 'spa',
    });
  });
});

describe('mergeListParams', () => {
  const start = parseListParams(config, new URLSearchParams('type=Partner&page=4'));

  it('keeps the other filters and starts a new search or filter at page 1', () => {
    expect(mergeListParams(start, { filters: { region_id: '2' } })).toMatchObject({ page: 1, filters: { type: 'Partner', region_id: '2' } });
    expect(mergeListParams(start, { search: 'spa' })).toMatchObject({ page: 1, search: 'spa' });
    expect(mergeListParams(start, { filters: { type: undefined } }).filters.type).toBeUndefined();
  });

  it('keeps the page for other changes and when the change names one', () => {
    expect(mergeListParams(start, { sort: 'company_name' }).page).toBe(4);
    expect(mergeListParams(start, { filters: { type: 'Partner' } }).page).toBe(4);
    expect(mergeListParams(start, { search: 'spa', page: 2 }).page).toBe(2);
  });
});

describe('useListParams', () => {
  it('reads the URL and writes changes back to it', async () => {
    // The hook needs a router, so it runs inside the portal's.
    const results: ReturnType<typeof useListParams<Sort, Filter>>[] = [];
    function Probe() {
      results.push(useListParams(config));
      return null;
    }
    const router = createPortalMemoryRouter({ initialEntries: ['/accounts?type=Partner&page=2'] });
    render(
      <PortalRouter router={router}>
        <Probe />
      </PortalRouter>,
    );
    expect(results.at(-1)?.query).toEqual({ page: 2, per_page: 20, sort: 'created_at', order: 'desc', type: 'Partner' });

    await act(async () => results.at(-1)?.update({ search: 'spa' }, { replace: true }));
    expect(router.state.location.search).toBe('?search=spa&type=Partner');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(results.at(-1)?.params).toMatchObject({ search: 'spa', page: 1, filters: { type: 'Partner' } });

    await act(async () => results.at(-1)?.update({ page: 3 }));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('works for a list without filters', () => {
    const results: ReturnType<typeof useListParams<'name'>>[] = [];
    function Probe() {
      results.push(useListParams({ sorts: ['name'], defaultSort: 'name', defaultOrder: 'asc' }));
      return null;
    }
    render(
      <PortalRouter router={createPortalMemoryRouter({ initialEntries: ['/?type=x'] })}>
        <Probe />
      </PortalRouter>,
    );
    expect(results.at(-1)?.query).toEqual({ page: 1, per_page: 20, sort: 'name', order: 'asc' });
  });
});
