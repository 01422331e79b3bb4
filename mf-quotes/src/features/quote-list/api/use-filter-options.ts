import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';
import type { RecordOption } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';

/** How many matches a picker offers; typing more narrows them down. */
const OPTIONS_SHOWN = 20;

/** A venue as the pickers name it: its company, with the venue's own name when it differs. */
export function venueLabel(account: { company_name: string; venue_name: string | null; city_name?: string | null }): string {
  const name = account.venue_name && account.venue_name !== account.company_name ? `${account.company_name} (${account.venue_name})` : account.company_name;
  // Two venues of one chain are told apart by where they are.
  return account.city_name ? `${name}, ${account.city_name}` : name;
}

/** Searches the partner venues as the user types (for a RecordSelect), through the query cache. */
export function usePartnerOptions(): (search: string) => Promise<RecordOption[]> {
  const queryClient = useQueryClient();
  return async (search) => {
    const query = { search: search || undefined, type: 'Partner' as const, sort: 'company_name' as const, order: 'asc' as const, page: 1, per_page: OPTIONS_SHOWN };
    const body = await queryClient.fetchQuery($api.queryOptions('get', '/accounts', { params: { query } }));
    return body.data.data.map((account) => ({ value: account.id, label: venueLabel(account) }));
  };
}

/** Searches the opportunities as the user types (newest first), through the query cache. */
export function useOpportunityOptions(): (search: string) => Promise<RecordOption[]> {
  const queryClient = useQueryClient();
  return async (search) => {
    const query = { search: search || undefined, sort: 'created_at' as const, order: 'desc' as const, page: 1, per_page: OPTIONS_SHOWN };
    const body = await queryClient.fetchQuery($api.queryOptions('get', '/opportunities', { params: { query } }));
    return body.data.data.map((opportunity) => ({ value: opportunity.id, label: opportunity.name }));
  };
}

/**
 * The name of the venue a link or a reload put in the URL (`?account_id=7`), so its picker shows
 * it before any search. Quiet: a venue that no longer exists is shown by its number instead.
 */
export function useVenueName(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/account/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => venueLabel(body.data) },
  );
}

/** The same for the opportunity in the URL (`?opportunity_id=12`). */
export function useOpportunityName(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/opportunity/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data[0]?.name },
  );
}
