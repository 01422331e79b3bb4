import type { paths, Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

/** What the account list can ask the server for: page, page size, search, sort, order, type, owner. */
export type AccountsQuery = NonNullable<paths['/accounts']['get']['parameters']['query']>;
export type AccountSortField = NonNullable<AccountsQuery['sort']>;
export type AccountType = Schemas['AccountType'];
export type AccountSummary = Schemas['AccountSummary'];
export type Account = Schemas['Account'];
export type AccountInput = Schemas['AccountInput'];

export const ACCOUNT_TYPES: readonly AccountType[] = ['Customer', 'Partner'];
export const ACCOUNT_SORT_FIELDS: readonly AccountSortField[] = ['company_name', 'venue_name', 'type', 'email', 'created_at'];

export function isAccountType(value: unknown): value is AccountType {
  return ACCOUNT_TYPES.includes(value as AccountType);
}

/**
 * One page of accounts, paged, searched, sorted and filtered on the server. While the next page
 * loads the previous one stays on screen, so the table does not jump.
 */
export function useAccounts(query: AccountsQuery) {
  return $api.useQuery('get', '/accounts', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
