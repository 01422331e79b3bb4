import { ApiError, problemOf } from '@portal/api-client';
import { api } from '../api/api';
import { saveBlob } from './save-blob';

/** The CSV exports of the API (openapi: `exportAccounts`, `exportContacts`, `exportCommissions`). */
export type CsvExportPath = '/accounts/export' | '/contacts/export' | '/commissions/export';

/**
 * Fetches a CSV export with the session's auth header (a plain link could not send it) and hands
 * it to the browser as a download named `filename`. Failures are toasted by the client and thrown.
 */
export async function downloadCsv(
  path: CsvExportPath,
  query: Record<string, string | number | undefined>,
  filename: string,
): Promise<void> {
  // Empty filters are left out, as the list pages leave them out of their own queries.
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const { data, error, response } = await api.GET(path, {
    // The list page's own query (`useListParams().query`): its names are the API's, and the server
    // checks the values; the exports' query types differ, so no one static type fits both.
    params: { query: params as never },
    parseAs: 'blob',
  });
  if (!data) throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
  saveBlob(data, filename);
}
