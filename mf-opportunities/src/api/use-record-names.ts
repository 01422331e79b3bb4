import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

/**
 * The name of a preselected account (`/add-task?account_id=4`), for the picker to show before
 * anything is searched. Quiet: without the name the picker still holds the id and the server
 * checks it on save.
 */
export function useAccountName(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/account/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data.company_name },
  );
}

/** The name of a preselected contact (`/add-task?contact_id=9`), as for accounts. */
export function useContactName(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/contact/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data.name },
  );
}

/** The name of a preselected opportunity (`/add-task?opportunity_id=12`, from its page), as for accounts. */
export function useOpportunityName(id: number | undefined) {
  return $api.useQuery(
    'get',
    '/opportunity/{id}',
    { params: { path: { id: id ?? 0 } }, headers: { [QUIET_HEADER]: '1' } },
    { enabled: id !== undefined, select: (body) => body.data[0]?.name },
  );
}
