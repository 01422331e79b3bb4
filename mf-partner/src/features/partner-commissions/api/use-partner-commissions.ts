import type { paths } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

/** What `/p-commission` (and the dashboard) can ask the server for: a tab and a page. */
export type PartnerCommissionsQuery = NonNullable<paths['/partner/commissions']['get']['parameters']['query']>;

/**
 * `GET /partner/commissions` (getPartnerCommissions): one page of the venue's commissions in a tab,
 * with every tab's count (`summary`); the previous page stays while the next loads.
 */
export function usePartnerCommissions(query: PartnerCommissionsQuery) {
  return $api.useQuery('get', '/partner/commissions', { params: { query } }, { placeholderData: keepPreviousData });
}
