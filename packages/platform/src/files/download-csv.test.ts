import { ApiError } from '@portal/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../session/session';
import { downloadCsv } from './download-csv';

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('fetches the export with the token and the set filters, and saves it under the name given', async () => {
    storeToken('secret');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('id;company_name\n1;Vann\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    // jsdom has no object URLs; what matters is which blob gets one and that it is let go.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:csv');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    await downloadCsv('/accounts/export', { search: 'spa', type: 'Partner', region_id: undefined, city_id: '' }, 'konton.csv');

    const request = fetch.mock.calls[0]?.[0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/accounts/export');
    expect(url.search).toBe('?search=spa&type=Partner');
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('id;company_name\n1;Vann\n');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ download: 'konton.csv', href: 'blob:csv' });
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
  });

  it('throws when the export is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    await expect(downloadCsv('/contacts/export', {}, 'kontakter.csv')).rejects.toBeInstanceOf(ApiError);
  });
});
