import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import type { RecordOption } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';

/** How many matches a picker offers; typing more narrows them down. */
const OPTIONS_SHOWN = 20;

/**
 * Searches for a related contact as the user types (for a RecordSelect). Through the query cache,
 * so typing back to an earlier text does not ask the server again.
 */
export function useContactOptions(): (search: string) => Promise<RecordOption[]> {
  const queryClient = useQueryClient();
  return async (search) => {
    const query = { search: search || undefined, sort: 'name' as const, order: 'asc' as const, page: 1, per_page: OPTIONS_SHOWN };
    const body = await queryClient.fetchQuery($api.queryOptions('get', '/contacts', { params: { query } }));
    return body.data.data.map((contact) => ({
      value: contact.id,
      // Two Anna Anderssons are told apart by their company.
      label: contact.company ? `${contact.name} (${contact.company})` : contact.name,
    }));
  };
}

/**
 * Searches for a related account as the user types (for a RecordSelect); only customers or
 * partners with `type`, and only those in a region or city with `place` (a venue's search).
 */
export function useAccountOptions(
  type?: Schemas['AccountType'],
  place: { region_id?: number; city_id?: number } = {},
): (search: string) => Promise<RecordOption[]> {
  const queryClient = useQueryClient();
  return async (search) => {
    const query = { search: search || undefined, type, ...place, sort: 'company_name' as const, order: 'asc' as const, page: 1, per_page: OPTIONS_SHOWN };
    const body = await queryClient.fetchQuery($api.queryOptions('get', '/accounts', { params: { query } }));
    return body.data.data.map((account) => {
      const name = account.venue_name && account.venue_name !== account.company_name ? `${account.company_name} (${account.venue_name})` : account.company_name;
      // A venue is told apart by where it is.
      return { value: account.id, label: type === 'Partner' && account.city_name ? `${name}, ${account.city_name}` : name };
    });
  };
}
