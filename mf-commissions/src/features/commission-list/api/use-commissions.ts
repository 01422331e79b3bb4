import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';
import type { CommissionsQuery } from '../../../api/commission-types';

/**
 * One page of commissions in a filter, with every filter's count and sum (`summary`). While the
 * next page or filter loads the previous one stays on screen, so the table does not jump.
 */
export function useCommissions(query: CommissionsQuery) {
  return $api.useQuery('get', '/commissions', { params: { query } }, { placeholderData: keepPreviousData });
}
